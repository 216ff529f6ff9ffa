import type { ReactNode } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useSession } from '../../lib/session.ts';
import { useT } from '../../lib/i18n.ts';
import { MenuIcon } from '../ui/icons.tsx';
import { Logo } from './logo.tsx';
import { usePortalMenu } from './portal-menu.tsx';
import { isPortalPath, showsTopSearch } from './shell-rules.ts';

/**
 * The top navigation bar (000 §2). The search box and account area are passed in as
 * slots by the root route, so this shell does not depend on feature modules.
 */
export function TopNav({ search, account }: { search: ReactNode; account: ReactNode }) {
  const t = useT();
  const session = useSession();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { isOpen, setOpen } = usePortalMenu();
  const isDoctor = session?.userType === 'doctor';
  const inPortal = isDoctor && isPortalPath(pathname);
  const withSearch = showsTopSearch(pathname, isDoctor);

  return (
    <header className="border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2.5 sm:px-6 md:flex-nowrap md:gap-x-6 md:py-3 lg:px-8">
        {inPortal ? (
          <button
            type="button"
            className="-ms-1 inline-flex h-10 w-10 items-center justify-center rounded-xl text-slate-700 outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-teal-600 md:hidden"
            aria-label={isOpen ? t('shell.closeMenu') : t('shell.openMenu')}
            aria-expanded={isOpen}
            aria-controls="portal-drawer"
            onClick={() => setOpen(!isOpen)}
          >
            <MenuIcon width={22} height={22} />
          </button>
        ) : null}
        <Link
          to={isDoctor ? '/doctor' : '/'}
          aria-label={t('shell.logoHome')}
          className="shrink-0 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2"
        >
          <Logo />
        </Link>
        {withSearch ? (
          <div className="order-last w-full basis-full md:order-none md:mx-auto md:max-w-xl md:flex-1 md:basis-auto">{search}</div>
        ) : (
          <div className="flex-1" />
        )}
        <div className="ms-auto flex shrink-0 items-center md:ms-0">{account}</div>
      </div>
    </header>
  );
}
