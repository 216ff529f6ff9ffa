import type { LoginDialogProps } from '../../../components/login-dialog.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { OtpLoginForm } from './otp-login-form.tsx';

/**
 * The in-page sign-in of booking, enquiry ('Login to Continue', 000 §2, §4) and claim ('Login
 * Account', 001 §2, which alone offers Microsoft). Patients only: those actions need the user role.
 * Routes provide it to those features through LoginDialogProvider.
 */
export function OtpLoginDialog({ isOpen, onClose, onSuccess, title, intro, beforeMicrosoftRedirect }: LoginDialogProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => !open && onClose()} title={title}>
      <p className="-mt-2 mb-5 text-sm text-slate-600">{intro}</p>
      <OtpLoginForm role="user" onSuccess={onSuccess} microsoft={beforeMicrosoftRedirect ? { beforeRedirect: beforeMicrosoftRedirect } : undefined} />
    </Modal>
  );
}
