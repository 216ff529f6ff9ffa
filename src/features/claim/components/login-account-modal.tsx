import { Modal } from '../../../components/ui/modal.tsx';
import { useT } from '../../../lib/i18n.ts';
import type { UserDetails } from '../../../shared/schemas/auth.ts';
import { OtpLoginForm } from '../../auth/components/otp-login-form.tsx';

export interface LoginAccountModalProps {
  isOpen: boolean;
  onClose: () => void;
  onSuccess: (user: UserDetails) => void;
  /** Saves the form before the Microsoft sign-in leaves the page. */
  beforeMicrosoftRedirect: () => Promise<void>;
}

/**
 * 'Login Account' (001 §2, only on Claim and Reclaim): a guest signs in by code
 * (or Google, when the server is configured for it) without leaving the page,
 * so the filled form and chosen files stay. It alone also offers Microsoft
 * (001 §2), a redirect: the form is saved first and restored on return.
 */
export function LoginAccountModal({ isOpen, onClose, onSuccess, beforeMicrosoftRedirect }: LoginAccountModalProps) {
  const t = useT();
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => !open && onClose()} title={t('claim.login.title')}>
      <p className="-mt-2 mb-5 text-sm text-slate-600">{t('claim.login.intro')}</p>
      <OtpLoginForm role="user" onSuccess={onSuccess} microsoft={{ beforeRedirect: beforeMicrosoftRedirect }} />
    </Modal>
  );
}
