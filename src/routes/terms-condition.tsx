import { createFileRoute } from '@tanstack/react-router';
import { useT } from '../lib/i18n.ts';
import { termsEn } from './-content/terms.en.ts';
import { LegalArticle } from './-components/legal-article.tsx';

export const Route = createFileRoute('/terms-condition')({
  component: TermsPage,
});

function TermsPage() {
  const t = useT();
  return <LegalArticle title={t('page.terms.title')} document={termsEn} />;
}
