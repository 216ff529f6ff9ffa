import { useEffect, useEffectEvent, useRef } from 'react';
import type { UserDetails } from '../../../shared/schemas/auth.ts';
import { useT } from '../../../lib/i18n.ts';
import { useAuthConfig } from '../api/auth-config.ts';
import { useGoogleLogin } from '../api/social-login.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { loadGoogleIdentity } from '../google-identity.ts';

interface GoogleSignInProps {
  onSignedIn: (user: UserDetails) => void;
  /** The failure text goes under the form's input (000 §8 social sign-in). */
  onError: (message: string) => void;
}

/** Google's own button, rendered only when the server is configured with a client id. */
export function GoogleSignIn({ onSignedIn, onError }: GoogleSignInProps) {
  const t = useT();
  const config = useAuthConfig();
  const clientId = config.data?.google_client_id ?? null;
  const container = useRef<HTMLDivElement>(null);
  const login = useGoogleLogin();
  // Google keeps the callback given at initialize; this always sees the latest props.
  const onCredential = useEffectEvent(async (credential: string | undefined) => {
    if (!credential) {
      onError(t('auth.googleFailed'));
      return;
    }
    try {
      onSignedIn(await login.mutateAsync(credential));
    } catch (error) {
      onError(error instanceof ApiError && error.message ? error.message : t('auth.googleFailed'));
    }
  });

  useEffect(() => {
    if (!clientId || !container.current) return;
    let cancelled = false;
    const parent = container.current;
    loadGoogleIdentity()
      .then((google) => {
        if (cancelled) return;
        google.accounts.id.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          callback: (response) => void onCredential(response.credential),
        });
        google.accounts.id.renderButton(parent, { theme: 'outline', size: 'large', text: 'signin_with', shape: 'pill', width: Math.min(parent.clientWidth || 320, 400) });
      })
      .catch(() => {
        // Blocked by an extension or offline: the code login still works, so stay quiet.
        if (!cancelled) parent.replaceChildren();
      });
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  if (!clientId) return null;
  return (
    <div className="mt-6">
      <div className="mb-4 flex items-center gap-3 text-xs uppercase tracking-wide text-slate-400">
        <span className="h-px flex-1 bg-slate-200" />
        {t('auth.or')}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <div ref={container} className="flex min-h-10 justify-center" aria-busy={login.isPending || undefined} />
    </div>
  );
}
