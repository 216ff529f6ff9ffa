import { Choice, ChoiceGroup } from './choice-group.tsx';
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
    <ChoiceGroup
      label={label}
      labelClassName={groupLabelClass}
      aside={note ? <span className="text-xs font-medium text-slate-600">{note}</span> : null}
    >
      {(name) => (
        <div className={`grid grid-cols-3 gap-2 ${wide ? 'sm:grid-cols-4' : ''}`}>
          {slots.map((slot) => (
            <Choice
              key={slot.time}
              name={name}
              value={slot.time}
              checked={value === slot.time}
              disabled={slot.isDisabled ?? false}
              onChange={onChange}
              className={`${choiceClass} h-10 px-1 text-sm font-medium whitespace-nowrap data-[disabled]:line-through`}
            >
              {slot.label}
            </Choice>
          ))}
        </div>
      )}
    </ChoiceGroup>
  );
}
