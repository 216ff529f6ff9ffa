import { RecentlyViewed } from '../../offline/components/recently-viewed.tsx';

/** 'Recently viewed' doctors on home (DESIGN §6): read from Dexie, openable offline; nothing when there are none. */
export function RecentlyViewedSlot() {
  return <RecentlyViewed />;
}
