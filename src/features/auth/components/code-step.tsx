import type { FormEvent } from 'react';
import { OTP_RESEND_SECONDS } from '../../../shared/constants.ts';
import { useT } from '../../../lib/i18n.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { CodeField } from '../../../components/ui/code-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';

interface CodeStepProps {
  sentTo: string;
  digits: string[];
  onDigitsChange: (digits: string[]) => void;
  error: string | null;
  verifying: boolean;
  resending: boolean;
  /** When the current code was requested (restarts the countdown). */
  sentAt: number;
  resendSeconds?: number;
  onResend: () => void;
  onChangeIdentifier: () => void;
  onSubmit: () => void;
}

/** Steps 2–3 of the login (000 §4): the 4 code boxes, the 45-second Resend countdown and Submit. */
export function CodeStep(props: CodeStepProps) {
  const t = useT();
  const { sentTo, digits, onDigitsChange, error, verifying, resending, sentAt, onResend, onChangeIdentifier, onSubmit } = props;
  const secondsLeft = useCountdown(props.resendSeconds ?? OTP_RESEND_SECONDS, sentAt);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <p className="text-sm text-slate-600">
        {t('auth.codeSent', { to: sentTo })}{' '}
        <button type="button" onClick={onChangeIdentifier} className="font-medium text-teal-700 underline underline-offset-2 hover:text-teal-900">
          {t('auth.changeIdentifier')}
        </button>
      </p>
      <CodeField
        digits={digits}
        onChange={onDigitsChange}
        error={error}
        readOnly={verifying}
        secondsLeft={secondsLeft}
        onResend={onResend}
        resending={resending}
      />
      <SubmitButton busy={verifying} busyLabel={t('auth.verifying')}>
        {t('auth.submit')}
      </SubmitButton>
    </form>
  );
}
