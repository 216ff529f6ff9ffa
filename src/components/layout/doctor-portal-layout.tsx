import { useEffect, useState, type ReactNode } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import { Dialog, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { useT } from '../../lib/i18n.ts';
import { useDelayElapsed } from '../../lib/use-delay.ts';
import { STATIC_PLACEHOLDER_MS } from '../../shared/constants.ts';
import type { MessageKey } from '../../shared/i18n/en.ts';
import { CalendarIcon, ChevronStartIcon, CloseIcon, GridIcon, ListIcon, UserIcon } from '../ui/icons.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { PortalIdentity } from './portal-identity.tsx';
import { usePortalMenu } from './portal-menu.tsx';
import { LanguageSwitch } from './language-switch.tsx';

type PortalPath = '/doctor/dashboard' | '/doctor/edit-profile' | '/doctor/appointments-list' | '/doctor/booking-list';

/** Sidebar entries (001 §2); the dashboard's entry is hidden by the spec. */
const ITEMS: { to: PortalPath; labelKey: MessageKey; icon: ReactNode; also?: RegExp }[] = [
  // The day view first (issue 42): doctors could reach it only by typing its path.
  { to: '/doctor/dashboard', labelKey: 'portal.dashboard', icon: <GridIcon /> },
  { to: '/doctor/edit-profile', labelKey: 'portal.profile', icon: <UserIcon /> },
  {
    to: '/doctor/appointments-list',
    labelKey: 'portal.configureAppointment',
    icon: <CalendarIcon />,
    also: /^\/doctor\/(add-appointment|edit-appointment|view-appointment)/,
  },
  { to: '/doctor/booking-list', labelKey: 'portal.bookingList', icon: <ListIcon /> },
];

function NavItems({ collapsed = false, onNavigate }: { collapsed?: boolean; onNavigate?: () => void }) {
  const t = useT();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <ul className="space-y-1">
      {ITEMS.map((item) => {
        const active = pathname.startsWith(item.to) || Boolean(item.also?.test(pathname));
        return (
          <li key={item.to}>
            <Link
              to={item.to}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              title={collapsed ? t(item.labelKey) : undefined}
              className={`flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium outline-none transition-colors focus-visible:ring-2 focus-visible:ring-teal-600 ${
                active ? 'bg-teal-700 text-white' : 'text-slate-700 hover:bg-slate-100'
              } ${collapsed ? 'justify-center' : ''}`}
            >
              <span className="shrink-0">{item.icon}</span>
              <span className={collapsed ? 'sr-only' : ''}>{t(item.labelKey)}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Each portal page shows a loader for its first second (001 §2, §9: 1000 ms).
 * The page is mounted meanwhile, hidden, so its requests start at once and a
 * page's own placeholder runs alongside rather than after this one.
 */
function PortalPage({ children }: { children: ReactNode }) {
  const t = useT();
  const ready = useDelayElapsed(STATIC_PLACEHOLDER_MS);
  return (
    <>
      {ready ? null : (
        <div className="flex min-h-[40dvh] items-center justify-center text-teal-700" data-portal-loader="">
          <Spinner size="lg" label={t('portal.loading')} />
        </div>
      )}
      <div hidden={!ready}>{children}</div>
    </>
  );
}

/**
 * The doctor portal frame: a sidebar that collapses on desktop and a slide-over drawer
 * on mobile (opened by the top bar's menu toggle).
 */
export function DoctorPortalLayout({ children }: { children: ReactNode }) {
  const t = useT();
  const { isOpen, setOpen } = usePortalMenu();
  const [collapsed, setCollapsed] = useState(false);
  const pathname = useRouterState({ select: (s) => s.location.pathname });

  // A navigation closes the drawer.
  useEffect(() => setOpen(false), [pathname, setOpen]);

  return (
    <div className="mx-auto flex w-full max-w-7xl gap-6 px-4 py-6 sm:px-6 md:py-8 lg:px-8">
      <aside className={`hidden shrink-0 md:block ${collapsed ? 'w-16' : 'w-60'} transition-[width]`}>
        <nav aria-label={t('portal.nav')} className="sticky top-24 rounded-2xl border border-slate-200 bg-white p-2 shadow-sm">
          <PortalIdentity collapsed={collapsed} />
          <NavItems collapsed={collapsed} />
          <button
            type="button"
            onClick={() => setCollapsed(!collapsed)}
            aria-label={collapsed ? t('shell.openMenu') : t('shell.closeMenu')}
            aria-expanded={!collapsed}
            className="mt-2 flex w-full items-center justify-center rounded-xl py-2 text-slate-500 outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-teal-600"
          >
            <ChevronStartIcon className={collapsed ? 'rotate-180' : ''} />
          </button>
        </nav>
        {/* The doctor's language (saved on the account: the portal's mails follow it). */}
        {collapsed ? null : <LanguageSwitch className="mt-3" />}
      </aside>

      <ModalOverlay
        isOpen={isOpen}
        onOpenChange={setOpen}
        isDismissable
        className="fixed inset-0 z-50 bg-slate-900/50 data-[entering]:animate-[fade-in_150ms_ease-out] md:hidden"
      >
        <AriaModal className="fixed inset-y-0 start-0 w-72 max-w-[85vw] bg-white shadow-xl outline-none data-[entering]:animate-[slide-in-start_200ms_ease-out]">
          <Dialog id="portal-drawer" aria-label={t('portal.nav')} className="flex h-full flex-col p-4 outline-none">
            {({ close }) => (
              <>
                <div className="mb-4 flex items-center justify-between">
                  <span className="text-base font-semibold text-slate-900">{t('portal.nav')}</span>
                  <button
                    type="button"
                    onClick={close}
                    aria-label={t('shell.closeMenu')}
                    className="inline-flex h-9 w-9 items-center justify-center rounded-full text-slate-500 outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-teal-600"
                  >
                    <CloseIcon />
                  </button>
                </div>
                <nav aria-label={t('portal.nav')}>
                  <PortalIdentity />
                  <NavItems onNavigate={close} />
                </nav>
                <LanguageSwitch className="mt-auto pt-4" />
              </>
            )}
          </Dialog>
        </AriaModal>
      </ModalOverlay>

      {/* data-portal-content: the page itself, apart from the sidebar (tests scope to it). */}
      <div className="min-w-0 flex-1" data-portal-content="">
        {/* A new path is a new page: its loader starts again (filters only change the search). */}
        <PortalPage key={pathname}>{children}</PortalPage>
      </div>
    </div>
  );
}
