import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { useT } from '../../../lib/i18n.ts';
import type { UserType } from '../../../shared/schemas/auth.ts';
import { useAuthConfig } from '../api/auth-config.ts';
import { microsoftAuthorizeUrl, newPendingLogin, savePendingLogin } from '../microsoft-redirect.ts';

export interface MicrosoftSignInProps {
  userType: UserType;
  /** Google's button above already drew the 'or' divider. */
  afterGoogle: boolean;
  /** Runs before the page leaves for Microsoft (e.g. saving a form draft); a failure stops the redirect. */
  beforeRedirect?: (() => Promise<void>) | undefined;
  onError: (message: string) => void;
}

/** Microsoft's four-square logo (its brand colours), decorative next to the text. */
function MicrosoftLogo() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 21 21" className="size-5 shrink-0">
      <rect x="1" y="1" width="9" height="9" fill="#f25022" />
      <rect x="11" y="1" width="9" height="9" fill="#7fba00" />
      <rect x="1" y="11" width="9" height="9" fill="#00a4ef" />
      <rect x="11" y="11" width="9" height="9" fill="#ffb900" />
    </svg>
  );
}

/**
 * 'Continue with Microsoft', shown only when the server has a Microsoft client id.
 * Pressing it remembers state, nonce and this page in sessionStorage and leaves
 * for Microsoft's sign-in page; /auth/microsoft finishes the sign-in.
 */
export function MicrosoftSignIn({ userType, afterGoogle, beforeRedirect, onError }: MicrosoftSignInProps) {
  const t = useT();
  const config = useAuthConfig();
  const clientId = config.data?.microsoft_client_id ?? null;
  const googleShown = afterGoogle && Boolean(config.data?.google_client_id);
  const [leaving, setLeaving] = useState(false);

  if (!clientId) return null;

  const start = async () => {
    if (leaving) return;
    setLeaving(true);
    try {
      await beforeRedirect?.();
      const pending = newPendingLogin(window.location.pathname + window.location.search, userType);
      savePendingLogin(window.sessionStorage, pending);
      window.location.assign(microsoftAuthorizeUrl({ clientId, origin: window.location.origin, state: pending.state, nonce: pending.nonce }));
    } catch {
      // Storage refused (private mode, quota): leaving now would lose the form, so stay.
      setLeaving(false);
      onError(t('auth.socialFailed'));
    }
  };

  return (
    <div className={googleShown ? 'mt-3' : 'mt-6'}>
      {!googleShown && (
        <div className="mb-4 flex items-center gap-3 text-xs uppercase tracking-wide text-slate-400">
          <span className="h-px flex-1 bg-slate-200" />
          {t('auth.or')}
          <span className="h-px flex-1 bg-slate-200" />
        </div>
      )}
      <button
        type="button"
        onClick={() => void start()}
        aria-disabled={leaving || undefined}
        className={buttonClass('secondary', 'md', 'w-full aria-disabled:opacity-70')}
      >
        <MicrosoftLogo />
        {t('auth.microsoft.button')}
      </button>
    </div>
  );
}
