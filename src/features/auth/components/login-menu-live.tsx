import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../lib/i18n.ts';
import { loginButtonClass, menuItemClass, menuPopoverClass } from './account-menu-look.ts';

/**
 * Visitors: 'Login' opening 'Login as User' and 'Login as Doctor', react-aria's menu. account-menu.tsx
 * mounts it when its still Login button is first pressed: it takes the focus, then opens, so that
 * closing the menu returns the focus to this button.
 */
export function LoginMenuLive() {
  const t = useT();
  const navigate = useNavigate();
  const button = useRef<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    button.current?.focus();
    // Opened once, after mount: the menu must record this button as the place to return focus to.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOpen(true);
  }, []);
  return (
    <MenuTrigger isOpen={open} onOpenChange={setOpen}>
      <Button
        ref={button}
        className={`${loginButtonClass} data-[focus-visible]:ring-2 data-[focus-visible]:ring-teal-600 data-[focus-visible]:ring-offset-2 data-[pressed]:bg-teal-900`}
      >
        {t('auth.login')}
        <ChevronDownIcon width={16} height={16} />
      </Button>
      <Popover placement="bottom end" offset={6} className={menuPopoverClass}>
        <Menu
          aria-label={t('auth.login')}
          onAction={(key) => void navigate({ to: key === 'doctor' ? '/doctor-login' : '/login' })}
          className="outline-none"
        >
          <MenuItem id="user" className={menuItemClass}>
            {t('auth.loginAsUser')}
          </MenuItem>
          <MenuItem id="doctor" className={menuItemClass}>
            {t('auth.loginAsDoctor')}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
