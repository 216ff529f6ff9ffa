import { LoginDialogProvider } from '../../components/login-dialog.tsx';
import { renderOtpLoginDialog } from '../../features/auth/components/render-otp-login-dialog.tsx';
import { BookButton } from '../../features/book-appointment/components/book-button.tsx';
import type { BookAction } from '../../features/listing/components/doctor-card.tsx';

/**
 * The Book button of a verified doctor's listing card: the booking modal (tabs VIRTUAL and
 * DOCTOR VISIT, 000 §2) right on the listing. Composed here because listing and booking are
 * separate features; a guest signs in through auth's dialog.
 */
export const cardBookAction: BookAction = (doctor, { label, ariaLabel, className }) => (
  <LoginDialogProvider value={renderOtpLoginDialog}>
    <BookButton doctor={doctor} size="sm" label={label} ariaLabel={ariaLabel} className={className} />
  </LoginDialogProvider>
);
