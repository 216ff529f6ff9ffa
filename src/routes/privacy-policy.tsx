import { createFileRoute } from '@tanstack/react-router';
import { getLocale, useT } from '../lib/i18n.ts';
import { loadLegalDocument } from './-content/legal-documents.ts';
import { LegalArticle } from './-components/legal-article.tsx';

export const Route = createFileRoute('/privacy-policy')({
  // The text in the page's language (its own chunk, precached for offline like every route chunk).
  loader: () => loadLegalDocument('privacy', getLocale()),
  component: PrivacyPage,
});

function PrivacyPage() {
  const t = useT();
  return <LegalArticle title={t('page.privacy.title')} document={Route.useLoaderData()} />;
}
