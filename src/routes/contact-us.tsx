import { createFileRoute } from '@tanstack/react-router';
import { PageContainer } from '../components/layout/page.tsx';
import { MailIcon } from '../components/ui/icons.tsx';
import { ContactSkeleton } from '../components/ui/skeletons-public.tsx';
import { STATIC_PLACEHOLDER_MS } from '../shared/constants.ts';
import { useT } from '../lib/i18n.ts';
import { usePageMeta } from '../lib/page-meta.ts';
import { useDelayElapsed } from '../lib/use-delay.ts';
import { StaticIntro } from './-components/static-intro.tsx';

export const Route = createFileRoute('/contact-us')({
  component: ContactPage,
});

/** 000 §2: a placeholder for 1 second, then a heading and a get-in-touch line. */
function ContactPage() {
  const t = useT();
  const ready = useDelayElapsed(STATIC_PLACEHOLDER_MS);
  usePageMeta(t('meta.pageTitle', { title: t('page.contact.title') }), t('page.contact.welcome'));
  return (
    <PageContainer>
      {ready ? (
        <StaticIntro title={t('page.contact.title')} line={t('page.contact.welcome')} icon={<MailIcon width={32} height={32} />} />
      ) : (
        <ContactSkeleton />
      )}
    </PageContainer>
  );
}
