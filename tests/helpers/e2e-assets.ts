import type { Page } from '@playwright/test';

/** The paths of everything the page has fetched so far (its resource timing entries). */
export function fetchedPaths(page: Page): Promise<string[]> {
  return page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
}

/** Holds every request matching `pattern` until the returned function is called (a chunk still on its way). */
export async function holdRequests(page: Page, pattern: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
