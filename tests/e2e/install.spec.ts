import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, workerBaseURL } from '../helpers/e2e-test.ts';
import { t } from '../helpers/messages.ts';
import { controlledBySw } from '../helpers/e2e-offline.ts';

// The service worker is part of what this file tests (the default blocks it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** Installable PWA (issue 9): Chromium's own installability check, the Install app action, the update prompt. */

const distSw = path.resolve(import.meta.dirname, '../../dist/sw.js');

test.describe('install', () => {
  test.describe.configure({ timeout: 90_000 });

  test('Chromium finds the app installable (Page.getInstallabilityErrors is empty)', async ({ baseURL }) => {
    // Installability needs a real profile: not incognito, so a persistent context.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'medbook-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
      baseURL,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      await controlledBySw(page);
      const cdp = await context.newCDPSession(page);
      let errors: unknown[] = ['not checked'];
      await expect
        .poll(
          async () => {
            errors = ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] }).installabilityErrors;
            return errors;
          },
          { timeout: 20_000 },
        )
        .toEqual([]);
      const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
      expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
      expect(manifest.errors).toEqual([]);
    } finally {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  });

  test('the manifest has what the install sheet needs', async ({ request }) => {
    const response = await request.get('/manifest.webmanifest');
    expect(response.ok()).toBe(true);
    const manifest = (await response.json()) as Record<string, unknown> & {
      icons: { sizes: string; purpose?: string; src: string }[];
      screenshots: { src: string; form_factor?: string; sizes: string }[];
      shortcuts: { name: string; url: string }[];
    };
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/', scope: '/', short_name: 'MedBook' });
    expect(manifest.categories).toContain('medical');
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
    expect(manifest.shortcuts.map((shortcut) => [shortcut.name, shortcut.url])).toEqual([
      ['Find a Doctor', '/'],
      ['My Bookings', '/my-appointments'],
    ]);
    for (const src of [...manifest.icons.map((icon) => icon.src), ...manifest.screenshots.map((shot) => shot.src)]) {
      expect((await request.get(src)).ok(), src).toBe(true);
    }
  });

  test('Install app appears when the browser offers installation and goes once installed', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const install = page.getByRole('button', { name: t('offline.install') });
    await expect(install).toHaveCount(0);
    // Headless Chromium does not fire beforeinstallprompt on its own: dispatch the event it would.
    await page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
      event.prompt = () => {
        (window as unknown as { prompted: boolean }).prompted = true;
        return Promise.resolve();
      };
      event.userChoice = Promise.resolve({ outcome: 'accepted' });
      window.dispatchEvent(event);
    });
    await expect(install).toBeVisible();
    await install.click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
    await expect(install).toHaveCount(0);

    // Offered again, then installed from the browser's own menu: appinstalled hides it.
    await page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
      event.prompt = () => Promise.resolve();
      event.userChoice = Promise.resolve({ outcome: 'dismissed' });
      window.dispatchEvent(event);
    });
    await expect(install).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await expect(install).toHaveCount(0);
  });

  test('iOS Safari gets a dismissible Add to Home Screen hint, remembered', { tag: '@mobile' }, async ({ browser }) => {
    const context = await browser.newContext({
      baseURL: workerBaseURL(),
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    });
    const page = await context.newPage();
    await page.goto('/');
    const hint = page.getByRole('complementary', { name: t('offline.iosHintTitle') });
    await expect(hint).toContainText(t('offline.iosHint'));
    await hint.getByRole('button', { name: t('offline.dismiss') }).click();
    await expect(hint).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(hint).toHaveCount(0);
    await context.close();
  });

  test('a new build shows "A new version is available"; Reload activates the waiting worker', async ({ page }) => {
    await page.goto('/');
    await controlledBySw(page);
    const first = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    const original = fs.readFileSync(distSw);
    try {
      // A new deployment: the worker script's bytes change; the browser installs it and it waits.
      fs.writeFileSync(distSw, Buffer.concat([original, Buffer.from(`\n// e2e update ${Date.now()}\n`)]));
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration?.update();
      });
      const toast = page.getByText(t('offline.updateAvailable'));
      await expect(toast).toBeVisible({ timeout: 20_000 });
      // Nothing reloads by itself while the user is busy.
      const marker = await page.evaluate(() => ((window as unknown as { marker: number }).marker = Date.now()));
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(marker);

      expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);
      // The new worker takes over, then the page reloads once under it.
      await Promise.all([page.waitForEvent('load', { timeout: 20_000 }), page.getByRole('button', { name: t('shell.reload') }).click()]);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker ?? null)).toBeNull();
      await expect
        .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null))
        .toBeNull();
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(first);
      await expect(page.getByText(t('offline.updateAvailable'))).toHaveCount(0);
    } finally {
      fs.writeFileSync(distSw, original);
    }
  });
});
