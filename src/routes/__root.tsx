import { Suspense, lazy, type ReactNode } from 'react';
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { ClientOnly } from '../components/ui/client-only.tsx';
import { AppShell } from '../components/layout/app-shell.tsx';
import { NotFoundPage } from '../components/layout/not-found.tsx';
import { AccountSlotFallback, SearchSlotFallback } from '../components/layout/top-nav-fallbacks.tsx';
import type { RouterContext } from '../lib/router-context.ts';
import { useSession } from '../lib/session.ts';

// The search box and account menu carry most of the accessible-widget code (combobox,
// menu, dialogs); loading them beside the page keeps the shell's first chunk small.
const TopSearch = lazy(() => import('../features/top-search/components/top-search.tsx').then((m) => ({ default: m.TopSearch })));
const AccountMenu = lazy(() =>
  import('../features/auth/components/account-menu.tsx').then((m) => ({ default: m.AccountMenu })),
);
// The offline pieces (Dexie, the Pending dialog, install prompts) likewise load beside the page.
// The queue of offline writes is a signed-in person's (sign-out forgets the leaver's, main.tsx), so
// a visitor's page loads neither its button nor its replay, nor Dexie for them (issue 17).
const OfflineAgent = lazy(() => import('../features/offline/components/offline-agent.tsx').then((m) => ({ default: m.OfflineAgent })));
const PendingButton = lazy(() => import('../features/offline/components/pending-button.tsx').then((m) => ({ default: m.PendingButton })));
const InstallButton = lazy(() => import('../features/offline/components/install-button.tsx').then((m) => ({ default: m.InstallButton })));
const IosInstallHint = lazy(() => import('../features/offline/components/ios-install-hint.tsx').then((m) => ({ default: m.IosInstallHint })));

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  // The server render (src/entry-server.tsx) and the browser's hydration then build the same tree:
  // the router wraps the root in Suspense in the browser only, unless told to everywhere.
  wrapInSuspense: true,
});

function SignedInOnly({ children }: { children: ReactNode }) {
  return useSession() ? children : null;
}

function RootLayout() {
  return (
    <AppShell
      search={
        <Suspense fallback={<SearchSlotFallback />}>
          <TopSearch />
        </Suspense>
      }
      account={
        <>
          <ClientOnly>
            <Suspense fallback={null}>
              <SignedInOnly>
                <PendingButton />
              </SignedInOnly>
              <InstallButton />
            </Suspense>
          </ClientOnly>
          <Suspense fallback={<AccountSlotFallback />}>
            <AccountMenu />
          </Suspense>
        </>
      }
    >
      <Outlet />
      <ClientOnly>
        <Suspense fallback={null}>
          {/* Writes queued offline are sent at start, on `online` and when their backoff ends (DESIGN §6). */}
          <SignedInOnly>
            <OfflineAgent />
          </SignedInOnly>
          <IosInstallHint />
        </Suspense>
      </ClientOnly>
    </AppShell>
  );
}
