import { expect, test } from '../helpers/e2e-test.ts';

// The service worker is part of what this file tests (the default blocks it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test.describe('smoke', () => {
  test('serves the app shell under a Content-Security-Policy without violations', { tag: '@mobile' }, async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() === 'error' && /Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(text)) {
        violations.push(text);
      }
    });
    // Also catch violations Chromium reports only as DOM events.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });

    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toBeTruthy();
    expect(await response?.text()).toMatch(/<link[^>]+rel="manifest"/);

    // The logo in the header links home.
    await expect(page.getByRole('banner').locator('a[href="/"]').first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('© 2025');
    await page.waitForLoadState('networkidle');
    expect(violations, violations.join('\n')).toEqual([]);
  });

  test('health reports the embedded database', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ success: true, data: { db: 'pglite' } });
  });

  test('an unknown route shows the not-found page', async ({ page }) => {
    await page.goto('/no-such-page/at-all/42');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  });
});
