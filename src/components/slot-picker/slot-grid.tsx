import { Label, Radio, RadioGroup } from 'react-aria-components';
import { choiceClass, groupLabelClass } from './choice-styles.ts';

export interface SlotChoice {
  time: string;
  label: string;
  isDisabled?: boolean;
}

export interface SlotGridProps {
  label: string;
  slots: readonly SlotChoice[];
  value: string | null;
  onChange: (time: string) => void;
  /** 'All times are in GST' when the viewer's clock differs from the clinic's. */
  note?: string | null;
  /** Four columns from the sm breakpoint (the enquiry drawer's long half-hour list). */
  wide?: boolean;
}

/** Time slots as buttons in 12-hour labels; disabled ones (taken) cannot be picked. */
export function SlotGrid({ label, slots, value, onChange, note, wide = false }: SlotGridProps) {
  return (
    <RadioGroup value={value} onChange={onChange}>
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-3">
        <Label className={groupLabelClass}>{label}</Label>
        {note ? <span className="text-xs font-medium text-slate-600">{note}</span> : null}
      </div>
      <div className={`grid grid-cols-3 gap-2 ${wide ? 'sm:grid-cols-4' : ''}`}>
        {slots.map((slot) => (
          <Radio
            key={slot.time}
            value={slot.time}
            isDisabled={slot.isDisabled ?? false}
            className={`${choiceClass} h-10 px-1 text-sm font-medium whitespace-nowrap data-[disabled]:line-through`}
          >
            {slot.label}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
