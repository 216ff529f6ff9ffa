import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type BrowserContext, type Locator, type Page, animationsFinished, workerBaseURL } from '../helpers/e2e-test.ts';
import { t } from '../helpers/messages.ts';
import { signIn } from '../helpers/e2e-auth.ts';
import { doctorPath } from '../../src/shared/urls.ts';

/**
 * Accessibility of every page of the product (issue 5): axe finds no serious or critical
 * violation, signed out and signed in as each role, in the desktop and the mobile viewport
 * (every test is tagged @mobile, so both projects run it), plus the key open states.
 *
 * The pages are a data list: a page rebuilt elsewhere is checked as it renders now. Each
 * check waits for the page's real content (no loader, skeleton or spinner left) first.
 * The admin's pages (the verification console) are checked in admin-console.spec.ts.
 */

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

interface DemoDoctor {
  id: number;
  slug: string;
  path: string;
}

interface Demo {
  verified: DemoDoctor;
  unverified: DemoDoctor;
}

interface PageCheck {
  name: string;
  path: (demo: Demo) => string;
  /** Brings the page into the state to check (opens a dialog…) after it has loaded. */
  open?: (page: Page) => Promise<void>;
  /** Only where the control exists at that width. */
  only?: 'mobile';
}

const CARDIOLOGY = 2;
const LISTING = `/cardiology/dubai?specializationId=${CARDIOLOGY}`;
const VERIFIED_SLUG = 'amira-haddad-1000';

interface Card {
  id: number;
  slug: string;
  verification_badge: 'yes' | 'no';
  city_slug: string | null;
  speciality: { slug: string } | null;
}

const detailPath = (doctor: Card) =>
  doctorPath(doctor);

let demo: Demo | undefined;

/** The verified demo doctor and an unverified one, from the public API. */
async function demoDoctors(request: APIRequestContext): Promise<Demo> {
  if (demo) return demo;
  const listing = async (page: number) => {
    const response = await request.post('/api/doctors', { data: { page, per_page: 50 } });
    expect(response.ok()).toBe(true);
    return (await response.json()) as { data: Card[]; last_page: number };
  };
  const first = await listing(1);
  const all = [...first.data];
  for (let page = first.last_page; page > 1; page--) all.push(...(await listing(page)).data);
  const verified = all.find((card) => card.slug === VERIFIED_SLUG);
  const unverified = all.find((card) => card.verification_badge === 'no');
  expect(verified, 'the verified demo doctor is listed').toBeTruthy();
  expect(unverified, 'an unverified doctor is listed').toBeTruthy();
  const ref = (card: Card): DemoDoctor => ({ id: card.id, slug: card.slug, path: detailPath(card) });
  demo = { verified: ref(verified!), unverified: ref(unverified!) };
  return demo;
}

/** Waits for the page's real content: loaded, no busy region, no loading spinner. */
async function waitForContent(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await expect(page.locator('main, [role="main"]').first()).toBeVisible({ timeout: 15_000 });
  // A page not built yet (components/layout/placeholder-page.tsx) shows its skeleton for good.
  const waiting = ':not([data-placeholder] *)';
  await expect(page.locator(`[aria-busy="true"]${waiting}`)).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator(`[role="status"]${waiting}`).filter({ hasText: t('ui.loading') })).toHaveCount(0, { timeout: 15_000 });
}

/** Runs axe on the page as it is and fails on any serious or critical violation. */
async function expectNoSeriousViolations(page: Page) {
  // @axe-core/playwright is typed against its own copy of playwright-core.
  const results = await new AxeBuilder({ page: page as unknown as ConstructorParameters<typeof AxeBuilder>[0]['page'] }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) => `${v.impact} ${v.id} (${v.help}): ${v.nodes.map((n) => `${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.replace(/\s+/g, ' ')}` : ''}`).join(' | ')}`,
  );
  expect(report, `axe on ${page.url()}`).toEqual([]);
}

/** The detail page's booking panel (under the profile card on phones) with the first open date's times showing. */
async function openBooking(page: Page): Promise<Locator> {
  const panel = page.getByRole('region', { name: t('booking.bookAppointment') }).filter({ has: page.getByRole('tablist') }).last();
  await expect(panel).toBeVisible();
  await panel.getByRole('radiogroup', { name: t('booking.dateLabel') }).locator('label:not([data-disabled])').first().click();
  await expect(panel.getByRole('radiogroup', { name: t('booking.timeLabel') }).locator('label').first()).toBeVisible();
  return panel;
}

/** Picks the first open time and presses Book Appointment. */
async function bookFirstSlot(page: Page) {
  const panel = await openBooking(page);
  await panel.getByRole('radiogroup', { name: t('booking.timeLabel') }).locator('label:not([data-disabled])').first().click();
  await panel.getByRole('button', { name: t('booking.bookAppointment') }).click();
}

const guestPages: PageCheck[] = [
  { name: 'home', path: () => '/' },
  { name: 'listing', path: () => LISTING },
  { name: 'search doctors', path: () => `/search/doctor?SID=${CARDIOLOGY}&location=dubai` },
  { name: 'doctor detail (verified)', path: (d) => d.verified.path },
  { name: 'doctor detail (unverified)', path: (d) => d.unverified.path },
  { name: 'about us', path: () => '/about-us' },
  { name: 'contact us', path: () => '/contact-us' },
  { name: 'privacy policy', path: () => '/privacy-policy' },
  { name: 'terms and conditions', path: () => '/terms-condition' },
  { name: 'login', path: () => '/login' },
  { name: 'doctor login', path: () => '/doctor-login' },
  { name: 'doctor registration', path: () => '/doctor-registration' },
  { name: 'not found', path: () => '/no/such/page' },
  // Open states.
  { name: 'Book Appointment panel with slots', path: (d) => d.verified.path, open: async (page) => void (await openBooking(page)) },
  {
    name: 'Login to Continue modal',
    path: (d) => d.verified.path,
    open: async (page) => {
      await bookFirstSlot(page);
      await expect(page.getByRole('dialog', { name: t('booking.loginTitle') })).toBeVisible();
    },
  },
  {
    name: 'enquiry drawer',
    path: (d) => d.unverified.path,
    open: async (page) => {
      await page.getByRole('button', { name: t('enquiry.enquireNow') }).first().click();
      await expect(page.getByRole('dialog', { name: t('enquiry.title') })).toBeVisible();
    },
  },
  {
    name: 'language dialog',
    path: () => '/',
    open: async (page) => {
      await page.getByRole('contentinfo').getByRole('button', { name: /^Language/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'mobile filter panel',
    path: () => LISTING,
    only: 'mobile',
    open: async (page) => {
      await page.getByRole('button', { name: new RegExp(`^${t('listing.filters')}`) }).click();
      await expect(page.getByRole('dialog', { name: t('listing.filters') })).toBeVisible();
    },
  },
];

const patientPages: PageCheck[] = [
  { name: 'home (signed in)', path: () => '/' },
  { name: 'my appointments', path: () => '/my-appointments' },
  { name: 'edit profile', path: () => '/edit-profile' },
  { name: 'support', path: () => '/support' },
  { name: 'add review', path: (d) => `/add-review/${d.verified.slug}/${d.verified.id}` },
  { name: 'claim profile', path: (d) => `/claim-profile/${d.unverified.id}` },
  { name: 'reclaim profile', path: (d) => `/reclaim-profile/${d.verified.id}` },
  { name: 'doctor detail (signed in)', path: (d) => d.verified.path },
  {
    name: 'Enter Booking Details modal',
    path: (d) => d.verified.path,
    open: async (page) => {
      await bookFirstSlot(page);
      await expect(page.getByRole('dialog', { name: t('booking.detailsTitle') })).toBeVisible();
    },
  },
  {
    name: 'account menu',
    path: () => '/',
    open: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: /Hello!/ }).click();
      await expect(page.getByRole('menu')).toBeVisible();
    },
  },
];

const doctorPages: PageCheck[] = [
  { name: 'doctor booking list', path: () => '/doctor/booking-list' },
  { name: 'doctor edit profile', path: () => '/doctor/edit-profile' },
  { name: 'doctor appointments list', path: () => '/doctor/appointments-list' },
  { name: 'doctor add appointment', path: () => '/doctor/add-appointment' },
  {
    name: 'mobile portal drawer',
    path: () => '/doctor/booking-list',
    only: 'mobile',
    open: async (page) => {
      await page.getByRole('button', { name: t('shell.openMenu') }).first().click();
      await expect(page.getByRole('button', { name: t('shell.closeMenu') }).first()).toBeVisible();
    },
  },
];

function checks(list: PageCheck[]) {
  for (const check of list) {
    const tag = check.only === 'mobile' ? '@mobile-only' : '@mobile';
    test(`${check.name} has no serious or critical violation`, { tag }, async ({ page }) => {
      const path = check.path(await demoDoctors(page.request));
      await page.goto(path);
      await waitForContent(page);
      if (check.open) {
        await check.open(page);
        await animationsFinished(page); // axe reads computed colours: open animations must have ended
      }
      await expectNoSeriousViolations(page);
    });
  }
}

/** Signs in once per role and project, and hands the session to every test of the block. */
function signedInAs(email: string, role: 'user' | 'doctor') {
  let state: StorageState | undefined;
  // Playwright reads fixtures from the first parameter's destructuring, so it must be there, empty.
  // eslint-disable-next-line no-empty-pattern
  test.use({ storageState: async ({}, use) => use(state) });
  test.beforeAll(async ({ browser }, info) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL: workerBaseURL(), viewport: info.project.use.viewport, serviceWorkers: 'block' });
    await signIn(await context.newPage(), { email, role });
    state = await context.storageState();
    await context.close();
  });
}

test.describe('accessibility: guest', () => {
  test.describe.configure({ timeout: 60_000 });
  checks(guestPages);
});

test.describe('accessibility: patient', () => {
  test.describe.configure({ timeout: 60_000 });
  // A new patient account (created by its first sign-in): no shared account's code limit.
  signedInAs(`a11y-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`, 'user');
  checks(patientPages);
});

test.describe('accessibility: doctor', () => {
  test.describe.configure({ timeout: 60_000 });
  // doctor4 is seeded for this suite alone (one sign-in per project and run).
  signedInAs('doctor4@demo.test', 'doctor');
  checks(doctorPages);
});
