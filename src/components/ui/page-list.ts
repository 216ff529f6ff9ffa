export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page buttons of 000 §4: none under 2 pages; every page up to 4; past 4 pages
 * `1 2 3 … last`. When the current page lies beyond 3 (and is not the last) it is
 * shown too, between ellipses, so the reader can always see where they are.
 */
export function pageList(current: number, lastPage: number): PageItem[] {
  const last = Math.max(0, Math.floor(lastPage));
  if (last < 2) return [];
  if (last <= 4) return Array.from({ length: last }, (_, i) => i + 1);
  const page = Math.min(Math.max(1, Math.floor(current)), last);
  if (page <= 3 || page === last) return [1, 2, 3, 'ellipsis-end', last];
  if (page === 4) return [1, 2, 3, 4, ...(last > 5 ? (['ellipsis-end'] as const) : []), last];
  if (page === last - 1) return [1, 2, 3, 'ellipsis-start', page, last];
  return [1, 2, 3, 'ellipsis-start', page, 'ellipsis-end', last];
}
