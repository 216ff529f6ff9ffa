import { Button, Switch } from 'react-aria-components';
import { buttonClass, fieldClass } from '../../../components/ui/button-styles.ts';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../lib/i18n.ts';
import { WEEKDAYS, type Weekday } from '../../../shared/schemas/doctor.ts';
import { canRemoveSlot, slotProblems, type ScheduleForm } from '../schedule-form.ts';
import { dayLabelKey } from '../timing-format.ts';
import { PlusIcon } from './schedule-icons.tsx';

export interface DaySlotsHandlers {
  onToggle: (day: Weekday, on: boolean) => void;
  onAdd: (day: Weekday) => void;
  onRemove: (day: Weekday, key: number) => void;
  onTime: (day: Weekday, key: number, field: 'start_time' | 'end_time', value: string) => void;
}

const switchClass =
  'group inline-flex cursor-pointer items-center gap-3 text-sm font-semibold text-slate-900 outline-none';
const trackClass =
  'flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-300 p-0.5 transition-colors group-data-[selected]:bg-teal-700 ' +
  'group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-teal-600 group-data-[focus-visible]:ring-offset-2';
/** A slot's two time inputs: their visible label and the label naming the day and slot. */
const TIME_FIELDS = {
  start_time: { label: 'schedule.form.start', aria: 'schedule.form.startFor' },
  end_time: { label: 'schedule.form.end', aria: 'schedule.form.endFor' },
} as const;

const thumbClass = 'h-5 w-5 rounded-full bg-white shadow transition-transform group-data-[selected]:translate-x-5 rtl:group-data-[selected]:-translate-x-5';

/**
 * Monday to Sunday, each with a keyboard-reachable switch; a day that is on
 * lists its slots as labelled native time inputs (001 §4 Appointment form).
 * A slot out of order or overlapping another keeps what was typed and says
 * why under it; after Save, so does a slot with a time missing.
 */
export function DaySlots({ form, handlers, showMissing = false }: { form: ScheduleForm; handlers: DaySlotsHandlers; showMissing?: boolean }) {
  const t = useT();
  const problems = slotProblems(form, { missing: showMissing });
  return (
    <ul className="divide-y divide-slate-100">
      {WEEKDAYS.map((day) => {
        const slots = form.days[day];
        const dayName = t(dayLabelKey[day]);
        return (
          <li key={day} className="py-4 first:pt-0 last:pb-0">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <Switch isSelected={slots !== undefined} onChange={(on) => handlers.onToggle(day, on)} className={switchClass}>
                <span className={trackClass}>
                  <span className={thumbClass} />
                </span>
                {dayName}
              </Switch>
              {slots ? (
                <Button onPress={() => handlers.onAdd(day)} aria-label={t('schedule.form.addSlotFor', { day: dayName })} className={buttonClass('ghost', 'sm', 'text-teal-800')}>
                  <PlusIcon width={16} height={16} />
                  {t('schedule.form.addSlot')}
                </Button>
              ) : (
                <span className="text-sm text-slate-500">{t('schedule.form.dayOff')}</span>
              )}
            </div>
            {slots ? (
              <ul className="mt-3 space-y-2">
                {slots.map((slot, index) => {
                  const names = { day: dayName, index: index + 1 };
                  const problem = problems.get(slot.key);
                  const problemId = `slot-problem-${slot.key}`;
                  return (
                    <li key={slot.key}>
                      <div className="flex items-end gap-2">
                        {(['start_time', 'end_time'] as const).map((field) => (
                          <label key={field} className="flex min-w-0 flex-1 flex-col text-xs font-medium text-slate-600">
                            <span aria-hidden="true" className="mb-1">{t(TIME_FIELDS[field].label)}</span>
                            <input
                              type="time"
                              value={slot[field]}
                              aria-label={t(TIME_FIELDS[field].aria, names)}
                              onChange={(event) => handlers.onTime(day, slot.key, field, event.target.value)}
                              aria-invalid={problem ? true : undefined}
                              aria-describedby={problem ? problemId : undefined}
                              className={`${fieldClass} min-w-0 aria-[invalid=true]:border-red-600`}
                            />
                          </label>
                        ))}
                        {canRemoveSlot(form, day) ? (
                          <Button
                            onPress={() => handlers.onRemove(day, slot.key)}
                            aria-label={t('schedule.form.removeSlotFor', names)}
                            className={buttonClass('ghost', 'icon', 'h-11 w-11 shrink-0 text-slate-500 hover:text-red-700')}
                          >
                            <CloseIcon width={18} height={18} />
                          </Button>
                        ) : (
                          <span className="h-11 w-11 shrink-0" aria-hidden="true" />
                        )}
                      </div>
                      {problem ? (
                        <p id={problemId} role="alert" className="mt-1.5 text-xs font-medium text-red-700">
                          {t(problem)}
                        </p>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
