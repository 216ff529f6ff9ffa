import { chromium, type Browser, type Page } from '@playwright/test';
import type { LighthousePage } from './lighthouse.ts';

export interface PageTiming {
  page: string;
  url: string;
  /** Largest contentful paint of a first visit (empty cache, no service worker), ms. */
  coldLcp?: number;
  /** The same page loaded again once the service worker is active, ms. */
  warmLcp?: number;
  swControlled: boolean;
  error?: string;
}

export interface FrontendResult {
  pages: PageTiming[];
  /** Lighthouse 12 mobile, median of 3 a page (bench/lighthouse.ts). */
  lighthouse?: LighthousePage[];
  /** Typing one letter in the top search box until the first result is listed. */
  searchKeystroke: { key: string; ms: number | string }[];
}

const SEARCH_PLACEHOLDER = 'Search Doctor, Conditions, Specialties...';
const KEYS = ['a', 'm', 's'];

/** The last LCP candidate of the page; read after load, when the page has settled. */
async function readLcp(page: Page): Promise<number | undefined> {
  const value = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) last = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(last), 300);
      }),
  );
  return value > 0 ? Math.round(value) : undefined;
}

async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    if (!('serviceWorker' in navigator)) return;
    await Promise.race([navigator.serviceWorker.ready, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  });
}

async function timePage(browser: Browser, base: string, name: string, url: string): Promise<PageTiming> {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const page = await context.newPage();
  const timing: PageTiming = { page: name, url, swControlled: false };
  try {
    await page.goto(base + url, { waitUntil: 'networkidle' });
    timing.coldLcp = await readLcp(page);
    await waitForServiceWorker(page);
    // A fresh page in the same context: a navigation the active worker serves (as a returning visitor gets).
    const again = await context.newPage();
    await page.close();
    await again.goto(base + url, { waitUntil: 'networkidle' });
    timing.warmLcp = await readLcp(again);
    timing.swControlled = await again.evaluate(() => Boolean(navigator.serviceWorker?.controller));
  } catch (error) {
    timing.error = (error as Error).message.split('\n')[0];
  } finally {
    await context.close();
  }
  return timing;
}

/**
 * Keystroke to results, timed in the page: from the keydown of one letter
 * in an empty box to the first option of the results list in the DOM.
 */
async function timeSearch(browser: Browser, base: string): Promise<FrontendResult['searchKeystroke']> {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const page = await context.newPage();
  const results: FrontendResult['searchKeystroke'] = [];
  try {
    await page.goto(base + '/', { waitUntil: 'networkidle' });
    const box = page.getByPlaceholder(SEARCH_PLACEHOLDER).first();
    for (const key of KEYS) {
      await box.fill('');
      await page.locator('[role="option"]').first().waitFor({ state: 'detached', timeout: 5_000 }).catch(() => {});
      await box.focus();
      await page.evaluate(() => {
        const w = window as unknown as { __benchSearch?: number };
        delete w.__benchSearch;
        let start = 0;
        document.addEventListener('keydown', () => (start = performance.now()), { capture: true, once: true });
        const observer = new MutationObserver(() => {
          if (start && document.querySelector('[role="listbox"] [role="option"]')) {
            w.__benchSearch = performance.now() - start;
            observer.disconnect();
          }
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
      await page.keyboard.press(key);
      const handle = await page
        .waitForFunction(() => (window as unknown as { __benchSearch?: number }).__benchSearch, undefined, { timeout: 10_000 })
        .catch(() => null);
      results.push({ key, ms: handle ? Math.round(Number(await handle.jsonValue())) : 'no results within 10 s' });
    }
  } catch (error) {
    results.push({ key: '-', ms: (error as Error).message.split('\n')[0]! });
  } finally {
    await context.close();
  }
  return results;
}

/** LCP of home, listing and doctor detail (cold and from the service worker) and search responsiveness. */
export async function measureFrontend(base: string, paths: { listing: string; detail: string }): Promise<FrontendResult> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const pages: PageTiming[] = [];
    for (const [name, url] of [['home', '/'], ['listing', paths.listing], ['doctor detail', paths.detail]] as const) {
      pages.push(await timePage(browser, base, name, url));
    }
    return { pages, searchKeystroke: await timeSearch(browser, base) };
  } finally {
    await browser.close();
  }
}
