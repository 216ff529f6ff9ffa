import { useNavigate } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useLocale } from '../../../lib/i18n.ts';
import { localizePath } from '../../../shared/i18n/locale.ts';

/**
 * A real link to an in-app URL built as a string (listing URLs with their query):
 * a plain click navigates inside the app (the router adds the page language's prefix); the href, which
 * crawlers, pages without JavaScript and new tabs follow, carries the prefix itself (/ar/…, /hi/…).
 */
export function RouterAnchor({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const navigate = useNavigate();
  const locale = useLocale();
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate({ href });
  };
  return <a href={localizePath(href, locale)} onClick={handle} {...rest} />;
}
