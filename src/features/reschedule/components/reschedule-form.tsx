import { useState, type FormEvent } from 'react';
import { Button, Form, Label, Radio, RadioGroup } from 'react-aria-components';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/i18n.ts';
import type { AppointmentType } from '../../../shared/schemas/booking.ts';
import { zoneName } from '../../../shared/slots/zone-label.ts';
import { useFreeSlots } from '../../../lib/free-slots.ts';
import { DateStrip } from '../../../components/slot-picker/date-strip.tsx';

/** A time slot: a radio drawn as a button (as in the booking modal). */
const choiceClass =
  'flex cursor-pointer select-none items-center justify-center rounded-xl border border-slate-300 bg-white text-slate-800 outline-none transition-colors ' +
  'not-data-[selected]:data-[hovered]:border-teal-600 not-data-[selected]:data-[hovered]:bg-teal-50 ' +
  'data-[selected]:border-teal-700 data-[selected]:bg-teal-700 data-[selected]:text-white ' +
  'data-[focus-visible]:ring-2 data-[focus-visible]:ring-teal-600 data-[focus-visible]:ring-offset-1 ' +
  'data-[disabled]:cursor-not-allowed data-[disabled]:border-slate-200 data-[disabled]:bg-slate-100 data-[disabled]:text-slate-500 data-[disabled]:line-through';
const groupLabelClass = 'mb-2 block text-sm font-semibold text-slate-800';

export interface MovableBooking {
  doctorId: number;
  type: AppointmentType;
  clinicId: number | null;
}

export interface RescheduleFormProps {
  booking: MovableBooking;
  pending: boolean;
  /** The server's answer to the last try (e.g. the time was just taken). */
  failure: string | null;
  onSubmit: (date: string, time: string) => void;
  onKeep?: () => void;
}

/** The doctor's free times of the same type (and clinic): a day strip, then the day's slots. */
export function RescheduleForm({ booking, pending, failure, onSubmit, onKeep }: RescheduleFormProps) {
  const t = useT();
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const slots = useFreeSlots({ doctorId: booking.doctorId, type: booking.type, date, clinicId: booking.clinicId });
  const data = slots.data;
  const day = date ?? data?.date ?? null;
  const free = (booking.type === 'online' ? data?.online_timeslots : data?.offline_timeslots) ?? [];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (!day || !time) {
      setMissing(true);
      return;
    }
    onSubmit(day, time);
  };

  return (
    <Form onSubmit={submit} className="space-y-5">
      {slots.isError ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {t('reschedule.loadFailed')}
        </p>
      ) : null}
      {data ? (
        <>
          {/* The booking panel's strip: weekday and month in the page's language (issue 42). */}
          <DateStrip
            label={t('reschedule.date')}
            days={data.days}
            value={day}
            onChange={(next) => {
              setDate(next);
              setTime(null);
            }}
          />
          <RadioGroup
            value={time}
            onChange={(next) => {
              setTime(next);
              setMissing(false);
            }}
            isInvalid={missing}
          >
            <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-3">
              <Label className={groupLabelClass}>{t('reschedule.time')}</Label>
              <span className="text-xs font-medium text-slate-600">{t('reschedule.zoneNote', { zone: zoneName(data.time_zone, new Date()) })}</span>
            </div>
            {free.length ? (
              <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
                {free.map((slot) => (
                  <Radio key={slot.time} value={slot.time} isDisabled={slot.isDisabled} className={`${choiceClass} h-10 px-1 text-sm font-medium whitespace-nowrap`}>
                    {slot.label}
                  </Radio>
                ))}
              </div>
            ) : (
              <p className="text-sm text-slate-600">{t('reschedule.noSlots')}</p>
            )}
          </RadioGroup>
        </>
      ) : slots.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner />
        </div>
      ) : null}
      {missing ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('reschedule.pickTime')}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onKeep ? (
          <Button type="button" onPress={onKeep} className={buttonClass('secondary')}>
            {t('reschedule.keep')}
          </Button>
        ) : null}
        <Button type="submit" isDisabled={pending} className={buttonClass('primary')}>
          {pending ? <Spinner size="sm" decorative /> : null}
          {pending ? t('reschedule.submitting') : t('reschedule.submit')}
        </Button>
      </div>
    </Form>
  );
}
