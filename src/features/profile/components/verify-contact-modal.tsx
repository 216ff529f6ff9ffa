import { useId, useState, type FormEvent } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { CodeEntry } from '../../../components/ui/code-entry.tsx';
import { isCodeComplete } from '../../../components/ui/code-entry-rules.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { OTP_LENGTH } from '../../../shared/constants.ts';
import type { OtpType, PatientProfile } from '../../../shared/schemas/auth.ts';
import { useVerifyProfileOtp } from '../api/profile-otp.ts';

export interface CodeSent {
  kind: OtpType;
  /** The reference send-profile-otp answered (user_id). */
  reference: string;
  to: string;
}

const emptyCode = () => Array.from({ length: OTP_LENGTH }, () => '');

/** The 4-digit entry with Submit that Verify opens (001 §2 Edit Profile). */
export function VerifyContactModal({ sent, onClose }: { sent: CodeSent | null; onClose: (verified?: PatientProfile) => void }) {
  const t = useT();
  const [digits, setDigits] = useState(emptyCode);
  const [error, setError] = useState<string | null>(null);
  const verify = useVerifyProfileOtp();
  const labelId = useId();
  const errorId = useId();

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
          setError(isApiError(failure) ? failure.message : t('common.serverError'));
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
        <div>
          <p id={labelId} className="mb-2 text-sm font-medium text-slate-700">
            {t('auth.codeLabel')}
          </p>
          <CodeEntry
            digits={digits}
            onChange={(next) => {
              setDigits(next);
              if (error) setError(null);
            }}
            labelId={labelId}
            errorId={error ? errorId : undefined}
            invalid={Boolean(error)}
            readOnly={verify.isPending}
          />
          <p id={errorId} role="alert" className="mt-1.5 min-h-5 text-sm text-red-700">
            {error}
          </p>
        </div>
        <button type="submit" aria-disabled={verify.isPending || undefined} className={buttonClass('primary', 'lg', 'w-full aria-disabled:opacity-70')}>
          {verify.isPending ? t('auth.verifying') : t('auth.submit')}
        </button>
      </form>
    </Modal>
  );
}
