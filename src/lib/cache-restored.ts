/**
 * Settles once the persisted query cache is back from IndexedDB (main.tsx's
 * PersistProvider calls markCacheRestored, on success or failure).
 *
 * Route loaders wait for it before they warm a query: a fetch started before the restore
 * pauses offline, and when its page is left TanStack Query reverts the query to its state
 * before that fetch, which had no data: the saved list the user just saw was dropped and
 * the tab came back as an endless skeleton.
 */
let settle: () => void = () => undefined;

export const cacheRestored: Promise<void> = new Promise<void>((resolve) => {
  settle = resolve;
});

export function markCacheRestored(): void {
  settle();
}
