import { createFileRoute } from '@tanstack/react-router';
import { useT } from '../lib/i18n.ts';
import { privacyEn } from './-content/privacy.en.ts';
import { LegalArticle } from './-components/legal-article.tsx';

export const Route = createFileRoute('/privacy-policy')({
  component: PrivacyPage,
});

function PrivacyPage() {
  const t = useT();
  return <LegalArticle title={t('page.privacy.title')} document={privacyEn} />;
}
