import { useId } from 'react';
import { useT } from '../../lib/i18n.ts';
import { CodeEntry } from './code-entry.tsx';

export interface CodeFieldProps {
  digits: string[];
  onChange: (digits: string[]) => void;
  error: string | null;
  readOnly: boolean;
  /** Focus the first box on mount (a dialog that opens straight onto the code). */
  autoFocus?: boolean;
  /** Seconds before Resend is offered; at 0 the Resend button shows. */
  secondsLeft: number;
  onResend: () => void;
  resending: boolean;
}

/** The code boxes with their label, their error and the countdown to Resend: the login's code step (000 §4) and Edit Profile's Verify (001 §2). */
export function CodeField({ digits, onChange, error, readOnly, autoFocus, secondsLeft, onResend, resending }: CodeFieldProps) {
  const t = useT();
  const labelId = useId();
  const errorId = useId();
  return (
    <div>
      <p id={labelId} className="mb-2 text-sm font-medium text-slate-700">
        {t('auth.codeLabel')}
      </p>
      <CodeEntry
        digits={digits}
        onChange={onChange}
        labelId={labelId}
        errorId={error ? errorId : undefined}
        invalid={Boolean(error)}
        readOnly={readOnly}
        autoFocus={autoFocus}
      />
      <p id={errorId} role="alert" className="mt-1.5 min-h-5 text-sm text-red-700">
        {error}
      </p>
      <div className="text-sm">
        {secondsLeft > 0 ? (
          <span className="text-slate-500">{t('auth.resendIn', { seconds: secondsLeft })}</span>
        ) : (
          <button
            type="button"
            onClick={onResend}
            disabled={resending}
            className="font-semibold text-teal-700 underline underline-offset-2 hover:text-teal-900 disabled:opacity-60"
          >
            {t('auth.resend')}
          </button>
        )}
      </div>
    </div>
  );
}
