import { LOCALE_LIST, LOCALES, useLocale, useT } from '../../lib/i18n.ts';
import { chooseLanguage } from '../../lib/choose-language.ts';

/**
 * The visible language switch of the login screens (issue 18): every language by its own name, so a
 * reader who does not read the current one still finds theirs.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <nav aria-label={t('page.language.title')} className={`flex flex-wrap items-center justify-center gap-2 text-sm ${className}`}>
      {LOCALE_LIST.map((code) =>
        code === locale ? (
          <span key={code} lang={code} aria-current="true" className="rounded-full bg-teal-50 px-3 py-1 font-semibold text-teal-800">
            {LOCALES[code].label}
          </span>
        ) : (
          <button
            key={code}
            type="button"
            lang={code}
            data-locale={code}
            onClick={() => chooseLanguage(code)}
            className="rounded-full px-3 py-1 font-medium text-teal-700 outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-teal-600"
          >
            {LOCALES[code].label}
          </button>
        ),
      )}
    </nav>
  );
}
