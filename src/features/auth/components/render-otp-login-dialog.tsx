import { Suspense, lazy, type ReactNode } from 'react';
import type { LoginDialogProps } from '../../../components/login-dialog.tsx';

// The sign-in form, its code field and the auth schemas are fetched when the dialog first opens: a
// listing or doctor page renders a closed one under every Book and Enquire button, and evaluating
// that code (zod builds its schemas as it loads) ran while the server-rendered page hydrated (issue 17).
const OtpLoginDialog = lazy(() => import('./otp-login-dialog.tsx').then((m) => ({ default: m.OtpLoginDialog })));

/** What routes hand to LoginDialogProvider: nothing while closed, the dialog once opened. */
export const renderOtpLoginDialog = (props: LoginDialogProps): ReactNode =>
  props.isOpen ? (
    <Suspense fallback={null}>
      <OtpLoginDialog {...props} />
    </Suspense>
  ) : null;
