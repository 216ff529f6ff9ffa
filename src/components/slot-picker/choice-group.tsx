import { useId, type ReactNode } from 'react';

export interface ChoiceProps {
  /** The radio group's input name. */
  name: string;
  value: string;
  checked: boolean;
  disabled: boolean;
  onChange: (value: string) => void;
  className: string;
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * One choice of a radio group: a visually hidden native radio inside its label, the DOM react-aria's
 * Radio rendered, without its code on the page's first load (issue 17: the doctor page's booking
 * panel was the reason a phone ran react-aria's press, focus and form code while it hydrated). The
 * browser gives the keyboard behaviour: Tab enters at the chosen day, arrows move and choose (in
 * reading order, so right to left in Arabic), disabled days are skipped.
 */
export function Choice({ name, value, checked, disabled, onChange, className, children, 'aria-label': ariaLabel }: ChoiceProps) {
  return (
    <label className={className} data-selected={checked || undefined} data-disabled={disabled || undefined}>
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        aria-label={ariaLabel}
        onChange={() => onChange(value)}
        className="sr-only"
      />
      {children}
    </label>
  );
}

/** A labelled radio group: its name comes from the visible label. */
export function ChoiceGroup({
  label,
  labelClassName,
  aside,
  controls,
  children,
}: {
  label: string;
  labelClassName: string;
  /** Beside the label (the time-zone note); given, even null, the label sits in a row made for it. */
  aside?: ReactNode;
  /** Buttons beside the label (the date strip's paging): outside the radio group, which holds radios only. */
  controls?: ReactNode;
  children: (name: string) => ReactNode;
}) {
  const id = useId();
  const labelId = `${id}-label`;
  const heading = (
    <span id={labelId} className={labelClassName}>
      {label}
    </span>
  );
  if (controls !== undefined) {
    return (
      <div>
        <div className="mb-2 flex items-center justify-between gap-3">
          {heading}
          {controls}
        </div>
        <div role="radiogroup" aria-labelledby={labelId}>
          {children(`choice-${id}`)}
        </div>
      </div>
    );
  }
  return (
    <div role="radiogroup" aria-labelledby={labelId}>
      {aside !== undefined ? (
        <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-3">
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {children(`choice-${id}`)}
    </div>
  );
}
