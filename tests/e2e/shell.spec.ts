import { expect, test, type Browser, type Page, workerBaseURL } from '../helpers/e2e-test.ts';
import { STATIC_PLACEHOLDER_MS } from '../../src/shared/constants.ts';
import type { MessageKey } from '../../src/shared/i18n/en.ts';
import { t } from '../helpers/messages.ts';
import { fetchedPaths, holdRequests } from '../helpers/e2e-assets.ts';
import { signIn } from '../helpers/e2e-auth.ts';

// The shell around every page (000 §2): top bar with search and account menu,
// footer, static pages, not-found page, titles and breadcrumbs.

type StorageState = Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>;

// None of this needs the service worker; skipping its install keeps page loads light.
test.use({ serviceWorkers: 'block' });
// Room for a busy machine: several tests load a few pages or sign in first.
test.describe.configure({ timeout: 60_000 });

const searchBox = (page: Page) => page.getByRole('banner').getByPlaceholder(t('search.placeholder'));
const options = (page: Page) => page.getByRole('listbox').getByRole('option');
const pageHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

test.describe('footer and static pages', () => {
  test('the footer has the legal links, social icons, © 2025 and Powered by', { tag: '@mobile' }, async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const key of ['footer.about', 'footer.contact', 'footer.terms', 'footer.privacy'] as const) {
      await expect(footer.getByRole('link', { name: t(key), exact: true })).toBeVisible();
    }
    for (const key of ['footer.facebook', 'footer.instagram', 'footer.linkedin', 'footer.x', 'footer.youtube'] as const) {
      await expect(footer.getByRole('link', { name: t(key) })).toBeVisible();
    }
    await expect(footer).toContainText('© 2025');
    await expect(footer).toContainText(t('footer.poweredBy'));

    await footer.getByRole('link', { name: t('footer.terms'), exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/terms-condition');
    await expect(page.getByRole('main')).toContainText('August 06, 2025');
  });

  for (const [path, titleKey] of [
    ['/about-us', 'page.about.title'],
    ['/contact-us', 'page.contact.title'],
  ] as const) {
    test(`${path} shows a placeholder, then its heading after about a second`, async ({ page }) => {
      // A paused clock makes "about a second" exact instead of a race with a slow machine.
      await page.clock.install();
      await page.clock.pauseAt(new Date(Date.now() + 60_000));
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('status')).toContainText(t('ui.loading'));
      await expect(pageHeading(page)).toHaveCount(0);

      await page.clock.runFor(STATIC_PLACEHOLDER_MS - 200);
      await expect(pageHeading(page)).toHaveCount(0);
      await page.clock.runFor(400);
      await expect(pageHeading(page)).toHaveText(t(titleKey));
      await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
    });
  }

  test('the legal pages were last updated August 06, 2025 and have no search box', async ({ page }) => {
    for (const [path, titleKey] of [
      ['/terms-condition', 'page.terms.title'],
      ['/privacy-policy', 'page.privacy.title'],
    ] as const) {
      await page.goto(path);
      await expect(pageHeading(page)).toHaveText(t(titleKey));
      await expect(page.getByRole('main').getByText(t('page.legal.lastUpdated'))).toBeVisible();
      await expect(searchBox(page)).toHaveCount(0);
    }
  });

  test('an unknown address shows the not-found page with Go Home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(pageHeading(page)).toHaveText(t('page.notFound.title'));
    await page.getByRole('link', { name: t('page.notFound.goHome') }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(pageHeading(page)).toHaveText(t('page.home.heading'));
  });

  test('every page has a meaningful title', async ({ page }) => {
    test.setTimeout(120_000);
    const titled = (key: MessageKey) => t('meta.pageTitle', { title: t(key) });
    // Fixed titles for the shell's own pages; the data pages (home, search, listing,
    // detail) take theirs from the server's SEO data, so they must name what they show.
    const expected: Array<[string, string | RegExp]> = [
      ['/', /MedBook/],
      ['/about-us', titled('page.about.title')],
      ['/contact-us', titled('page.contact.title')],
      ['/terms-condition', titled('page.terms.title')],
      ['/privacy-policy', titled('page.privacy.title')],
      ['/login', titled('page.login.title')],
      ['/doctor-login', titled('page.doctorLogin.title')],
      ['/doctor-registration', titled('page.registration.title')],
      ['/search/doctor', /Search Doctors/],
      ['/cardiology/dubai', /\S/],
      ['/general-physician/dubai/doctor/dr-amira-haddad-1000?doctorId=1', /Amira Haddad|Doctors Details/],
      ['/no/such/page', t('page.notFound.title')],
    ];
    const titles = new Set<string>();
    for (const [path, title] of expected) {
      await test.step(path, async () => {
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        await expect(pageHeading(page)).toBeVisible();
        await expect(page).toHaveTitle(title);
        titles.add(await page.title());
      });
    }
    // No two kinds of page share a title (none is left with a site-wide default).
    expect(titles.size).toBe(expected.length);
  });
});

test.describe('top search', () => {
  test('finds a doctor and opens their page', async ({ page }) => {
    await page.goto('/');
    await searchBox(page).fill('Amira Had');
    const doctor = options(page).filter({ hasText: 'Dr. Amira Haddad' });
    await expect(doctor).toContainText(t('search.type.doctor'));
    await doctor.click();
    await expect(page).toHaveURL(/\/general-physician\/[^/?]+\/doctor\/dr-amira-haddad-1000\?(.+&)?doctorId=1(&|$)/);
  });

  test('finds a speciality, never shows services, and opens the listing', async ({ page }) => {
    await page.goto('/');
    await searchBox(page).fill('Cardio');
    const cardiology = options(page).filter({ hasText: /^Cardiology/ });
    await expect(cardiology).toContainText(t('search.type.speciality'));
    // The server also answers the service "Echocardiography": it is not listed.
    await expect(options(page).filter({ hasText: t('search.type.service') })).toHaveCount(0);
    await expect(options(page).filter({ hasText: 'Echocardiography' })).toHaveCount(0);
    await cardiology.click();
    await expect(page).toHaveURL(/\/cardiology\/[^/?]+\?(.+&)?specializationId=\d+(&|$)/);
  });

  test('says No Data Found for nonsense', async ({ page }) => {
    await page.goto('/');
    await searchBox(page).fill('zzqxjvw');
    // The whole list is the empty-state line (React Aria gives it the option role itself).
    await expect(page.getByRole('listbox')).toHaveText(t('common.noData'));
  });

  test('the combobox loads on first focus; text typed while its code is on the way is kept, searched and keeps the focus', async ({ page }) => {
    // Its code is not part of a page's start (issue 17: it cost a phone 150-250 ms on every page).
    const release = await holdRequests(page, /\/assets\/top-search-combo-[\w-]+\.js$/);
    await page.goto('/general-physician/dubai');
    await page.waitForFunction(() => document.documentElement.dataset.ready === '1');
    const comboScripts = async () => (await fetchedPaths(page)).filter((path) => /\/(top-search-combo|ComboBox)-[\w-]+\.js$/.test(path));
    expect(await comboScripts()).toEqual([]);
    const box = page.getByRole('combobox', { name: t('search.label') });
    await expect(box).toHaveAttribute('aria-expanded', 'false');

    // Typed while the code is still downloading: nothing is lost.
    await box.pressSequentially('Cardi');
    await expect(box).toHaveValue('Cardi');
    release();
    const cardiology = options(page).filter({ hasText: /^Cardiology/ });
    await expect(cardiology).toBeVisible();
    await expect(box).toHaveValue('Cardi');
    await expect(box).toBeFocused();
    // The combobox now owns the field: typing on narrows the same search, and the keyboard picks.
    await box.press('o');
    await expect(box).toHaveValue('Cardio');
    await expect(cardiology).toBeVisible();
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/cardiology\/[^/?]+\?(.+&)?specializationId=\d+(&|$)/);
  });

  test('the Login dropdown offers Login as User and Login as Doctor', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: t('auth.login') }).click();
    await expect(page.getByRole('menuitem')).toHaveText([t('auth.loginAsUser'), t('auth.loginAsDoctor')]);
    await page.getByRole('menuitem', { name: t('auth.loginAsDoctor') }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/doctor-login');
    await page.getByRole('banner').getByRole('button', { name: t('auth.login') }).click();
    await page.getByRole('menuitem', { name: t('auth.loginAsUser') }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
  });
});

test.describe('a signed-in patient', () => {
  let state: StorageState | undefined;
  // Playwright reads fixtures from the first parameter's destructuring, so it must be there, empty.
  // eslint-disable-next-line no-empty-pattern
  test.use({ storageState: async ({}, use) => use(state) });

  test.beforeAll(async ({ browser }, info) => {
    const context = await browser.newContext({ baseURL: workerBaseURL(), viewport: info.project.use.viewport, serviceWorkers: 'block' });
    // patient2 (Rahul Menon): other specs sign in as patient@demo.test, and one account
    // may ask for a code only every 45 s.
    await signIn(await context.newPage(), { email: 'patient2@demo.test' });
    state = await context.storageState();
    await context.close();
  });

  test('is greeted by name and has the patient menu', async ({ page }) => {
    await page.goto('/');
    const greeting = t('auth.hello', { first: 'Rahul', last: 'Menon' });
    await expect(page.getByRole('banner')).toContainText(greeting);
    await page.getByRole('banner').getByRole('button', { name: greeting }).click();
    await expect(page.getByRole('menuitem')).toHaveText(
      (['auth.menu.myBooking', 'auth.menu.profile', 'auth.menu.language', 'auth.menu.support', 'auth.menu.logout'] as const).map((key) => t(key)),
    );
    await page.getByRole('menuitem', { name: t('auth.menu.myBooking') }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/my-appointments');
    await expect(searchBox(page)).toBeVisible();

    // Profile opens /edit-profile, where the search box is hidden.
    await page.getByRole('banner').getByRole('button', { name: greeting }).click();
    await page.getByRole('menuitem', { name: t('auth.menu.profile') }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/edit-profile');
    await expect(pageHeading(page)).toBeVisible();
    await expect(searchBox(page)).toHaveCount(0);
  });

  test('the breadcrumb names pages by their titles, not their slugs', async ({ page }) => {
    await page.goto('/claim-profile/1');
    const crumbs = page.getByRole('navigation', { name: t('shell.breadcrumb') }).getByRole('listitem');
    await expect(crumbs.first()).toHaveText(t('shell.home'));
    await expect(crumbs).toHaveText([t('shell.home'), t('page.claim.title')]);

    // It read 'Terms Condition'.
    await page.goto('/terms-condition');
    await expect(crumbs).toHaveText([t('shell.home'), t('page.terms.title')]);
  });
});
