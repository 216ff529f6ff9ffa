import { useState, type FormEvent } from 'react';
import { CodeField } from '../../../components/ui/code-field.tsx';
import { isCodeComplete } from '../../../components/ui/code-entry-rules.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { OTP_LENGTH, OTP_RESEND_SECONDS } from '../../../shared/constants.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import type { OtpType, PatientProfile } from '../../../shared/schemas/auth.ts';
import { useVerifyProfileOtp } from '../api/profile-otp.ts';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';

export interface CodeSent {
  kind: OtpType;
  /** The reference send-profile-otp answered (user_id). */
  reference: string;
  to: string;
  /** When the code was requested (restarts the Resend countdown). */
  sentAt: number;
  /** Seconds before Resend is offered (the server's resend_after). */
  resendAfter: number;
}

const emptyCode = () => Array.from({ length: OTP_LENGTH }, () => '');

interface VerifyContactModalProps {
  sent: CodeSent | null;
  onClose: (verified?: PatientProfile) => void;
  /** Asks for a new code to the same address (offered once the countdown ends). */
  onResend: () => void;
  resending: boolean;
}

/**
 * The 4-digit entry with Submit that Verify opens (001 §2 Edit Profile). Like the
 * login's code step, it opens with focus in the first box and counts down to Resend.
 */
export function VerifyContactModal({ sent, onClose, onResend, resending }: VerifyContactModalProps) {
  const t = useT();
  const secondsLeft = useCountdown(sent?.resendAfter ?? OTP_RESEND_SECONDS, sent?.sentAt ?? null);
  const [digits, setDigits] = useState(emptyCode);
  const [error, setError] = useState<string | null>(null);
  const verify = useVerifyProfileOtp();

  const close = (verified?: PatientProfile) => {
    setDigits(emptyCode());
    setError(null);
    verify.reset();
    onClose(verified);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sent || verify.isPending) return;
    if (!isCodeComplete(digits)) {
      setError(t('auth.codeRequired'));
      return;
    }
    setError(null);
    verify.mutate(
      { user_id: sent.reference, otp: digits.join(''), otp_type: sent.kind },
      {
        onSuccess: ({ message, profile }) => {
          toast.success(message ?? t(sent.kind === 'email' ? 'profile.emailVerified' : 'profile.phoneVerified'));
          close(profile);
        },
        onError: (failure) => {
          setError(errorMessage(failure));
          setDigits(emptyCode());
        },
      },
    );
  };

  return (
    <Modal
      isOpen={sent !== null}
      onOpenChange={(open) => !open && close()}
      title={t(sent?.kind === 'phone' ? 'profile.verify.phoneTitle' : 'profile.verify.emailTitle')}
      size="sm"
      isDismissable={!verify.isPending}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <p className="text-sm text-slate-600">{t('auth.codeSent', { to: sent?.to ?? '' })}</p>
        <CodeField
          digits={digits}
          onChange={(next) => {
            setDigits(next);
            if (error) setError(null);
          }}
          error={error}
          readOnly={verify.isPending}
          autoFocus
          secondsLeft={secondsLeft}
          onResend={() => {
            setDigits(emptyCode());
            setError(null);
            onResend();
          }}
          resending={resending}
        />
        <SubmitButton busy={verify.isPending} busyLabel={t('auth.verifying')}>
          {t('auth.submit')}
        </SubmitButton>
      </form>
    </Modal>
  );
}
