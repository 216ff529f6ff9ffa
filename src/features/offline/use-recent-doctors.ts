import { useEffect, useState } from 'react';
import { recentDoctors, type RecentDoctor } from '../../lib/offline-db.ts';

/** The recently viewed doctors kept in Dexie, newest first; [] until read (or when IndexedDB is blocked). */
export function useRecentDoctors(): RecentDoctor[] {
  const [list, setList] = useState<RecentDoctor[]>([]);
  useEffect(() => {
    let live = true;
    recentDoctors()
      .then((found) => live && setList(found))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return list;
}
