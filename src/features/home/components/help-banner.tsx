import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { MailIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../lib/i18n.ts';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../../../shared/constants.ts';
import { PhoneIcon, StethoscopeBadgeIcon } from './home-icons.tsx';

const contactClass =
  'inline-flex items-center gap-2 rounded-xl bg-white/10 px-3.5 py-2 text-sm font-medium text-white ring-1 ring-white/20 outline-none transition-colors hover:bg-white/20 focus-visible:ring-2 focus-visible:ring-white';

/** 'Need help finding a near by doctor' with a support contact and 'Register as a Doctor' (000 §2). */
export function HelpBanner() {
  const t = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="overflow-hidden rounded-3xl shadow-sm ring-1 ring-slate-200 md:grid md:grid-cols-[3fr_2fr]">
      <div className="relative bg-gradient-to-br from-teal-700 to-teal-900 p-6 text-white md:p-8">
        <div aria-hidden="true" className="pointer-events-none absolute -end-10 -top-10 size-40 rounded-full bg-white/5" />
        <h2 id={headingId} className="relative text-xl font-bold tracking-tight md:text-2xl">
          {t('home.help.title')}
        </h2>
        <p className="relative mt-2 max-w-md text-sm text-teal-50 md:text-base">{t('home.help.text')}</p>
        <ul className="relative mt-5 flex flex-wrap gap-3">
          <li>
            <a href={`mailto:${SUPPORT_EMAIL}`} className={contactClass}>
              <MailIcon width={18} height={18} />
              <span className="sr-only">{t('home.help.email')}</span>
              <span>{SUPPORT_EMAIL}</span>
            </a>
          </li>
          <li>
            <a href={`tel:${SUPPORT_PHONE.replace(/\s+/g, '')}`} className={contactClass}>
              <PhoneIcon width={18} height={18} />
              <span className="sr-only">{t('home.help.phone')}</span>
              <span dir="ltr">{SUPPORT_PHONE}</span>
            </a>
          </li>
        </ul>
      </div>
      <div className="flex flex-col items-start justify-center gap-4 bg-white p-6 md:p-8">
        <span className="flex size-12 items-center justify-center rounded-full bg-teal-50 text-teal-700">
          <StethoscopeBadgeIcon width={26} height={26} />
        </span>
        <p className="text-base font-medium text-slate-800">{t('home.help.doctorPrompt')}</p>
        <Link to="/doctor-registration" className={buttonClass('primary', 'md')}>
          {t('home.help.register')}
        </Link>
      </div>
    </section>
  );
}
