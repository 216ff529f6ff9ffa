import type { MouseEvent, ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useLocale } from '../../../lib/i18n.ts';
import { localizePath } from '../../../shared/i18n/locale.ts';

/**
 * A link to a built href that stays inside the SPA. The detail route owns its own
 * search schema, so the listing hands it a finished URL instead of typed params.
 */
export function DoctorLink({ href, className, children, ariaLabel }: { href: string; className?: string; children: ReactNode; ariaLabel?: string }) {
  const router = useRouter();
  // The anchor's own href is the page in this language (a crawler, a new tab, no JavaScript); the router
  // adds the prefix itself when it navigates.
  const locale = useLocale();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // New tab, new window, download: leave it to the browser.
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <a href={localizePath(href, locale)} onClick={onClick} className={className} aria-label={ariaLabel}>
      {children}
    </a>
  );
}
