import { use } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { useLocale, useT } from '../lib/i18n.ts';
import { legalDocument } from './-content/legal-documents.ts';
import { LegalArticle } from './-components/legal-article.tsx';

export const Route = createFileRoute('/terms-condition')({
  component: TermsPage,
});

/** The text in the page's language: its own chunk (precached for offline like every route chunk), read with `use`. */
function TermsPage() {
  const t = useT();
  return <LegalArticle title={t('page.terms.title')} document={use(legalDocument('terms', useLocale()))} />;
}
