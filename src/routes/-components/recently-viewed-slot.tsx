import { Suspense, lazy } from 'react';

// Loaded beside the page: the list (and Dexie) is not part of the home page's first-load budget,
// and it renders nothing for a first-time visitor anyway.
const RecentlyViewed = lazy(() =>
  import('./recently-viewed.tsx').then((m) => ({ default: m.RecentlyViewed })),
);

/** 'Recently viewed' doctors on home (DESIGN §6): read from Dexie, openable offline; nothing when there are none. */
export function RecentlyViewedSlot() {
  return (
    <Suspense fallback={null}>
      <RecentlyViewed />
    </Suspense>
  );
}
