import type { DayEntryData } from '../../shared/schemas/booking.ts';
import { dayChipLabel } from '../../lib/date-labels.ts';
import { Choice, ChoiceGroup } from './choice-group.tsx';
import { choiceClass, groupLabelClass } from './choice-styles.ts';

export interface DateStripProps {
  label: string;
  days: readonly DayEntryData[];
  value: string | null;
  onChange: (date: string) => void;
}

/** The 7-day strip in a 7-column grid; days with status false are greyed out and cannot be picked (000 §3). */
export function DateStrip({ label, days, value, onChange }: DateStripProps) {
  return (
    <ChoiceGroup label={label} labelClassName={groupLabelClass}>
      {(name) => (
        <div className="grid grid-cols-7 gap-1.5">
          {days.map((entry) => {
            const chip = dayChipLabel(entry.date);
            return (
              <Choice
                key={entry.date}
                name={name}
                value={entry.date}
                checked={value === entry.date}
                disabled={!entry.status}
                onChange={onChange}
                aria-label={chip.full}
                className={`${choiceClass} flex-col py-1.5`}
              >
                <span className="text-[11px] leading-4 font-medium uppercase">{chip.weekday}</span>
                <span className="text-base leading-5 font-bold">{chip.day}</span>
                <span className="text-[11px] leading-4">{chip.month}</span>
              </Choice>
            );
          })}
        </div>
      )}
    </ChoiceGroup>
  );
}
