import { useEffect, useState } from 'react';
import type { RecentDoctor } from '../../lib/offline-db.ts';

/** The recently viewed doctors kept in Dexie, newest first; [] until read (or when IndexedDB is blocked). */
export function useRecentDoctors(): RecentDoctor[] {
  const [list, setList] = useState<RecentDoctor[]>([]);
  useEffect(() => {
    let live = true;
    // Dexie loads after the home page has painted: it is not part of the first page's budget.
    import('../../lib/offline-db.ts')
      .then((db) => db.recentDoctors())
      .then((found) => live && setList(found))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return list;
}
