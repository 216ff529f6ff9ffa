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
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className="mb-3 text-sm font-semibold text-white">
            {t('footer.company')}
          </h2>
          <ul className="space-y-2.5">
            <li>
              <Link to="/about-us" className={linkClass}>
                {t('footer.about')}
              </Link>
            </li>
            <li>
              <Link to="/contact-us" className={linkClass}>
                {t('footer.contact')}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="mb-3 text-sm font-semibold text-white">
            {t('footer.legal')}
          </h2>
          <ul className="space-y-2.5">
            <li>
              <Link to="/terms-condition" className={linkClass}>
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <Link to="/privacy-policy" className={linkClass}>
                {t('footer.privacy')}
              </Link>
            </li>
          </ul>
        </nav>
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
              {t('footer.language', { language: t(LOCALES[locale].labelKey) })}
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
