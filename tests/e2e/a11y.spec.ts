import { expect, test, type APIRequestContext, type Locator, type Page, type TestInfo, animationsFinished } from '../helpers/e2e-test.ts';
import { t } from '../helpers/messages.ts';
import { signIn } from '../helpers/e2e-auth.ts';
import { expectNoSeriousViolations } from '../helpers/e2e-axe.ts';
import { doctorPath } from '../../src/shared/urls.ts';

/**
 * Accessibility of every page of the product (issue 5): axe finds no serious or critical
 * violation, signed out and signed in as each role, in the desktop and the mobile viewport
 * (every test is tagged @mobile, so both projects run it), plus the key open states.
 *
 * The pages are a data list: a page rebuilt elsewhere is checked as it renders now. Each
 * check waits for the page's real content (no loader, skeleton or spinner left) first.
 * The admin's pages (the verification console) are checked in admin-console.spec.ts.
 *
 * One test per role walks its pages in one tab: the app's scripts load once, not once per page
 * in a new context, and an open state (a dialog, a menu) is scanned on the page already loaded
 * and scanned, not on a reload of it. A page that fails is named and the walk goes on to the
 * next one, so one run still reports every page.
 */

interface DemoDoctor {
  id: number;
  slug: string;
  path: string;
}

interface Demo {
  verified: DemoDoctor;
  unverified: DemoDoctor;
}

/** A state of a loaded page to scan: opened after the page's own scan and the states before it. */
interface OpenState {
  name: string;
  /** Brings the page into the state to check (opens a dialog…), from the state before it. */
  open: (page: Page) => Promise<void>;
  /** Only where the control exists at that width. */
  only?: 'mobile';
}

interface PageCheck {
  name: string;
  path: (demo: Demo) => string;
  /** Scanned in this order on the same load, after the page itself. */
  states?: OpenState[];
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

/** The detail page's booking panel (under the profile card on phones) with the first open date's times showing. */
async function openBooking(page: Page): Promise<Locator> {
  const panel = page.getByRole('region', { name: t('booking.bookAppointment') }).filter({ has: page.getByRole('tablist') }).last();
  await expect(panel).toBeVisible();
  await panel.getByRole('radiogroup', { name: t('booking.dateLabel') }).locator('label:not([data-disabled])').first().click();
  await expect(panel.getByRole('radiogroup', { name: t('booking.timeLabel') }).locator('label').first()).toBeVisible();
  return panel;
}

/** From the open booking panel: picks the first open time and presses Book Appointment. */
async function bookFirstSlot(page: Page) {
  const panel = await openBooking(page);
  await panel.getByRole('radiogroup', { name: t('booking.timeLabel') }).locator('label:not([data-disabled])').first().click();
  await panel.getByRole('button', { name: t('booking.bookAppointment') }).click();
}

const bookingPanel: OpenState = { name: 'Book Appointment panel with slots', open: async (page) => void (await openBooking(page)) };

const guestPages: PageCheck[] = [
  // First, as in a new browser: no doctor viewed yet (home's recently viewed stays empty).
  {
    name: 'home',
    path: () => '/',
    states: [
      {
        name: 'language dialog',
        open: async (page) => {
          await page.getByRole('contentinfo').getByRole('button', { name: /^Language/ }).click();
          await expect(page.getByRole('dialog')).toBeVisible();
        },
      },
    ],
  },
  {
    name: 'listing',
    path: () => LISTING,
    states: [
      {
        name: 'mobile filter panel',
        only: 'mobile',
        open: async (page) => {
          await page.getByRole('button', { name: new RegExp(`^${t('listing.filters')}`) }).click();
          await expect(page.getByRole('dialog', { name: t('listing.filters') })).toBeVisible();
        },
      },
    ],
  },
  { name: 'search doctors', path: () => `/search/doctor?SID=${CARDIOLOGY}&location=dubai` },
  {
    name: 'doctor detail (verified)',
    path: (d) => d.verified.path,
    states: [
      bookingPanel,
      {
        name: 'Login to Continue modal',
        open: async (page) => {
          await bookFirstSlot(page);
          await expect(page.getByRole('dialog', { name: t('booking.loginTitle') })).toBeVisible();
        },
      },
    ],
  },
  {
    name: 'doctor detail (unverified)',
    path: (d) => d.unverified.path,
    states: [
      {
        name: 'enquiry drawer',
        open: async (page) => {
          await page.getByRole('button', { name: t('enquiry.enquireNow') }).first().click();
          await expect(page.getByRole('dialog', { name: t('enquiry.title') })).toBeVisible();
        },
      },
    ],
  },
  { name: 'about us', path: () => '/about-us' },
  { name: 'contact us', path: () => '/contact-us' },
  { name: 'privacy policy', path: () => '/privacy-policy' },
  { name: 'terms and conditions', path: () => '/terms-condition' },
  { name: 'login', path: () => '/login' },
  { name: 'doctor login', path: () => '/doctor-login' },
  { name: 'doctor registration', path: () => '/doctor-registration' },
  { name: 'not found', path: () => '/no/such/page' },
];

const patientPages: PageCheck[] = [
  {
    name: 'home (signed in)',
    path: () => '/',
    states: [
      {
        name: 'account menu',
        open: async (page) => {
          await page.getByRole('banner').getByRole('button', { name: /Hello!/ }).click();
          await expect(page.getByRole('menu')).toBeVisible();
        },
      },
    ],
  },
  { name: 'my appointments', path: () => '/my-appointments' },
  { name: 'edit profile', path: () => '/edit-profile' },
  { name: 'support', path: () => '/support' },
  { name: 'add review', path: (d) => `/add-review/${d.verified.slug}/${d.verified.id}` },
  { name: 'claim profile', path: (d) => `/claim-profile/${d.unverified.id}` },
  { name: 'reclaim profile', path: (d) => `/reclaim-profile/${d.verified.id}` },
  {
    name: 'doctor detail (signed in)',
    path: (d) => d.verified.path,
    states: [
      {
        name: 'Enter Booking Details modal',
        open: async (page) => {
          await bookFirstSlot(page);
          await expect(page.getByRole('dialog', { name: t('booking.detailsTitle') })).toBeVisible();
        },
      },
    ],
  },
];

const doctorPages: PageCheck[] = [
  {
    name: 'doctor booking list',
    path: () => '/doctor/booking-list',
    states: [
      {
        name: 'mobile portal drawer',
        only: 'mobile',
        open: async (page) => {
          await page.getByRole('button', { name: t('shell.openMenu') }).first().click();
          await expect(page.getByRole('button', { name: t('shell.closeMenu') }).first()).toBeVisible();
        },
      },
    ],
  },
  { name: 'doctor edit profile', path: () => '/doctor/edit-profile' },
  { name: 'doctor appointments list', path: () => '/doctor/appointments-list' },
  { name: 'doctor add appointment', path: () => '/doctor/add-appointment' },
];

/**
 * Loads each page of the list in this tab and scans it, then each of its open states in order. A page
 * whose content or state never comes is recorded and the walk goes on (a failed scan is a soft
 * expectation already); the test fails at the end naming every such page.
 */
async function walk(page: Page, list: PageCheck[], info: TestInfo) {
  const demo = await demoDoctors(page.request);
  const unreached: string[] = [];
  for (const check of list) {
    const states = (check.states ?? []).filter((state) => state.only !== 'mobile' || info.project.name === 'mobile');
    await test.step(`${check.name} has no serious or critical violation`, async () => {
      await page.goto(check.path(demo));
      await waitForContent(page);
      await expectNoSeriousViolations(page, { soft: true });
      for (const state of states) {
        await test.step(`${state.name} has no serious or critical violation`, async () => {
          await state.open(page);
          await animationsFinished(page); // axe reads computed colours: open animations must have ended
          await expectNoSeriousViolations(page, { soft: true });
        });
      }
    }).catch((error: Error) => unreached.push(`${check.name}: ${error.message.split('\n')[0]}`));
  }
  expect(unreached, 'pages (or their open states) that could not be checked').toEqual([]);
}

test.describe('accessibility', () => {
  // One test walks what was one test of up to 60 s per page and state.
  test.describe.configure({ timeout: 300_000 });

  test('guest: every page and open state has no serious or critical violation', { tag: '@mobile' }, async ({ page }, info) => {
    await walk(page, guestPages, info);
  });

  test('patient: every page and open state has no serious or critical violation', { tag: '@mobile' }, async ({ page }, info) => {
    // A new patient account (created by its first sign-in): no shared account's code limit.
    await signIn(page, { email: `a11y-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test` });
    await walk(page, patientPages, info);
  });

  test('doctor: every page and open state has no serious or critical violation', { tag: '@mobile' }, async ({ page }, info) => {
    // doctor4 is seeded for this suite alone.
    await signIn(page, { email: 'doctor4@demo.test', role: 'doctor' });
    await walk(page, doctorPages, info);
  });
});
