import { createFileRoute } from '@tanstack/react-router';
import { PageContainer } from '../components/layout/page.tsx';
import { HeartPulseIcon } from '../components/ui/icons.tsx';
import { AboutSkeleton } from '../components/ui/skeletons-public.tsx';
import { STATIC_PLACEHOLDER_MS } from '../shared/constants.ts';
import { useT } from '../lib/i18n.ts';
import { usePageMeta } from '../lib/page-meta.ts';
import { useDelayElapsed } from '../lib/use-delay.ts';
import { StaticIntro } from './-components/static-intro.tsx';

export const Route = createFileRoute('/about-us')({
  component: AboutPage,
});

/** 000 §2: a placeholder for 1 second, then a heading and a welcome line. */
function AboutPage() {
  const t = useT();
  const ready = useDelayElapsed(STATIC_PLACEHOLDER_MS);
  usePageMeta(t('meta.pageTitle', { title: t('page.about.title') }), t('page.about.welcome'));
  return (
    <PageContainer>
      {ready ? (
        <StaticIntro title={t('page.about.title')} line={t('page.about.welcome')} icon={<HeartPulseIcon width={32} height={32} />} />
      ) : (
        <AboutSkeleton />
      )}
    </PageContainer>
  );
}
