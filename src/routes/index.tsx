import { createFileRoute } from '@tanstack/react-router';
import { HomeSkeleton } from '../components/ui/skeletons-public.tsx';
import { useT } from '../lib/i18n.ts';
import { redirectDoctorToPortal } from '../lib/guards.ts';
import { usePageMeta } from '../lib/page-meta.ts';

export const Route = createFileRoute('/')({
  beforeLoad: redirectDoctorToPortal,
  component: HomePage,
});

function HomePage() {
  const t = useT();
  usePageMeta(t('page.home.title'), t('meta.siteDescription'), '/');
  return (
    <>
      <section className="bg-gradient-to-b from-teal-700 to-teal-800 text-white">
        <div className="mx-auto max-w-7xl px-4 pt-10 pb-24 sm:px-6 md:pt-14 md:pb-28 lg:px-8">
          <h1 className="max-w-2xl text-3xl font-bold tracking-tight md:text-4xl">{t('page.home.heading')}</h1>
          <p className="mt-3 max-w-xl text-base text-teal-50 md:text-lg">{t('page.home.intro')}</p>
        </div>
      </section>
      <div className="mx-auto -mt-16 max-w-7xl px-4 sm:px-6 lg:px-8">
        <HomeSkeleton />
      </div>
    </>
  );
}
