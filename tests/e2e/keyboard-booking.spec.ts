import { expect, test, type APIRequestContext, type Locator, type Page } from '../helpers/e2e-test.ts';
import { t } from '../helpers/messages.ts';
import { outboxMark, readOtp } from '../helpers/e2e-auth.ts';
import { freshDoctorEmail } from '../helpers/e2e-doctor-registration.ts';
import { doctorPath } from '../../src/shared/urls.ts';

/**
 * A whole booking without a mouse (issue 5, accessibility): from a verified doctor's page,
 * Tab / Shift+Tab / Enter / Space / arrow keys only. Sign-in happens in the Login to
 * Continue modal with the code typed from the demo outbox. Every stop also checks that the
 * focused control shows a focus indicator, so an invisible focus ring fails the test.
 */

/**
 * A patient of this spec's own, per run: the demo patients already hold upcoming bookings with
 * the demo doctor, and one patient may hold only MAX_UPCOMING_BOOKINGS_PER_DOCTOR of them.
 */
const PATIENT = freshDoctorEmail('keyboard-booking');
const DEMO_DOCTOR_SLUG = 'amira-haddad-1000';
const MAX_TABS = 120;

async function demoDoctorPath(request: APIRequestContext): Promise<string> {
  const search = await request.post('/api/global-search', { data: { search: 'Amira' } });
  const hit = ((await search.json()) as { data: { type: string; slug: string; id: number }[] }).data.find(
    (result) => result.type === 'doctor' && result.slug === DEMO_DOCTOR_SLUG,
  );
  expect(hit, 'the demo doctor is found by name').toBeTruthy();
  const detail = await request.get('/api/doctor-detail', { params: { doctor_id: hit!.id } });
  const doctor = ((await detail.json()) as { data: { id: number; slug: string; city_slug: string | null; speciality: { slug: string } | null } })
    .data;
  return doctorPath(doctor);
}

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/** What is focused, for failure messages. */
const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'nothing (body)';
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
    return `<${el.tagName.toLowerCase()} role=${el.getAttribute('role') ?? ''}> ${name}`;
  });

/**
 * The focused element (or the visible box react-aria draws around a hidden input) shows a
 * focus indicator: an outline or a ring (box-shadow) that is not there without focus.
 */
async function expectVisibleFocus(page: Page) {
  const shown = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return false;
    const candidates = [el, el.closest('label'), el.parentElement].filter((node): node is HTMLElement => node instanceof HTMLElement);
    return candidates.some((node) => {
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const ring = style.boxShadow !== 'none' && style.boxShadow !== '';
      return outline || ring;
    });
  });
  expect(shown, `a focus indicator on ${await describeFocus(page)}`).toBe(true);
}

/** Presses Tab (or Shift+Tab) until `target` has focus; fails if it is never reached. */
async function tabTo(page: Page, target: Locator, { backwards = false } = {}) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await isFocused(target)) {
      await expectVisibleFocus(page);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached the control; focus is on ${await describeFocus(page)}`);
}

/** In a radio group: focus it by Tab, then arrow keys until an enabled radio is checked. */
async function pickFirstOpen(page: Page, group: Locator) {
  await tabTo(page, group);
  // Tab lands on the first enabled radio without choosing it: Space chooses it.
  await page.keyboard.press('Space');
  await expect(group.getByRole('radio', { checked: true })).toHaveCount(1);
  await expectVisibleFocus(page);
  // The arrow keys move the choice and skip closed dates and taken slots.
  const radios = group.locator('input[type="radio"]:not([disabled])');
  if ((await radios.count()) > 1) {
    await page.keyboard.press('ArrowRight');
    await expect(group.getByRole('radio', { checked: true })).toHaveCount(1);
    await expect(radios.nth(1)).toBeChecked();
  }
}

test.describe('keyboard-only booking', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a patient books from the detail page with the keyboard alone', async ({ page }) => {
    const path = await demoDoctorPath(page.request);
    await page.goto(path);
    const panel = page.getByRole('region', { name: t('booking.bookAppointment') }).filter({ has: page.getByRole('tablist') }).last();
    await expect(panel.getByRole('tab', { name: t('booking.tab.consultOnline') })).toHaveAttribute('aria-selected', 'true');

    // The tabs switch with the arrow keys and back.
    await tabTo(page, panel.getByRole('tab', { name: t('booking.tab.consultOnline') }));
    await page.keyboard.press('ArrowRight');
    await expect(panel.getByRole('tab', { name: t('booking.tab.visitDoctor') })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(panel.getByRole('tab', { name: t('booking.tab.consultOnline') })).toHaveAttribute('aria-selected', 'true');

    const dates = panel.getByRole('radiogroup', { name: t('booking.dateLabel') });
    await pickFirstOpen(page, dates);
    const slots = panel.getByRole('radiogroup', { name: t('booking.timeLabel') });
    await pickFirstOpen(page, slots);
    const slotLabel = (await slots.locator('label:has(input:checked)').textContent())!.trim();

    const book = panel.getByRole('button', { name: t('booking.bookAppointment') });
    await expect(book).toBeEnabled();
    await tabTo(page, book);
    await page.keyboard.press('Enter');

    // Login to Continue: focus is moved into the modal and stays there.
    const login = page.getByRole('dialog', { name: t('booking.loginTitle') });
    await expect(login).toBeVisible();
    await expect.poll(() => isFocused(login), { message: 'focus moves into the login modal' }).toBe(true);
    await tabTo(page, login.getByLabel(t('auth.identifierLabel')));
    await page.keyboard.type(PATIENT);
    await tabTo(page, login.getByRole('checkbox', { name: t('auth.termsAgree').split('{terms}')[0]!.trim() }));
    await page.keyboard.press('Space');
    await expect(login.getByRole('checkbox', { name: t('auth.termsAgree').split('{terms}')[0]!.trim() })).toBeChecked();
    const mark = await outboxMark(page.request, PATIENT);
    await tabTo(page, login.getByRole('button', { name: t('auth.getCode') }));
    await page.keyboard.press('Enter');
    const code = await readOtp(page.request, PATIENT, mark);
    const firstBox = login.getByLabel(t('auth.codeDigit', { index: 1, total: code.length }));
    // The code step puts focus on the first box; typing moves along the boxes.
    await expect.poll(() => isFocused(firstBox), { message: 'focus lands on the first code box' }).toBe(true);
    await page.keyboard.type(code);
    await tabTo(page, login.getByRole('button', { name: t('auth.submit'), exact: true }));
    await page.keyboard.press('Enter');
    await expect(login).toBeHidden();

    // Enter Booking Details: fill whatever the account did not know, then Continue.
    const details = page.getByRole('dialog', { name: t('booking.detailsTitle') });
    await expect(details).toBeVisible();
    await expect.poll(() => isFocused(details), { message: 'focus moves into the details modal' }).toBe(true);
    const fill = async (label: string, value: string) => {
      const input = details.getByLabel(label, { exact: true });
      if ((await input.inputValue()).trim() !== '') return;
      await tabTo(page, input);
      await page.keyboard.type(value);
    };
    await fill(t('booking.field.name'), 'Keyboard Patient');
    await fill(t('booking.field.phone'), '501234567');
    await fill(t('booking.field.description'), 'Booked with the keyboard only');
    await tabTo(page, details.getByRole('button', { name: t('booking.continue') }));
    await page.keyboard.press('Enter');

    const confirm = page.getByRole('dialog', { name: t('booking.confirmTitle') });
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText(slotLabel);
    await tabTo(page, confirm.getByRole('button', { name: t('booking.confirm') }));
    await page.keyboard.press('Enter');

    const thanks = page.getByRole('dialog', { name: t('booking.thanksTitle') });
    await expect(thanks).toBeVisible();
    await expect(thanks).toContainText(slotLabel);
  });

  test('a modal keeps focus inside and Escape gives it back to the trigger', async ({ page }) => {
    await page.goto(await demoDoctorPath(page.request));
    const panel = page.getByRole('region', { name: t('booking.bookAppointment') }).filter({ has: page.getByRole('tablist') }).last();
    await pickFirstOpen(page, panel.getByRole('radiogroup', { name: t('booking.dateLabel') }));
    await pickFirstOpen(page, panel.getByRole('radiogroup', { name: t('booking.timeLabel') }));
    const book = panel.getByRole('button', { name: t('booking.bookAppointment') });
    await tabTo(page, book);
    await page.keyboard.press('Enter');
    const login = page.getByRole('dialog', { name: t('booking.loginTitle') });
    await expect(login).toBeVisible();
    for (let presses = 0; presses < 12; presses += 1) {
      await page.keyboard.press('Tab');
      expect(await isFocused(login), `Tab stays in the modal (focus on ${await describeFocus(page)})`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(login).toBeHidden();
    await expect.poll(() => isFocused(book), { message: 'focus returns to Book Appointment' }).toBe(true);
  });
});
