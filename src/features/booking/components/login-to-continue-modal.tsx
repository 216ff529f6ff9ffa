import { Modal } from '../../../components/ui/modal.tsx';
import { useT } from '../../../lib/i18n.ts';
import type { UserDetails } from '../../../shared/schemas/auth.ts';
import { OtpLoginForm } from '../../auth/components/otp-login-form.tsx';

export interface LoginToContinueModalProps {
  isOpen: boolean;
  onClose: () => void;
  onSuccess: (user: UserDetails) => void;
  /** The line under the title; booking keeps the patient's selection. */
  intro?: string;
}

/**
 * 'Login to Continue' (000 §2, §4): a guest signs in by code without leaving
 * the page, then carries on where they were. Patients only: booking and
 * enquiring need the user role.
 */
export function LoginToContinueModal({ isOpen, onClose, onSuccess, intro }: LoginToContinueModalProps) {
  const t = useT();
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => !open && onClose()} title={t('booking.loginTitle')}>
      <p className="-mt-2 mb-5 text-sm text-slate-600">{intro ?? t('booking.loginIntro')}</p>
      <OtpLoginForm role="user" onSuccess={onSuccess} />
    </Modal>
  );
}
