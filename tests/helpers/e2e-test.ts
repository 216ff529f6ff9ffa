import { test as base, expect, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * React's hydration failures (issue 17): production builds report them as minified errors 418–425
 * ("the server rendered HTML didn't match the client"), development builds in words. Any of them on
 * any page of a test's context fails the test: a mismatch throws the server's HTML away.
 */
const HYDRATION = /Minified React error #4(18|19|21|22|23|25)\b|Hydration failed|didn't match the client|hydrating/i;

/**
 * A server-rendered page shows its buttons before its script runs; a click then does nothing. After
 * `goto` and `reload` a test waits, as a person would, until the page has hydrated (src/main.tsx marks
 * `<html data-ready>`). Pages without server HTML, and pages with JavaScript off, go on at once.
 */
async function untilHydrated(page: Page) {
  await page
    .waitForFunction(() => !document.getElementById('mb-ssr') || document.documentElement.dataset.ready === '1', null, { timeout: 15_000 })
    .catch(() => undefined);
}

export const test = base.extend<{ hydrationErrors: string[] }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await untilHydrated(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await untilHydrated(page);
        return response;
      };
    }
    await use(page);
  },
  hydrationErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      const watch = (page: Page) => {
        page.on('pageerror', (error) => {
          if (HYDRATION.test(error.message)) errors.push(`${page.url()}: ${error.message}`);
        });
        page.on('console', (message) => {
          if (message.type() === 'error' && HYDRATION.test(message.text())) errors.push(`${page.url()}: ${message.text()}`);
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(errors);
      expect(errors, 'React hydration errors').toEqual([]);
    },
    { auto: true },
  ],
});
