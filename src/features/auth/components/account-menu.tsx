import { Suspense, lazy, useState } from 'react';
import { flushSync } from 'react-dom';
import { AccountSlotFallback } from '../../../components/layout/top-nav-fallbacks.tsx';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { onArrowOpen, onDemand } from '../../../lib/on-demand.ts';
import { loginButtonClass } from './account-menu-look.ts';
import type * as LoginExports from './login-menu-live.tsx';
import type * as SignedInExports from './signed-in-menu.tsx';

const loginMenu = onDemand<typeof LoginExports>(() => import('./login-menu-live.tsx'));
const signedInMenu = onDemand<typeof SignedInExports>(() => import('./signed-in-menu.tsx'));
const SignedInMenuLazy = lazy(() => signedInMenu.get().then((m) => ({ default: m.SignedInMenu })));

/** main.tsx fetches it before hydrating a page for someone signed in, so their menu shows without a gap. */
export const preloadSignedInMenu = signedInMenu.get;

/**
 * The top bar's account control: a Login dropdown for visitors; for a signed-in person their
 * greeting, photo and menu (signed-in-menu.tsx).
 *
 * A visitor's Login starts as a still button and becomes react-aria's menu (login-menu-live.tsx),
 * open, when first pressed. Why (issue 17): the menu's code and first render cost a mid-range phone
 * tens of milliseconds of main thread on every page a visitor opens. The still button looks the same,
 * is named 'Login' and says it opens a menu; a click, Enter, Space or an arrow key opens it.
 */
export function AccountMenu() {
  const session = useSession();
  if (!session) return <LoginMenu />;
  const SignedIn = signedInMenu.loaded()?.SignedInMenu;
  if (SignedIn) return <SignedIn session={session} />;
  return (
    <Suspense fallback={<AccountSlotFallback />}>
      <SignedInMenuLazy session={session} />
    </Suspense>
  );
}

function LoginMenu() {
  const t = useT();
  const [woken, setWoken] = useState(false);
  const Live = woken ? loginMenu.loaded()?.LoginMenuLive : undefined;
  if (Live) return <Live />;

  const wake = () => loginMenu.whenLoaded(() => flushSync(() => setWoken(true)));
  return (
    <button
      type="button"
      aria-haspopup="true"
      aria-expanded="false"
      className={`${loginButtonClass} focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2 active:bg-teal-900`}
      onClick={wake}
      onKeyDown={onArrowOpen(wake)}
      onPointerEnter={loginMenu.preload}
      onFocus={loginMenu.preload}
    >
      {t('auth.login')}
      <ChevronDownIcon width={16} height={16} />
    </button>
  );
}
