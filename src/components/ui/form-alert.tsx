import type { ReactNode } from 'react';

/**
 * Why a form or dialog could not do what was asked (a server refusal, a failed load), read out at once
 * (role="alert"). Nothing is drawn without a message, so callers pass their state as it is.
 */
export function FormAlert({ children }: { children: ReactNode }) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      {children}
    </p>
  );
}
