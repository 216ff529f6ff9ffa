import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Reads shared by one page request (issue 40): a server-rendered page's head (services/seo) and its
 * render's API calls (made in-process, inside the page request's async context) may ask for the same
 * row; inside a page the first read answers both, outside one (an API call from a browser) every read
 * runs as before. Only for answers that cannot differ between the two askers in one request.
 */
const reads = new AsyncLocalStorage<Map<string, Promise<unknown>>>();

/** Runs a page request's head and body with their shared reads. */
export const withPageReads = <T>(fn: () => Promise<T>): Promise<T> => reads.run(new Map(), fn);

/** `load()`, once per `key` within the current page request (every time outside one). */
export function pageRead<T>(key: string, load: () => Promise<T>): Promise<T> {
  const shared = reads.getStore();
  if (!shared) return load();
  let found = shared.get(key) as Promise<T> | undefined;
  if (!found) {
    found = load();
    shared.set(key, found);
  }
  return found;
}
