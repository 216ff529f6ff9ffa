import { useEffect, useState } from 'react';
import type { RecentDoctor } from '../../lib/recent-doctors.ts';

/** The recently viewed doctors kept in the offline database, newest first; [] until read (or when IndexedDB is blocked). */
export function useRecentDoctors(): RecentDoctor[] {
  const [list, setList] = useState<RecentDoctor[]>([]);
  useEffect(() => {
    let live = true;
    // Loaded after the home page has painted: it is not part of the first page's budget.
    import('../../lib/recent-doctors.ts')
      .then((db) => db.recentDoctors())
      .then((found) => live && setList(found))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return list;
}
