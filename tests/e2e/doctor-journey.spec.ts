import { expect, test, type Locator, type Page } from '../helpers/e2e-test.ts';
import { t } from '../helpers/messages.ts';
import type { MessageKey } from '../../src/shared/i18n/en.ts';
import { WEEKDAYS, type Weekday } from '../../src/shared/schemas/doctor.ts';
import { fillLoginForm, signIn } from '../helpers/e2e-auth.ts';
import { adminApi, chooseFile, chooseSpecialization, freshDoctorEmail, pdfFile, pngFile, verifyDoctorByEmail } from '../helpers/e2e-doctor-registration.ts';
import { doctorPath } from '../../src/shared/urls.ts';

/**
 * Issue 8's whole chain in one browser run: a new doctor registers in four
 * steps, the admin verifies, the doctor signs in and configures virtual and
 * visit hours, a fresh patient books one of the new virtual slots on the
 * public page, the doctor sees it, completes it once the (test-settable)
 * server clock is past its end, and the patient reviews it from My Bookings;
 * the review shows on the doctor's public page. The doctor is a Geriatrics
 * specialist in Sharjah, which no other spec counts.
 */

/** Letters only: names allow nothing else. */
const letters = (length: number) => Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const capital = (word: string) => word[0]!.toUpperCase() + word.slice(1);

/** Sharjah keeps Gulf time (UTC+4, no daylight saving): the doctor's calendar. */
const DOCTOR_OFFSET = '+04:00';
/** A date four days ahead on the doctor's calendar (inside the 7-day strip, never today) and its weekday. */
function targetDay(): { date: string; day: Weekday } {
  const local = new Date(Date.now() + 4 * 3_600_000 + 4 * 86_400_000);
  return { date: local.toISOString().slice(0, 10), day: WEEKDAYS[(local.getUTCDay() + 6) % 7]! };
}

const stepHeading = (page: Page, step: number, title: string) =>
  page.getByRole('heading', { name: t('registration.stepHeading', { step, total: 4, title }) });
const dayName = (day: Weekday) => t(`schedule.day.${day}` as MessageKey);
const toasts = (page: Page, message: string) => page.locator('[data-sonner-toast]').filter({ hasText: message });
const slotInput = (page: Page, day: Weekday, index: number, edge: 'start' | 'end') =>
  page.getByLabel(t(edge === 'start' ? 'schedule.form.startFor' : 'schedule.form.endFor', { day: dayName(day), index }), { exact: true });
/** react-aria draws switches and radios as a label around a visually hidden input: press what the user sees. */
const pressLabel = (page: Page, control: Locator) => page.locator('label').filter({ has: control }).click();
const daySwitch = (page: Page, day: Weekday) => page.getByRole('switch', { name: dayName(day), exact: true });

/** Presses Save and expects this toast. */
async function saveExpecting(page: Page, message: string) {
  await page.getByRole('button', { name: t('schedule.form.save'), exact: true }).click();
  await expect(toasts(page, message).first()).toBeVisible();
}

async function setClock(page: Page, at: string | null) {
  const response = await page.request.post('/api/dev/clock', { data: { now: at } });
  expect(response.ok(), 'POST /api/dev/clock (scripts/test-server.mjs sets ALLOW_TEST_CLOCK=1)').toBe(true);
}

test.describe('doctor journey', () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 });

  test('a new doctor registers, is verified, configures hours, is booked by a new patient, completes the booking and is reviewed', async ({ page, browser, baseURL }) => {
    const surname = `Journey${letters(6)}`;
    const fullName = `Salma ${surname}`;
    const email = freshDoctorEmail('journey');
    const continueButton = page.getByRole('button', { name: t('registration.continue') });

    // 1. Registration, all four steps in the UI, with a photo and both proofs.
    await page.goto('/doctor-registration');
    await expect(stepHeading(page, 1, t('registration.step.login'))).toBeVisible();
    await fillLoginForm(page, email);
    await expect(stepHeading(page, 2, t('registration.step.personal'))).toBeVisible();
    await chooseFile(page, page.getByRole('button', { name: t('doctorFields.photoUpload') }), pngFile('salma.png'));
    await expect(page.getByRole('img', { name: t('doctorFields.photoPreviewAlt') })).toBeVisible();
    await page.getByLabel(t('doctorFields.firstName')).fill('Salma');
    await page.getByLabel(t('doctorFields.lastName')).fill(surname);
    await page.getByRole('button', { name: t('ui.gender') }).click();
    await page.getByRole('option', { name: t('ui.gender.female') }).click();
    await page.getByLabel(t('doctorFields.dob')).fill('1979-11-02');
    await continueButton.click();

    await expect(stepHeading(page, 3, t('registration.step.contact'))).toBeVisible();
    await page.getByLabel(t('doctorFields.houseNo')).fill('Tower 3');
    await page.getByLabel(t('doctorFields.street')).fill('Al Majaz Corniche');
    await page.getByLabel(t('doctorFields.city')).fill('Sharj');
    await page.getByRole('option', { name: /^Sharjah/ }).first().click();
    await expect(page.getByLabel(t('doctorFields.country'))).toHaveValue('United Arab Emirates');
    await page.getByLabel(t('doctorFields.pinCode')).fill('00000');
    await continueButton.click();
    // The gazetteer places the city, not the street: the doctor accepts the city-level pin.
    await page.getByRole('button', { name: t('registration.cityPin.confirm', { city: 'Sharjah' }) }).click();

    await expect(stepHeading(page, 4, t('registration.step.credentials'))).toBeVisible();
    await chooseSpecialization(page, 'Geriatrics', 'Memory Care');
    await page.getByLabel(t('doctorFields.experience')).fill('17');
    await page.getByLabel(t('doctorFields.registrationNo')).fill('SHJ-4410');
    await page.getByLabel(t('doctorFields.licenseNumber')).fill('LIC-90211');
    await page.getByLabel(t('doctorFields.idNumber')).fill('784-1979-0000000-2');
    await chooseFile(page, page.getByRole('button', { name: `${t('doctorFields.licenseProof')}: ${t('doctorFields.chooseFile')}` }), pdfFile('licence.pdf'));
    await chooseFile(page, page.getByRole('button', { name: `${t('doctorFields.idProof')}: ${t('doctorFields.chooseFile')}` }), pngFile('photo-id.png'));
    await page.getByRole('button', { name: t('registration.submit'), exact: true }).click();
    await expect(page.getByText(t('doctorRegister.submitted'))).toBeVisible();

    // 2. The verification team verifies through the admin API.
    const admin = await adminApi(baseURL!);
    const doctorId = await verifyDoctorByEmail(admin, email);
    await admin.dispose();

    // 3. The doctor signs in and reaches the portal.
    await signIn(page, { email, role: 'doctor' });
    // The name shows in the portal menu and on the profile card.
    await expect(page.getByText(t('detail.doctorName', { name: fullName })).first()).toBeVisible();

    // 4. A virtual configuration on the target weekday; an overlapping second slot is marked on the form.
    const target = targetDay();
    const day = target.day;
    await page.goto('/doctor/appointments-list?type=online');
    await page.getByRole('link', { name: t('schedule.addConfiguration') }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('portal.addAppointment') })).toBeVisible();
    await expect(page.getByRole('radio', { name: t('schedule.type.online') })).toBeChecked();
    await page.getByLabel(t('schedule.form.virtualFee')).fill('450');
    await pressLabel(page, daySwitch(page, day));
    await slotInput(page, day, 1, 'start').fill('10:00');
    await slotInput(page, day, 1, 'end').fill('11:00');
    await page.getByRole('button', { name: t('schedule.form.addSlotFor', { day: dayName(day) }) }).click();
    await slotInput(page, day, 2, 'start').fill('10:30');
    await slotInput(page, day, 2, 'end').fill('11:30');
    // Kept as typed, both slots marked, until the second one goes.
    await expect(slotInput(page, day, 2, 'end')).toHaveValue('11:30');
    await expect(page.locator('form p[role="alert"]').filter({ hasText: t('timings.overlap') })).toHaveCount(2);
    await page.getByRole('button', { name: t('schedule.form.removeSlotFor', { day: dayName(day), index: 2 }) }).click();
    await expect(slotInput(page, day, 2, 'start')).toHaveCount(0);
    await saveExpecting(page, t('timings.created'));
    await expect(page).toHaveURL(/\/doctor\/appointments-list\?type=online$/);
    const onlineRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: t('schedule.edit', { number: 1 }), exact: true }) });
    await expect(onlineRow).toContainText('AED 450.00');
    await expect(onlineRow).toContainText(dayName(day));

    // 5. A visit configuration at a clinic in Sharjah, later the same day.
    await page.getByRole('link', { name: t('schedule.addConfiguration') }).click();
    await pressLabel(page, page.getByRole('radio', { name: t('schedule.type.offline') }));
    const fill = (key: MessageKey, value: string) => page.getByLabel(t(key)).fill(value);
    await fill('schedule.form.clinicName', `${surname} Care Clinic`);
    await fill('schedule.form.addressOne', 'Tower 3, Al Majaz Corniche');
    await fill('schedule.form.addressTwo', 'Al Majaz');
    await fill('schedule.form.country', 'United Arab Emirates');
    await fill('schedule.form.state', 'Sharjah');
    await fill('schedule.form.city', 'Sharjah');
    await fill('schedule.form.postalCode', '00000');
    await page.getByLabel(t('schedule.form.visitFee')).fill('700');
    await pressLabel(page, daySwitch(page, day));
    await slotInput(page, day, 1, 'start').fill('17:00');
    await slotInput(page, day, 1, 'end').fill('18:00');
    await saveExpecting(page, t('timings.created'));
    await expect(page).toHaveURL(/\/doctor\/appointments-list$/);
    await expect(page.getByRole('tab', { name: t('schedule.tab.offline') })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('row').filter({ hasText: 'AED 700.00' })).toContainText(dayName(day));

    // 6. A fresh patient signs in by code and books 10:15 through the public page's booking panel.
    const detail = await page.request.get('/api/doctor-detail', { params: { doctor_id: doctorId } });
    const doctor = ((await detail.json()) as { data: { id: number; slug: string; city_slug: string | null; speciality: { slug: string } | null } }).data;
    const doctorPage = doctorPath(doctor);
    expect(doctorPage).toMatch(/^\/geriatrics\/sharjah\//);

    const patientContext = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
    const patient = await patientContext.newPage();
    const patientEmail = freshDoctorEmail('journey-patient');
    const patientName = `Huda ${capital(letters(8))}`;
    try {
      await signIn(patient, { email: patientEmail });
      await patient.goto(doctorPage);
      await expect(patient.getByRole('heading', { name: t('detail.doctorName', { name: fullName }) }).first()).toBeVisible();
      const panel = patient.getByRole('region', { name: t('booking.bookAppointment') }).filter({ has: patient.getByRole('tablist') }).last();
      await expect(panel.getByRole('tab', { name: t('booking.tab.consultOnline') })).toHaveAttribute('aria-selected', 'true');
      const dates = panel.getByRole('radiogroup', { name: t('booking.dateLabel') });
      await dates.locator('label', { has: patient.locator(`input[value="${target.date}"]`) }).click();
      const slots = panel.getByRole('radiogroup', { name: t('booking.timeLabel') });
      await expect(slots.locator('input[value="10:00"]')).toHaveCount(1);
      await expect(slots.locator('input[value="10:45"]')).toHaveCount(1);
      await expect(slots.locator('input[value="11:00"]')).toHaveCount(0);
      const slot = slots.locator('label', { has: patient.locator('input[value="10:15"]') });
      const slotLabel = (await slot.textContent())!.trim();
      await slot.click();
      await panel.getByRole('button', { name: t('booking.bookAppointment') }).click();

      const details = patient.getByRole('dialog', { name: t('booking.detailsTitle') });
      await expect(details.getByLabel(t('booking.field.email'))).toHaveValue(patientEmail);
      await details.getByLabel(t('booking.field.name'), { exact: true }).fill(patientName);
      await details.getByLabel(t('booking.field.phone')).fill('501234567');
      await details.getByLabel(t('booking.field.description')).fill('Forgetfulness getting worse over the last months');
      await details.getByRole('button', { name: t('booking.continue') }).click();
      const confirm = patient.getByRole('dialog', { name: t('booking.confirmTitle') });
      await expect(confirm).toContainText(slotLabel);
      await expect(confirm).toContainText(fullName);
      await confirm.getByRole('button', { name: t('booking.confirm') }).click();
      await expect(patient.getByRole('dialog', { name: t('booking.thanksTitle') })).toBeVisible();
      await expect(patient).toHaveURL(/\/my-appointments/, { timeout: 8_000 });

      const upcoming = await patient.request.post('/api/my-appointments', { data: { type: 'Upcoming', per_page: 50 } });
      const mine = ((await upcoming.json()) as { data: { id: number; doctor: { id: number }; appointment_time: string }[] }).data.filter((row) => row.doctor.id === doctorId);
      expect(mine).toHaveLength(1);
      const bookingId = mine[0]!.id;
      const patientCard = patient.getByRole('article', { name: t('bookings.bookingNumber', { id: bookingId }) });
      await expect(patientCard).toContainText(t('bookings.status.confirmed'));

      // 7. The doctor sees it under Upcoming in the Booking List.
      await page.goto('/doctor/booking-list');
      await expect(page.getByRole('tab', { name: t('doctorBookings.tab.upcoming') })).toHaveAttribute('aria-selected', 'true');
      const doctorCard = page.getByRole('article', { name: patientName });
      await expect(doctorCard).toContainText(t('doctorBookings.type.online'));
      await expect(doctorCard).toContainText(t('doctorBookings.status.confirmed'));
      await expect(doctorCard).toContainText('Forgetfulness getting worse over the last months');
      await expect(doctorCard.getByRole('button', { name: t('doctorBookings.markComplete') })).toHaveCount(0);

      // 8. Past the booking's end (10:15–10:30 on the doctor's calendar), the doctor marks it complete.
      await setClock(page, new Date(Date.parse(`${target.date}T10:31:00${DOCTOR_OFFSET}`)).toISOString());
      await page.goto('/doctor/booking-list?tab=past');
      await expect(page.getByRole('tab', { name: t('doctorBookings.tab.past') })).toHaveAttribute('aria-selected', 'true');
      const pastCard = page.getByRole('article', { name: patientName });
      await pastCard.getByRole('button', { name: t('doctorBookings.markComplete') }).click();
      const dialog = page.getByRole('alertdialog', { name: t('doctorBookings.completeTitle') });
      await expect(dialog).toContainText(patientName);
      await dialog.getByRole('button', { name: t('doctorBookings.markComplete') }).click();
      await expect(page.getByText(t('status.updated'))).toBeVisible();
      await expect(pastCard).toContainText(t('doctorBookings.status.completed'));
      await setClock(page, null);

      // 9. The patient finds it Completed under Past and reviews it from there.
      await patient.goto('/my-appointments?tab=past');
      await expect(patient.getByRole('tab', { name: t('bookings.tab.past') })).toHaveAttribute('aria-selected', 'true');
      const pastBooking = patient.getByRole('article', { name: t('bookings.bookingNumber', { id: bookingId }) });
      await expect(pastBooking.getByTestId('booking-status')).toHaveText(t('bookings.status.completed'));
      await pastBooking.getByRole('link', { name: t('bookings.writeReview') }).click();
      await expect(patient).toHaveURL(new RegExp(`/add-review/[^/]+/${doctorId}\\?appointmentId=${bookingId}`));
      const reviewText = `Patient and thorough with my mother ${letters(6)}`;
      await patient.getByLabel(t('reviewForm.text')).fill(reviewText);
      await patient.getByRole('radiogroup', { name: t('reviewForm.rating') }).getByRole('radio', { name: t('reviewForm.stars', { count: 5 }) }).check({ force: true });
      await patient.getByRole('radiogroup', { name: t('reviewForm.recommend') }).getByRole('radio', { name: t('reviewForm.yes') }).check({ force: true });
      await patient.getByRole('button', { name: t('reviewForm.submit') }).click();
      await expect(patient.getByText(t('review.added'))).toBeVisible();

      // 10. The review is on the doctor's public page (for anyone: the doctor's own browser here).
      await page.goto(doctorPage);
      const review = page.getByRole('article').filter({ hasText: reviewText });
      await expect(review).toBeVisible();
      await expect(review).toContainText(t('detail.recommends', { answer: t('detail.yes') }));
      await expect(page.getByText(t('detail.reviewsCountOne'), { exact: true })).toBeVisible();
      await expect(page.getByText(t('detail.starRowLabel', { stars: 5, count: 1 }))).toBeAttached();
    } finally {
      await setClock(page, null);
      await patientContext.close();
    }
  });
});
