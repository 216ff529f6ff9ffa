import { use } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { useLocale, useT } from '../lib/i18n.ts';
import { legalDocument } from './-content/legal-documents.ts';
import { LegalArticle } from './-components/legal-article.tsx';

export const Route = createFileRoute('/privacy-policy')({
  component: PrivacyPage,
});

/** The text in the page's language: its own chunk (precached for offline like every route chunk), read with `use`. */
function PrivacyPage() {
  const t = useT();
  return <LegalArticle title={t('page.privacy.title')} document={use(legalDocument('privacy', useLocale()))} />;
}
