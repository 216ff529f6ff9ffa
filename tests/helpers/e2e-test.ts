import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { startTestServer, type SeededTemplate } from '../../scripts/test-server.mjs';

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
 * `<html data-ready>`). Pages without server HTML go on at once, and so do contexts with JavaScript off.
 * Patched on Page's prototype, so pages of contexts a test opens itself wait too.
 */
const withoutJavaScript = new WeakSet<BrowserContext>();
let patched = false;

async function untilHydrated(page: Page) {
  if (withoutJavaScript.has(page.context())) return;
  await page
    .waitForFunction(() => !document.getElementById('mb-ssr') || document.documentElement.dataset.ready === '1', null, { timeout: 15_000 })
    .catch(() => undefined);
}

function waitForHydrationAfterNavigation(page: Page) {
  if (patched) return;
  patched = true;
  const prototype = Object.getPrototypeOf(page) as Page;
  const goto = prototype.goto;
  const reload = prototype.reload;
  prototype.goto = async function (this: Page, ...args: Parameters<Page['goto']>) {
    const response = await goto.apply(this, args);
    await untilHydrated(this);
    return response;
  };
  prototype.reload = async function (this: Page, ...args: Parameters<Page['reload']>) {
    const response = await reload.apply(this, args);
    await untilHydrated(this);
    return response;
  };
}

function rememberContextsWithoutJavaScript(browser: Browser) {
  if ((browser as Browser & { __mbPatched?: boolean }).__mbPatched) return;
  (browser as Browser & { __mbPatched?: boolean }).__mbPatched = true;
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    if (options?.javaScriptEnabled === false) withoutJavaScript.add(context);
    return context;
  };
}

/**
 * Resolves when no finite CSS animation or transition of the page is running (axe and screenshots
 * read computed styles); endless ones (a spinner, a skeleton's pulse) never end and are not waited for.
 */
export async function animationsFinished(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
}

let workerServerURL: string | undefined;

/** This worker's server (the `serverURL` fixture), for helpers that open their own contexts. */
export function workerBaseURL(): string {
  if (!workerServerURL) throw new Error("this worker's server is not running (the serverURL fixture starts it)");
  return workerServerURL;
}

export const test = base.extend<{ hydrationErrors: string[] }, { hydrationWait: void; serverURL: string }>({
  /**
   * Every worker has its own server (scripts/test-server.mjs): its own demo data (a fresh copy of
   * the run's seeded template), accounts, rate counters and test clock, so workers run in parallel without meeting. Use it as `baseURL` in
   * tests, and as `serverURL` in beforeAll hooks and worker fixtures.
   */
  serverURL: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture with no dependencies (Playwright needs the pattern)
    async ({}, use, workerInfo) => {
      // A copy of the run's seeded DATA_DIR (tests/helpers/e2e-global-setup.ts), when there is one.
      const template = process.env.E2E_DATA_TEMPLATE ? (JSON.parse(process.env.E2E_DATA_TEMPLATE) as SeededTemplate) : undefined;
      const server = await startTestServer({ label: `server ${workerInfo.workerIndex}`, template });
      workerServerURL = server.url;
      await use(server.url);
      workerServerURL = undefined;
      await server.stop();
    },
    // Started with the worker, so hooks and helpers can read it through workerBaseURL().
    { scope: 'worker', timeout: 180_000, auto: true },
  ],
  baseURL: async ({ serverURL }, use) => use(serverURL),
  hydrationWait: [
    async ({ browser }, use) => {
      rememberContextsWithoutJavaScript(browser);
      const context = await browser.newContext();
      waitForHydrationAfterNavigation(await context.newPage());
      await context.close();
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled === false) withoutJavaScript.add(page.context());
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
