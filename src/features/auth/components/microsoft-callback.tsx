import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { setSession } from '../../../lib/session.ts';
import { syncAccountLanguage } from '../../../lib/choose-language.ts';
import { microsoftLogin } from '../api/social-login.ts';
import { loginDestination } from '../login-destination.ts';
import { checkMicrosoftReturn, takePendingLogin } from '../microsoft-redirect.ts';

/**
 * /auth/microsoft, where Microsoft sends the browser back: checks the state
 * against this tab's request, has the server verify the ID token (and its
 * nonce), then sets the session as every sign-in does and goes back to the
 * page that started it. Any failure lands on /login with 'Login failed. Please try again.'.
 */
export function MicrosoftCallback() {
  // The effect's messages read the language when they show (the account's may just have been applied).
  const text = useT();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    // Once per page load (StrictMode runs effects twice; the request is single-use anyway).
    if (started.current) return;
    started.current = true;
    const hash = window.location.hash;
    // The token has no business in the history or a bookmark.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    const answer = checkMicrosoftReturn(hash, takePendingLogin(window.sessionStorage));

    const fail = (message = t('auth.socialFailed')) => {
      toast.error(message);
      void navigate({ to: '/login', replace: true });
    };
    if (!answer.ok) {
      fail();
      return;
    }
    microsoftLogin(answer.idToken, answer.nonce)
      .then((user) => {
        setSession(user);
        syncAccountLanguage(user.locale);
        toast.success(t('auth.loginSuccess'));
        void navigate({ href: loginDestination(user.user_role ?? answer.userType, answer.returnTo), replace: true });
      })
      .catch((error: unknown) => fail(isApiError(error) && error.message ? error.message : undefined));
  }, [navigate]);

  return (
    <div className="flex min-h-[40dvh] flex-col items-center justify-center gap-4 px-4 text-teal-700">
      <Spinner size="lg" decorative />
      <p role="status" className="text-sm text-slate-600">
        {text('auth.microsoft.signingIn')}
      </p>
    </div>
  );
}
