import { createFileRoute } from '@tanstack/react-router';
import { MicrosoftCallback } from '../features/auth/components/microsoft-callback.tsx';
import { useT } from '../lib/i18n.ts';
import { usePageMeta } from '../lib/page-meta.ts';

/** The redirect URI of "Sign in with Microsoft": the ID token arrives in the fragment. */
export const Route = createFileRoute('/auth/microsoft')({
  component: MicrosoftCallbackPage,
});

function MicrosoftCallbackPage() {
  const t = useT();
  usePageMeta(t('meta.pageTitle', { title: t('auth.microsoft.pageTitle') }));
  return <MicrosoftCallback />;
}
