import { Suspense, lazy, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { LOCALES, useLocale, useT } from '../../lib/i18n.ts';
import { GlobeIcon } from '../ui/icons.tsx';
import { Logo, LogoMark } from './logo.tsx';
import { SocialLinks } from './social-links.tsx';

/** The copyright year is fixed by the spec (000 §9 "Footer year 2025"). */
const COPYRIGHT_YEAR = 2025;

// Only fetched when someone opens it: the footer is on every page.
const LanguageDialog = lazy(() => import('./language-dialog.tsx').then((m) => ({ default: m.LanguageDialog })));

const linkClass =
  'rounded text-sm text-slate-300 outline-none transition-colors hover:text-white focus-visible:ring-2 focus-visible:ring-teal-400';

interface FooterLink {
  to: '/about-us' | '/contact-us' | '/terms-condition' | '/privacy-policy';
  label: string;
}

/** A titled column of footer links (Company, Legal). */
function LinkGroup({ id, title, links }: { id: string; title: string; links: readonly FooterLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-sm font-semibold text-white">
        {title}
      </h2>
      <ul className="space-y-2.5">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const t = useT();
  const locale = useLocale();
  const [languageOpen, setLanguageOpen] = useState(false);

  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr] lg:px-8">
        <div className="space-y-4">
          <Link to="/" className="inline-block rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-teal-400">
            <Logo inverted />
          </Link>
          <p className="max-w-sm text-sm leading-relaxed text-slate-400">{t('footer.tagline')}</p>
          <div>
            <h2 className="mb-3 text-sm font-semibold text-white">{t('footer.followUs')}</h2>
            <SocialLinks />
          </div>
        </div>
        <LinkGroup
          id="footer-company"
          title={t('footer.company')}
          links={[
            { to: '/about-us', label: t('footer.about') },
            { to: '/contact-us', label: t('footer.contact') },
          ]}
        />
        <LinkGroup
          id="footer-legal"
          title={t('footer.legal')}
          links={[
            { to: '/terms-condition', label: t('footer.terms') },
            { to: '/privacy-policy', label: t('footer.privacy') },
          ]}
        />
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-5 text-sm sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p className="text-slate-400">{t('footer.copyright', { year: COPYRIGHT_YEAR })}</p>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <button
              type="button"
              onClick={() => setLanguageOpen(true)}
              className="inline-flex items-center gap-1.5 rounded text-slate-300 outline-none hover:text-white focus-visible:ring-2 focus-visible:ring-teal-400"
            >
              <GlobeIcon width={16} height={16} />
              {t('footer.language', { language: LOCALES[locale].label })}
            </button>
            <span className="inline-flex items-center gap-2 text-slate-400">
              {t('footer.poweredBy')}
              <LogoMark size={20} />
              <span className="font-semibold text-slate-200">{t('shell.appName')}</span>
            </span>
          </div>
        </div>
      </div>
      {languageOpen ? (
        <Suspense fallback={null}>
          <LanguageDialog isOpen onOpenChange={setLanguageOpen} />
        </Suspense>
      ) : null}
    </footer>
  );
}
