import { useLocale, useT } from '../../../lib/i18n.ts';
import { localizePath } from '../../../shared/i18n/locale.ts';

/**
 * 'I agree to the {terms}' with the placeholder as a link, so the sentence order
 * stays in the catalog (other languages may put the link first). The terms open
 * in a new tab so the half-filled form is kept.
 */
export function TermsLabel() {
  const t = useT();
  const locale = useLocale();
  const [before = '', after = ''] = t('auth.termsAgree').split('{terms}');
  return (
    <>
      {before}
      <a href={localizePath('/terms-condition', locale)} target="_blank" rel="noopener" className="font-medium text-teal-700 underline underline-offset-2 hover:text-teal-900">
        {t('auth.termsLink')}
      </a>
      {after}
    </>
  );
}
