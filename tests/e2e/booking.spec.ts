import { expect, test, type APIRequestContext, type Locator, type Page } from '../helpers/e2e-test.ts';
import { t } from '../helpers/messages.ts';
import { apiToken, signIn, signInInDialog } from '../helpers/e2e-auth.ts';
import { freshEmail } from '../helpers/e2e-email.ts';
import { doctorPath } from '../../src/shared/urls.ts';

// The service worker is part of what this file tests (the default blocks it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * Booking from the doctor detail page (000 §2, §4, §5): the panel, the guest's
 * Login to Continue, the details, the confirmation, the thank-you redirect, a
 * clinic visit, a slot taken by someone else, and offline.
 */

const DEMO_DOCTOR_SLUG = 'amira-haddad-1000';

interface DoctorRef {
  id: number;
  path: string;
}

async function demoDoctor(request: APIRequestContext): Promise<DoctorRef> {
  const search = await request.post('/api/global-search', { data: { search: 'Amira' } });
  const results = ((await search.json()) as { data: { type: string; slug: string; id: number }[] }).data;
  const hit = results.find((result) => result.type === 'doctor' && result.slug === DEMO_DOCTOR_SLUG);
  expect(hit, 'the demo doctor is found by name').toBeTruthy();
  const detail = await request.get('/api/doctor-detail', { params: { doctor_id: hit!.id } });
  const doctor = ((await detail.json()) as { data: { id: number; slug: string; city_slug: string | null; speciality: { slug: string } | null } }).data;
  const path = doctorPath(doctor);
  return { id: doctor.id, path };
}


/** The booking panel of the detail page (the region named by its heading). */
const bookingPanel = (page: Page) => page.getByRole('region', { name: t('booking.bookAppointment') }).filter({ has: page.getByRole('tablist') }).last();

/** A date chip or time slot: react-aria draws each radio as a label around a hidden input. */
const choices = (group: Locator) => group.locator('label');
const openChoices = (group: Locator) => group.locator('label:not([data-disabled])');

/**
 * Chooses the clinic in the panel and waits for that clinic's days: until they arrive the previous
 * strip stays on screen, marked aria-busy (booking-picker.tsx), and a date read then is stale.
 */
async function chooseClinic(page: Page, panel: Locator, name?: string) {
  const answered = page.waitForResponse((response) => response.url().includes('/api/doctor-availability') && (response.request().postDataJSON() as { clinic_id?: number } | null)?.clinic_id !== undefined);
  await panel.getByRole('button', { name: new RegExp(t('ui.clinic.placeholder')) }).click();
  const option = name ? page.getByRole('option', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }) : page.getByRole('option').first();
  const label = (await option.textContent())!.replace(/(?:₹|AED)\s[\d.]+$/, '').trim();
  await option.click();
  await answered;
  await expect(panel.locator('[aria-busy="true"]')).toHaveCount(0);
  return label;
}

/** Fills what the account did not know, then Continue. */
async function fillDetails(page: Page, email: string) {
  const details = page.getByRole('dialog', { name: t('booking.detailsTitle') });
  await expect(details).toBeVisible();
  const emailField = details.getByLabel(t('booking.field.email'));
  await expect(emailField).toHaveValue(email);
  await expect(emailField).toHaveAttribute('readonly', '');
  // The spec's messages first, from the shared schema.
  await details.getByRole('button', { name: t('booking.continue') }).click();
  await expect(details.getByText(t('bookingDetails.nameRequired'))).toBeVisible();
  await expect(details.getByText(t('bookingDetails.descriptionRequired'))).toBeVisible();
  await details.getByLabel(t('booking.field.name'), { exact: true }).fill('Sara Ali');
  await details.getByLabel(t('booking.field.phone')).fill('501234567');
  await details.getByLabel(t('booking.field.description')).fill('Fever and a cough for three days');
  await details.getByRole('button', { name: t('booking.continue') }).click();
}

async function myBookings(request: APIRequestContext, type: 'Upcoming' | 'Enquiries') {
  const response = await request.post('/api/my-appointments', { data: { type, per_page: 50 } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Record<string, unknown>[] }).data;
}

test.describe('booking', () => {
  // Sign-ins by code and a second browser make these longer than a page check.
  test.describe.configure({ timeout: 120_000 });

  test('a guest books an online consultation from the detail panel', { tag: '@mobile' }, async ({ page }) => {
    const doctor = await demoDoctor(page.request);
    await page.goto(doctor.path);
    const panel = bookingPanel(page);
    await expect(panel.getByRole('tab', { name: t('booking.tab.consultOnline') })).toHaveAttribute('aria-selected', 'true');
    const book = panel.getByRole('button', { name: t('booking.bookAppointment') });
    await expect(book).toBeDisabled();
    await expect(panel.getByText(t('booking.select.dateBooking'))).toBeVisible();

    const dates = panel.getByRole('radiogroup', { name: t('booking.dateLabel') });
    await expect(choices(dates)).toHaveCount(7);
    const day = openChoices(dates).first();
    const dayName = await day.getByRole('radio').getAttribute('aria-label');
    await day.click();
    await expect(panel.getByText(t('booking.select.timeBooking'))).toBeVisible();
    const slots = panel.getByRole('radiogroup', { name: t('booking.timeLabel') });
    const slot = openChoices(slots).first();
    const slotLabel = (await slot.textContent())!.trim();
    await slot.click();
    await expect(book).toBeEnabled();
    await book.click();

    const email = freshEmail('online');
    await signInInDialog(page, t('booking.loginTitle'), email);
    await fillDetails(page, email);

    const confirm = page.getByRole('dialog', { name: t('booking.confirmTitle') });
    await expect(confirm).toContainText(slotLabel);
    await expect(confirm).toContainText('Amira Haddad');
    await expect(confirm).toContainText(t('booking.type.online'));
    await confirm.getByRole('button', { name: t('booking.confirm') }).click();

    const thanks = page.getByRole('dialog', { name: t('booking.thanksTitle') });
    await expect(thanks).toBeVisible();
    await expect(thanks).toContainText(slotLabel);
    await expect(page).toHaveURL(/\/my-appointments/, { timeout: 8_000 });

    const upcoming = await myBookings(page.request, 'Upcoming');
    const mine = upcoming.filter((item) => (item.doctor as { id: number }).id === doctor.id);
    expect(mine, `one booking on ${dayName} at ${slotLabel}`).toHaveLength(1);
    expect(mine[0]).toMatchObject({ appointment_type: 'online', email, name: 'Sara Ali' });
    // The redirect lands on My Bookings, where the new booking is listed under Upcoming.
    await expect(page.getByRole('tab', { name: t('bookings.tab.upcoming') })).toHaveAttribute('aria-selected', 'true');
    const card = page.getByRole('article', { name: t('bookings.bookingNumber', { id: mine[0]!.id as number }) });
    await expect(card).toContainText('Dr. Amira Haddad');
    await expect(card).toContainText(slotLabel);
    await expect(card).toContainText(t('bookings.status.confirmed'));
  });

  test('a patient books a clinic visit; a second patient sees that slot taken', async ({ page, browser }) => {
    const doctor = await demoDoctor(page.request);
    const email = freshEmail('visit');
    await signIn(page, { email });
    await page.goto(doctor.path);
    const panel = bookingPanel(page);
    await panel.getByRole('tab', { name: t('booking.tab.visitDoctor') }).click();
    await expect(panel.getByText(t('booking.error.clinicRequired'))).toBeVisible();

    // A date before a clinic: 'Please Select Clinic*', and nothing is picked.
    const dates = panel.getByRole('radiogroup', { name: t('booking.dateLabel') });
    await openChoices(dates).first().click();
    await expect(page.getByText(t('booking.select.clinicFirst'), { exact: true })).toBeVisible();
    await expect(dates.getByRole('radio', { checked: true })).toHaveCount(0);

    await panel.getByRole('button', { name: new RegExp(t('ui.clinic.placeholder')) }).click();
    await expect(page.getByRole('option').first()).toContainText(/(?:₹|AED)\s\d+\.00/);
    await page.keyboard.press('Escape');
    const clinicName = await chooseClinic(page, panel);

    // The second open day: the first may be today with one slot left, which this booking fills,
    // and a full day is disabled for the second patient (the test failed so late in the day).
    const day = openChoices(dates).nth(1);
    const dayName = (await day.getByRole('radio').getAttribute('aria-label'))!;
    await day.click();
    const slots = panel.getByRole('radiogroup', { name: t('booking.timeLabel') });
    const slot = openChoices(slots).first();
    const slotLabel = (await slot.textContent())!.trim();
    await slot.click();
    await panel.getByRole('button', { name: t('booking.bookAppointment') }).click();

    // Signed in already: straight to the details.
    await fillDetails(page, email);
    const confirm = page.getByRole('dialog', { name: t('booking.confirmTitle') });
    await expect(confirm).toContainText(clinicName);
    await expect(confirm).toContainText(t('booking.type.offline'));
    await confirm.getByRole('button', { name: t('booking.confirm') }).click();
    await expect(page.getByRole('dialog', { name: t('booking.thanksTitle') })).toBeVisible();
    await expect(page).toHaveURL(/\/my-appointments/, { timeout: 8_000 });

    // The time as the server booked it (the date strip may have re-rendered under the click when
    // the clinic's days arrived): the second patient looks at that date and time.
    const booked = (await myBookings(page.request, 'Upcoming')).find((item) => item.appointment_type === 'offline' && (item.doctor as { id: number }).id === doctor.id);
    expect(booked, `the clinic visit on ${dayName} at ${slotLabel} is listed`).toBeTruthy();
    const bookedDate = String(booked!.appointment_date);
    const bookedTime = String(booked!.appointment_time).slice(0, 5);

    const other = await browser.newContext();
    try {
      const second = await other.newPage();
      await signIn(second, { email: freshEmail('second') });
      await second.goto(doctor.path);
      const secondPanel = bookingPanel(second);
      await secondPanel.getByRole('tab', { name: t('booking.tab.visitDoctor') }).click();
      await chooseClinic(second, secondPanel, clinicName);
      const secondDates = secondPanel.getByRole('radiogroup', { name: t('booking.dateLabel') });
      const dateInput = secondDates.locator(`input[value="${bookedDate}"]`);
      await expect(dateInput).toHaveCount(1);
      // A day that booking filled is disabled as a whole: that is the slot shown taken too.
      if (await dateInput.isDisabled()) return;
      await secondDates.locator('label', { has: second.locator(`input[value="${bookedDate}"]`) }).click();
      const taken = secondPanel.getByRole('radiogroup', { name: t('booking.timeLabel') }).locator(`input[value="${bookedTime}"]`);
      await expect(taken).toHaveCount(1);
      await expect(taken).toBeDisabled();
    } finally {
      await other.close();
    }
  });

  test('a slot taken during the confirmation sends the patient back to the slots', async ({ page, playwright, baseURL }) => {
    const doctor = await demoDoctor(page.request);
    const email = freshEmail('race');
    await signIn(page, { email });
    await page.goto(doctor.path);
    const panel = bookingPanel(page);
    const dates = panel.getByRole('radiogroup', { name: t('booking.dateLabel') });
    // The last open day, so the other tests' bookings stay out of the way.
    const day = openChoices(dates).last();
    const date = await day.locator('input').getAttribute('value');
    await day.click();
    const slots = panel.getByRole('radiogroup', { name: t('booking.timeLabel') });
    const slot = openChoices(slots).last();
    const time = await slot.locator('input').getAttribute('value');
    const slotLabel = (await slot.textContent())!.trim();
    await slot.click();
    await panel.getByRole('button', { name: t('booking.bookAppointment') }).click();
    await fillDetails(page, email);
    const confirm = page.getByRole('dialog', { name: t('booking.confirmTitle') });
    await expect(confirm).toBeVisible();

    // Meanwhile someone else books that very slot through the API.
    const rival = await playwright.request.newContext({ baseURL });
    try {
      const rivalEmail = freshEmail('rival');
      const token = await apiToken(rival, rivalEmail);
      const booked = await rival.post('/api/add-appointment', {
        headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': `rival-${Date.now()}` },
        data: {
          doctor_id: doctor.id, appointment_date: date, appointment_time: time, appointment_type: 'online',
          name: 'Rival Patient', email: rivalEmail, phone: '501112222', description: 'I was quicker this time',
        },
      });
      expect(booked.status()).toBe(200);
    } finally {
      await rival.dispose();
    }

    await confirm.getByRole('button', { name: t('booking.confirm') }).click();
    await expect(page.getByText(t('booking.error.slotTaken'))).toBeVisible();
    await expect(confirm).toBeHidden();
    // Back at the slots, refetched: the slot is now disabled and nothing is chosen.
    await expect(slots.getByRole('radio', { name: slotLabel, exact: true })).toBeDisabled();
    await expect(panel.getByRole('button', { name: t('booking.bookAppointment') })).toBeDisabled();
  });

  test('switching tab clears the selection; offline the Book button does not start', async ({ page, context }) => {
    const doctor = await demoDoctor(page.request);
    await page.goto(doctor.path);
    const panel = bookingPanel(page);
    const dates = panel.getByRole('radiogroup', { name: t('booking.dateLabel') });
    await openChoices(dates).first().click();
    await openChoices(panel.getByRole('radiogroup', { name: t('booking.timeLabel') })).first().click();
    const book = panel.getByRole('button', { name: t('booking.bookAppointment') });
    await expect(book).toBeEnabled();

    await panel.getByRole('tab', { name: t('booking.tab.visitDoctor') }).click();
    await panel.getByRole('tab', { name: t('booking.tab.consultOnline') }).click();
    await expect(dates.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(book).toBeDisabled();
    await expect(panel.getByText(t('booking.select.dateBooking'))).toBeVisible();

    await openChoices(dates).first().click();
    await openChoices(panel.getByRole('radiogroup', { name: t('booking.timeLabel') })).first().click();
    await context.setOffline(true);
    const offline = panel.getByRole('button', { name: t('booking.needsConnection') });
    await expect(offline).toBeVisible();
    await expect(offline).toBeDisabled();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await context.setOffline(false);
    await expect(book).toBeEnabled();
  });
});
