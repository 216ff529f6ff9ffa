import { Suspense, lazy } from 'react';
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { AppShell } from '../components/layout/app-shell.tsx';
import { NotFoundPage } from '../components/layout/not-found.tsx';
import { AccountSlotFallback, SearchSlotFallback } from '../components/layout/top-nav-fallbacks.tsx';
import { InstallButton } from '../features/offline/components/install-button.tsx';
import { IosInstallHint } from '../features/offline/components/ios-install-hint.tsx';
import { PendingButton } from '../features/offline/components/pending-button.tsx';
import { useOfflineReplay } from '../features/offline/use-offline-replay.ts';
import type { RouterContext } from '../lib/router-context.ts';

// The search box and account menu carry most of the accessible-widget code (combobox,
// menu, dialogs); loading them beside the page keeps the shell's first chunk small.
const TopSearch = lazy(() => import('../features/search/components/top-search.tsx').then((m) => ({ default: m.TopSearch })));
const AccountMenu = lazy(() =>
  import('../features/auth/components/account-menu.tsx').then((m) => ({ default: m.AccountMenu })),
);

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  // Writes queued offline are sent at start, on `online` and when their backoff ends (DESIGN §6).
  useOfflineReplay();
  return (
    <AppShell
      search={
        <Suspense fallback={<SearchSlotFallback />}>
          <TopSearch />
        </Suspense>
      }
      account={
        <>
          <PendingButton />
          <InstallButton />
          <Suspense fallback={<AccountSlotFallback />}>
            <AccountMenu />
          </Suspense>
        </>
      }
    >
      <Outlet />
      <IosInstallHint />
    </AppShell>
  );
}
