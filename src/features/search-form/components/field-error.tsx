import type { ComponentType, ReactNode } from 'react';
import { FieldError, Label } from 'react-aria-components';
import { labelClass } from '../../../components/ui/button-styles.ts';
import { RequiredLabelText } from './required-label-text.tsx';

/** The inline 000 §5 message under a field; announced when it appears. */
export function CardFieldError({ message }: { message: string }) {
  return (
    <FieldError className="mt-1.5 text-xs font-medium text-red-700">
      <span role="alert">{message}</span>
    </FieldError>
  );
}

/**
 * A search card combo's label (required) and its input row: the icon at the start, then the
 * input and its trailing button passed as children.
 */
export function CardComboField({ label, icon: Icon, children }: { label: string; icon: ComponentType<{ className?: string }>; children: ReactNode }) {
  return (
    <>
      <Label className={labelClass}>
        <RequiredLabelText text={label} />
      </Label>
      <div className="relative">
        <Icon className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-teal-700" />
        {children}
      </div>
    </>
  );
}
