import { useNavigate } from '@tanstack/react-router';
import { Suspense, lazy, useRef, useState } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover, Separator, type Key } from 'react-aria-components';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../lib/i18n.ts';
import type { Session } from '../../../lib/session.ts';
import { greetingNames } from '../account-labels.ts';
import { useMyProfile } from '../../../lib/my-profile.ts';
import { useLogout } from '../use-logout.ts';
import { Avatar } from './avatar.tsx';
import { logoutItemClass, menuItemClass, menuPopoverClass } from './account-menu-look.ts';

// Fetched when first opened, like the footer's language dialog: a visitor's header needs neither, and
// their modules (modal, radio group) would otherwise load and run while a server-rendered page hydrates.
const ConfirmDialog = lazy(() => import('../../../components/ui/confirm-dialog.tsx').then((m) => ({ default: m.ConfirmDialog })));
const LanguageDialog = lazy(() => import('../../../components/layout/language-dialog.tsx').then((m) => ({ default: m.LanguageDialog })));

/** Patients' menu entries that simply open a page (000 §2 top navigation bar). */
const PAGES: Record<string, string> = { bookings: '/my-appointments', profile: '/edit-profile', support: '/support', console: '/admin' };

/**
 * The top bar's account control for a signed-in person (account-menu.tsx): the greeting, their
 * photo and a menu (patients: My Booking, Profile, Language, Support, Logout; doctors: Logout
 * only), with a confirmed logout.
 */
export function SignedInMenu({ session }: { session: Session }) {
  const t = useT();
  const navigate = useNavigate();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [languageOpen, setLanguageOpen] = useState(false);
  const { logout, pending } = useLogout();
  useMyProfile();
  const trigger = useRef<HTMLButtonElement>(null);
  // The dialogs open from a menu that has already closed, so focus may have nowhere to return to.
  const focusTrigger = () => requestAnimationFrame(() => trigger.current?.focus());
  const onConfirmOpenChange = (open: boolean) => {
    setConfirmOpen(open);
    if (!open) focusTrigger();
  };
  const onLanguageOpenChange = (open: boolean) => {
    setLanguageOpen(open);
    if (!open) focusTrigger();
  };

  const isDoctor = session.userType === 'doctor';
  const isAdmin = session.userType === 'admin';
  const { first, last } = greetingNames(session.user, t('auth.helloFallbackName'));
  const greeting = t('auth.hello', { first, last }).trim();

  const onAction = (key: Key) => {
    if (key === 'logout') setConfirmOpen(true);
    else if (key === 'language') setLanguageOpen(true);
    else if (typeof key === 'string' && PAGES[key]) void navigate({ href: PAGES[key] });
  };

  return (
    <>
      <MenuTrigger>
        <Button
          ref={trigger}
          aria-label={greeting}
          className="flex items-center gap-2 rounded-full py-1 ps-1 pe-2 text-sm font-medium text-slate-800 outline-none hover:bg-slate-100 data-[focus-visible]:ring-2 data-[focus-visible]:ring-teal-600 data-[pressed]:bg-slate-100"
        >
          <Avatar src={session.user.profile_image} />
          <span className="hidden max-w-48 truncate md:inline">{greeting}</span>
          <ChevronDownIcon width={16} height={16} className="text-slate-500" />
        </Button>
        <Popover placement="bottom end" offset={6} className={menuPopoverClass}>
          <div className="border-b border-slate-100 px-3 pt-2 pb-2.5 md:hidden" aria-hidden="true">
            <p className="truncate text-sm font-semibold text-slate-900">{greeting}</p>
          </div>
          <Menu aria-label={t('auth.accountMenu')} onAction={onAction} className="outline-none">
            {isAdmin ? (
              <MenuItem id="console" className={menuItemClass}>
                {t('auth.menu.console')}
              </MenuItem>
            ) : null}
            {isDoctor || isAdmin ? null : (
              <>
                <MenuItem id="bookings" className={menuItemClass}>
                  {t('auth.menu.myBooking')}
                </MenuItem>
                <MenuItem id="profile" className={menuItemClass}>
                  {t('auth.menu.profile')}
                </MenuItem>
                <MenuItem id="language" className={menuItemClass}>
                  {t('auth.menu.language')}
                </MenuItem>
                <MenuItem id="support" className={menuItemClass}>
                  {t('auth.menu.support')}
                </MenuItem>
              </>
            )}
            {isDoctor ? null : <Separator className="mx-2 my-1 border-t border-slate-100" />}
            <MenuItem id="logout" className={logoutItemClass}>
              {t('auth.menu.logout')}
            </MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>

      {confirmOpen ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            isOpen
            onOpenChange={onConfirmOpenChange}
            title={t('auth.logoutTitle')}
            message={t('auth.logoutConfirm')}
            isPending={pending}
            onConfirm={async () => {
              if (await logout()) setConfirmOpen(false);
            }}
          />
        </Suspense>
      ) : null}
      {!isDoctor && languageOpen ? (
        <Suspense fallback={null}>
          <LanguageDialog isOpen onOpenChange={onLanguageOpenChange} />
        </Suspense>
      ) : null}
    </>
  );
}
