import type { ReactNode } from 'react';
import { buttonClass } from './button-styles.ts';

/**
 * A form's large primary submit button. While `busy` it stays focusable and announced
 * (aria-disabled, not disabled) and shows `busyLabel`; the form ignores a second submit.
 * `wide`: full width on phones, its own width from `sm` up.
 */
export function SubmitButton({ busy, busyLabel, children, wide = false }: { busy: boolean; busyLabel: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <button type="submit" aria-disabled={busy || undefined} className={buttonClass('primary', 'lg', `w-full ${wide ? 'sm:w-auto ' : ''}aria-disabled:opacity-70`)}>
      {busy ? busyLabel : children}
    </button>
  );
}
