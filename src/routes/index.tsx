import { createFileRoute } from '@tanstack/react-router';
import { Suspense, lazy, useId } from 'react';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { buttonClass } from '../components/ui/button-styles.ts';
import { HomeSkeleton, SearchCardSkeleton } from '../components/ui/skeletons-public.tsx';
import { homeDataQueryOptions, useHomeData } from '../lib/home-data.ts';
import { homeSeoQueryOptions, useHomeSeo } from '../features/home/api/home-seo.ts';
import { HelpBanner } from '../features/home/components/help-banner.tsx';
import { HomeHero } from '../features/home/components/home-hero.tsx';
import { RecentlyViewedSlot } from './-components/recently-viewed-slot.tsx';
import { SpecialityTiles } from '../features/home/components/speciality-tiles.tsx';
import { cacheRestored } from '../lib/cache-restored.ts';
import { useT } from '../lib/i18n.ts';
import { redirectDoctorToPortal } from '../lib/guards.ts';
import { usePageMeta } from '../lib/page-meta.ts';
import { settleQueries } from '../lib/server-data.ts';

const ignore = () => undefined;

// The search card's comboboxes carry react-aria's listbox/popover code, most of the page's
// JavaScript: loading it beside the first render keeps the home page's initial JS within
// its budget (issue 5; scripts/size-budget-report.ts).
const SearchCard = lazy(() =>
  import('../features/search-form/components/search-card.tsx').then((m) => ({ default: m.SearchCard })),
);

export const Route = createFileRoute('/')({
  beforeLoad: redirectDoctorToPortal,
  // Warm, don't wait: the page shows its own skeleton, and offline it reads the persisted cache.
  // Warmed once that cache is back (see cacheRestored), or leaving home offline dropped its saved data.
  // The server waits for both, so it renders the page once with its data (issue 40).
  loader: ({ context: { queryClient } }) => {
    if (import.meta.env.SSR) return settleQueries([queryClient.ensureQueryData(homeDataQueryOptions()), queryClient.ensureQueryData(homeSeoQueryOptions())]);
    void cacheRestored.then(() => {
      void queryClient.query(homeDataQueryOptions()).catch(ignore);
      void queryClient.query(homeSeoQueryOptions()).catch(ignore);
    });
  },
  component: HomePage,
});

/** Patient home (000 §2): search card, speciality tiles, help banner. */
function HomePage() {
  const t = useT();
  const headingId = useId();
  const seo = useHomeSeo().data;
  const home = useHomeData();
  usePageMeta(seo?.title ?? t('page.home.title'), seo?.description ?? t('meta.siteDescription'), seo?.canonical_url ?? '/');

  return (
    <HomeHero headingId={headingId}>
      {home.data ? (
        <div className="space-y-12 md:space-y-16">
          <div className="rounded-3xl border border-slate-200 bg-white p-5 shadow-xl shadow-teal-950/10 md:p-7">
            <Suspense fallback={<SearchCardSkeleton />}>
              <SearchCard specialities={home.data.specialities} labelledBy={headingId} />
            </Suspense>
          </div>
          <RecentlyViewedSlot />
          <SpecialityTiles specialities={home.data.specialities} />
          <HelpBanner />
        </div>
      ) : home.isError ? (
        <EmptyState
          title={home.error instanceof Error ? home.error.message : t('common.serverError')}
          action={
            <button type="button" className={buttonClass('primary')} onClick={() => void home.refetch()}>
              {t('home.retry')}
            </button>
          }
        />
      ) : (
        <HomeSkeleton />
      )}
    </HomeHero>
  );
}
