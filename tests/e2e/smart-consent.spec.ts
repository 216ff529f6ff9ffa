import { createHash, randomBytes } from 'node:crypto';
import { expect, test } from '../helpers/e2e-test.ts';
import { readOtp } from '../helpers/e2e-auth.ts';
import { controlledBySw } from '../helpers/e2e-offline.ts';

/**
 * Issue 39, SMART App Launch: a health app sends the patient to /oauth/authorize. In a browser where
 * MedBook's service worker is installed (a returning patient), the page is the server's, not the app
 * shell; the patient signs in with the one-time code, reads what the app asks for and allows it, and
 * the browser lands on the app's redirect with a code and the app's state. In Arabic the page is right
 * to left and Deny answers access_denied.
 */
const CALLBACK = 'https://pills.example/callback';

test.use({ serviceWorkers: 'allow' });

test('a patient signs in with a one-time code and allows a SMART app on the consent page', async ({ page, request, serverURL }, info) => {
  // The service worker precaches the app before it takes control.
  test.setTimeout(120_000);
  await page.goto('/');
  await controlledBySw(page);

  const challenge = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url');
  const authorize = (extra: Record<string, string> = {}) =>
    `/oauth/authorize?${new URLSearchParams({
      response_type: 'code', client_id: 'e2e-smart-app', redirect_uri: CALLBACK, scope: 'launch/patient patient/Appointment.rs patient/Appointment.c',
      state: 'e2e-state', aud: `${serverURL}/fhir`, code_challenge: challenge, code_challenge_method: 'S256', ...extra,
    })}`;
  // The app's address does not exist here: the browser's request for it is what the app would receive.
  // (page.route cannot answer it: a page the service worker controls is not routed by Playwright.)
  const landed: string[] = [];
  page.context().on('request', (request) => {
    if (request.url().startsWith(CALLBACK)) landed.push(request.url());
  });

  await page.goto(authorize());
  await expect(page.getByRole('heading', { name: 'Sign in to connect Pill Planner' })).toBeVisible();
  const email = `smart.${info.project.name}.${Date.now()}@patient.test`;
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Code').fill(await readOtp(request, email));
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page.getByRole('heading', { name: 'Allow Pill Planner to use your MedBook account?' })).toBeVisible();
  await expect(page.getByRole('listitem')).toHaveText(['Know your MedBook patient ID', 'Book appointments for you', 'Read your appointments', 'Search your appointments']);
  await page.screenshot({ path: info.outputPath('smart-consent.png') });
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect.poll(() => landed.length).toBe(1);
  const back = new URL(landed[0]!);
  expect(back.searchParams.get('state')).toBe('e2e-state');
  expect(back.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/);

  // Signed in now: straight to consent, here in Arabic, right to left; Deny tells the app so. (A new tab:
  // the first one is still failing to reach the app's address.)
  const tab = await page.context().newPage();
  await tab.goto(authorize({ ui_locales: 'ar' }));
  await expect(tab.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(tab.getByRole('heading', { name: 'هل تسمح لـ Pill Planner باستخدام حسابك في MedBook؟' })).toBeVisible();
  await tab.getByRole('button', { name: 'الرفض' }).click();
  await expect.poll(() => landed.length).toBe(2);
  expect(new URL(landed[1]!).searchParams.get('error')).toBe('access_denied');

  // In Hindi the page draws Devanagari with the app's own face: this machine has no Devanagari font,
  // and without the face the heading was empty boxes.
  const hindi = await page.context().newPage();
  await hindi.goto(authorize({ ui_locales: 'hi' }));
  await expect(hindi.locator('html')).toHaveAttribute('lang', 'hi');
  // Every text of the page as drawn against its own font stack on a canvas (which uses the loaded faces):
  // a word kept as empty boxes measures differently.
  const boxedWords = () => hindi.evaluate(async () => {
    await document.fonts.ready;
    const context = document.createElement('canvas').getContext('2d')!;
    const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
    const wrong: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (!/[\u0900-\u097F]/.test(text) || node.parentElement!.closest('input')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = Array.from(range.getClientRects());
      const width = rects.reduce((sum, rect) => sum + rect.width, 0);
      const style = getComputedStyle(node.parentElement!);
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const expected = context.measureText(text.replace(/\s+/g, ' ')).width;
      if (Math.abs(width - expected) > (rects.length > 1 ? Math.max(8, expected * 0.04) : Math.max(1.5, expected * 0.02))) wrong.push(text);
    }
    return wrong;
  });
  // Shaped again in the first seconds where Chromium kept boxes (the page's reshape animation).
  await expect.poll(boxedWords, { timeout: 10_000 }).toEqual([]);
  await hindi.screenshot({ path: info.outputPath('smart-consent-hi.png') });
});


test('with the service worker in control, a reminder short link and a FHIR URL are the server’s answers, not the app shell', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await controlledBySw(page);
  // An SMS reminder's short link (issue 42): the server redirects it to the link's page in the message's language.
  const shortAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/l/unknown0');
  await page.goto('/l/unknown0');
  const short = await shortAnswer;
  expect(short.fromServiceWorker()).toBe(false);
  expect(short.status()).toBe(302);
  await expect(page).toHaveURL(/\/appointment-link\?code=/);
  // A FHIR read opened in the browser: JSON from the server.
  const metadata = await page.goto('/fhir/metadata');
  expect(metadata?.fromServiceWorker()).toBe(false);
  expect(((await metadata!.json()) as { resourceType: string }).resourceType).toBe('CapabilityStatement');
});
