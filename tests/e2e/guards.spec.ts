import { expect, test, type Browser, type Page, type TestInfo, workerBaseURL } from '../helpers/e2e-test.ts';
import { t } from '../helpers/messages.ts';
import { fillLoginForm } from '../helpers/e2e-auth.ts';
import { freshEmail } from '../helpers/e2e-email.ts';

// The route guards of 001 §6, row by row, for a visitor, a patient and a doctor.
// Documented deviations (src/lib/guards.ts): a patient opening /doctor/* goes to /
// (the table's "/doctor" would loop), and a doctor opening a login page goes to
// /doctor/edit-profile (the table's "/edit-profile" is patient-only).

type StorageState = Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>;

// Guards need no service worker; skipping its install and precache keeps each page load light.
test.use({ serviceWorkers: 'block' });
// Each test walks through several pages, each a full load of the app.
test.describe.configure({ timeout: 90_000 });

const PATIENT_PAGES = ['/my-appointments', '/edit-profile', '/support', '/claim-profile/1', '/reclaim-profile/1', '/add-review/x/1'];
/** Claim and Reclaim: a visitor fills the form and signs in through its 'Login Account' modal (001 §2, §5). */
const CLAIM_PAGES = ['/claim-profile/1', '/reclaim-profile/1'];
const GUEST_PAGES = ['/login', '/doctor-login', '/doctor-registration'];
const PORTAL_PAGES = ['/doctor/booking-list', '/doctor/edit-profile', '/doctor/appointments-list', '/doctor/view-appointment/online/1'];
/** Public pages other than home (a doctor opening / is sent to the portal). */
const PUBLIC_PAGES = [
  '/about-us',
  '/contact-us',
  '/terms-condition',
  '/privacy-policy',
  '/search/doctor',
  '/cardiology/dubai',
  '/general-physician/dubai/doctor/dr-amira-haddad-1000?doctorId=1',
  '/doctor-details/amira-haddad-1000/1',
  '/no-such-page/anywhere',
];
/** Signed-in people: one page of each public kind (static, legal, listing, detail, not found). */
const PUBLIC_SAMPLE = ['/about-us', '/privacy-policy', '/cardiology/dubai', PUBLIC_PAGES[6]!, '/no-such-page/anywhere'];


/**
 * Where a public page should stay: its own path, except the 'Book Again' address
 * /doctor-details/{slug}/{id}, which forwards to the doctor's page.
 */
const pathOf = (href: string): string | RegExp =>
  href.startsWith('/doctor-details/') ? /\/doctor\/dr-[^/]+$/ : new URL(href, 'http://x').pathname;

/**
 * Opens `path` directly and waits until a page is drawn in <main>: guards run before
 * a route renders, so by then any redirect has happened and the address is final.
 */
async function expectLanding(page: Page, path: string, expected: string | RegExp, redirectKept?: string) {
  const arrives = (pathname: string) => (typeof expected === 'string' ? pathname === expected : expected.test(pathname));
  await test.step(`${path} → ${expected}`, async () => {
    // Images and other late resources do not matter here: only where the app ends up.
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('main > *').first()).toBeAttached();
    await expect(page).toHaveURL((url) => arrives(url.pathname));
    if (redirectKept !== undefined) {
      expect(new URL(page.url()).searchParams.get('redirect')).toBe(redirectKept);
    }
  });
}

/**
 * Signs in once per role for the whole file: a visitor opens a protected page, is
 * sent to its login screen with the page kept as `redirect`, signs in there and
 * lands back on the page. The signed-in state is then shared by the tests.
 */
async function signInThroughGuard(browser: Browser, info: TestInfo, start: string, loginPath: string, email: string): Promise<StorageState> {
  const context = await browser.newContext({
    baseURL: workerBaseURL(),
    viewport: info.project.use.viewport,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await page.goto(start);
  await expect(page).toHaveURL((url) => url.pathname === loginPath && url.searchParams.get('redirect') === start);
  await fillLoginForm(page, email);
  await expect(page).toHaveURL((url) => url.pathname + url.search === start);
  await expect(page.getByText(t('auth.loginSuccess'))).toBeVisible();
  const state = await context.storageState();
  await context.close();
  return state;
}

test.describe('a visitor', () => {
  test('is sent to /login from patient pages, with the page kept as redirect', async ({ page }) => {
    for (const path of PATIENT_PAGES.filter((p) => !CLAIM_PAGES.includes(p))) await expectLanding(page, path, '/login', path);
  });

  test('opens the claim pages, which sign in in place', async ({ page }) => {
    for (const path of CLAIM_PAGES) await expectLanding(page, path, path);
  });

  test('is sent to /doctor-login from the portal', async ({ page }) => {
    await expectLanding(page, '/doctor/booking-list', '/doctor-login', '/doctor/booking-list');
    await expectLanding(page, '/doctor/edit-profile', '/doctor-login', '/doctor/edit-profile');
  });

  test('opens the login screens', async ({ page }) => {
    for (const path of GUEST_PAGES) await expectLanding(page, path, path);
  });

  test('opens home and every public page', async ({ page }) => {
    for (const path of ['/', ...PUBLIC_PAGES]) await expectLanding(page, path, pathOf(path));
  });

  test('lands on the page it asked for after signing in on /login', async ({ page }) => {
    await expectLanding(page, '/add-review/x/1', '/login', '/add-review/x/1');
    await fillLoginForm(page, freshEmail('redirect'));
    await expect(page).toHaveURL((url) => url.pathname === '/add-review/x/1');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(t('page.review.title'));
  });
});

test.describe('a patient', () => {
  let state: StorageState | undefined;
  // Playwright reads fixtures from the first parameter's destructuring, so it must be there, empty.
  // eslint-disable-next-line no-empty-pattern
  test.use({ storageState: async ({}, use) => use(state) });

  test.beforeAll(async ({ browser }, info) => {
    state = await signInThroughGuard(browser, info, '/support', '/login', freshEmail('patient-guards'));
  });

  test('opens the patient pages', async ({ page }) => {
    for (const path of PATIENT_PAGES) await expectLanding(page, path, path);
  });

  test('is sent home from the doctor portal', async ({ page }) => {
    for (const path of ['/doctor', ...PORTAL_PAGES.slice(0, 2)]) await expectLanding(page, path, '/');
  });

  test('is sent home from the login screens', async ({ page }) => {
    for (const path of GUEST_PAGES) await expectLanding(page, path, '/');
  });

  test('opens home and every public page', async ({ page }) => {
    for (const path of ['/', ...PUBLIC_SAMPLE]) await expectLanding(page, path, pathOf(path));
  });
});

test.describe('a doctor', () => {
  let state: StorageState | undefined;
  // Playwright reads fixtures from the first parameter's destructuring, so it must be there, empty.
  // eslint-disable-next-line no-empty-pattern
  test.use({ storageState: async ({}, use) => use(state) });

  test.beforeAll(async ({ browser }, info) => {
    state = await signInThroughGuard(browser, info, '/doctor/appointments-list', '/doctor-login', 'doctor@demo.test');
  });

  test('opens the portal; /doctor is the booking list', async ({ page }) => {
    await expectLanding(page, '/doctor', '/doctor/booking-list');
    for (const path of PORTAL_PAGES) await expectLanding(page, path, path);
  });

  test('is sent to /doctor (the booking list) from patient pages', async ({ page }) => {
    for (const path of PATIENT_PAGES) await expectLanding(page, path, '/doctor/booking-list');
  });

  test('is sent to /doctor/edit-profile from the login screens', async ({ page }) => {
    for (const path of GUEST_PAGES) await expectLanding(page, path, '/doctor/edit-profile');
  });

  test('is sent from home to the portal but opens the other public pages', async ({ page }) => {
    await expectLanding(page, '/', '/doctor/booking-list');
    for (const path of PUBLIC_SAMPLE) await expectLanding(page, path, pathOf(path));
  });
});
