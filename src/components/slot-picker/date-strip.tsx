import { Label, Radio, RadioGroup } from 'react-aria-components';
import type { DayEntryData } from '../../shared/schemas/booking.ts';
import { dayChipLabel } from '../../lib/date-labels.ts';
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
    <RadioGroup value={value} onChange={onChange} orientation="horizontal">
      <Label className={groupLabelClass}>{label}</Label>
      <div className="grid grid-cols-7 gap-1.5">
        {days.map((entry) => {
          const chip = dayChipLabel(entry.date);
          return (
            <Radio key={entry.date} value={entry.date} isDisabled={!entry.status} aria-label={chip.full} className={`${choiceClass} flex-col py-1.5`}>
              <span className="text-[11px] leading-4 font-medium uppercase">{chip.weekday}</span>
              <span className="text-base leading-5 font-bold">{chip.day}</span>
              <span className="text-[11px] leading-4">{chip.month}</span>
            </Radio>
          );
        })}
      </div>
    </RadioGroup>
  );
}
