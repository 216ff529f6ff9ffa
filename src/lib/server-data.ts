/**
 * Issue 40: the server renders a public page once. Its route loader declares every query the
 * page's first screen reads and, in the server build (`if (import.meta.env.SSR)`), waits for them
 * all before the render, so the render finds them in the cache and asks for nothing new
 * (src/entry-server.tsx counts the passes). In the browser the same loaders keep their own
 * behaviour (warm without waiting, offline cache first). The loaders test `import.meta.env.SSR`
 * itself, which Vite replaces by a literal: a constant exported from here was not folded across
 * modules, and the server-only branches (and what they import) stayed in home's first download.
 */

/**
 * Waits until each query (`queryClient.ensureQueryData(…)`) has data or has failed. A failure is left
 * in the cache as the query's error, which the page shows as it would in the browser (never a throw).
 */
export async function settleQueries(queries: readonly Promise<unknown>[]): Promise<void> {
  await Promise.allSettled(queries);
}
