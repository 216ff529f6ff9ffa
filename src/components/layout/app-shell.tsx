import type { ReactNode } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { useT } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.ts';
import { OfflineBanner } from '../ui/offline-banner.tsx';
import { Toaster } from '../ui/toaster.tsx';
import { Footer } from './footer.tsx';
import { PortalMenuProvider } from './portal-menu.tsx';
import { isPortalPath } from './shell-rules.ts';
import { TopNav } from './top-nav.tsx';
import { useUpdatePrompt } from './use-update-prompt.ts';

/** Skip link, top bar, page, footer and the toast area around every route. */
export function AppShell({ search, account, children }: { search: ReactNode; account: ReactNode; children: ReactNode }) {
  const t = useT();
  const session = useSession();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const inPortal = session?.userType === 'doctor' && isPortalPath(pathname);
  useUpdatePrompt();

  return (
    <PortalMenuProvider>
      <a
        href="#main"
        className="sr-only z-[60] rounded-lg bg-teal-700 px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {t('shell.skipToContent')}
      </a>
      <div className="flex min-h-dvh flex-col">
        {/* One sticky block: offline, the banner stays in view with the bar on every page, however far it scrolls. */}
        <div className="sticky top-0 z-40">
          <OfflineBanner />
          <TopNav search={search} account={account} />
        </div>
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        {inPortal ? null : <Footer />}
      </div>
      <Toaster />
    </PortalMenuProvider>
  );
}
