import { expect, test, type APIRequestContext, type Page } from '../helpers/e2e-test.ts';
import { MAX_UPCOMING_BOOKINGS_PER_DOCTOR } from '../../src/shared/constants.ts';
import { t } from '../helpers/messages.ts';
import { signIn } from '../helpers/e2e-auth.ts';
import { freshDoctorEmail } from '../helpers/e2e-doctor-registration.ts';
import { demoDoctor } from '../helpers/e2e-demo-doctor.ts';

/**
 * A patient who already holds MAX_UPCOMING_BOOKINGS_PER_DOCTOR upcoming bookings with a doctor
 * is told so on the confirm step when booking one more, and nothing is booked.
 */

/** Free online slots of one day, latest first (other specs take the early ones). */
async function freeSlots(request: APIRequestContext, doctorId: number, date: string) {
  const response = await request.post('/api/doctor-availability', { data: { doctor_id: doctorId, type: 'online', date } });
  const data = ((await response.json()) as { data: { online_timeslots: { time: string; isDisabled: boolean }[] } }).data;
  return data.online_timeslots.filter((slot) => !slot.isDisabled).map((slot) => slot.time).reverse();
}

async function bookViaApi(page: Page, doctorId: number, date: string, time: string, email: string) {
  const response = await page.request.post('/api/add-appointment', {
    data: {
      doctor_id: doctorId, appointment_date: date, appointment_time: time, appointment_type: 'online',
      name: 'Limit Patient', email, phone: '501234567', description: 'Regular follow-up consultation',
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test('a patient at the per-doctor limit is told so on the confirm step', { tag: '@mobile' }, async ({ page }, info) => {
  test.setTimeout(120_000);
  const doctor = await demoDoctor(page.request);
  const email = freshDoctorEmail('booking-limit');
  await signIn(page, { email });
  await page.goto(doctor.path);

  const panel = page.getByRole('region', { name: t('booking.bookAppointment') }).filter({ has: page.getByRole('tablist') }).last();
  const dates = panel.getByRole('radiogroup', { name: t('booking.dateLabel') });
  // The latest open day with room for the limit and one more (both projects share one server).
  // evaluateAll does not wait: the date strip renders once the page's data is in.
  await expect(dates.locator('label:not([data-disabled])').first()).toBeVisible();
  const open = await dates.locator('label:not([data-disabled]) input').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  let date = '';
  let times: string[] = [];
  for (const candidate of open.reverse()) {
    times = await freeSlots(page.request, doctor.id, candidate);
    date = candidate;
    if (times.length > MAX_UPCOMING_BOOKINGS_PER_DOCTOR) break;
  }
  expect(times.length, 'a day with enough free slots').toBeGreaterThan(MAX_UPCOMING_BOOKINGS_PER_DOCTOR);
  const day = dates.locator('label', { has: page.locator(`input[value="${date}"]`) });
  for (const time of times.slice(1, 1 + MAX_UPCOMING_BOOKINGS_PER_DOCTOR)) await bookViaApi(page, doctor.id, date, time, email);

  await page.reload();
  await day.click();
  const slots = panel.getByRole('radiogroup', { name: t('booking.timeLabel') });
  await slots.locator('label', { has: page.locator(`input[value="${times[0]}"]`) }).click();
  await panel.getByRole('button', { name: t('booking.bookAppointment') }).click();

  const details = page.getByRole('dialog', { name: t('booking.detailsTitle') });
  await expect(details).toBeVisible();
  await details.getByLabel(t('booking.field.name'), { exact: true }).fill('Limit Patient');
  await details.getByLabel(t('booking.field.phone')).fill('501234567');
  await details.getByLabel(t('booking.field.description')).fill('One booking too many this week');
  await details.getByRole('button', { name: t('booking.continue') }).click();

  const confirm = page.getByRole('dialog', { name: t('booking.confirmTitle') });
  await confirm.getByRole('button', { name: t('booking.confirm') }).click();
  const message = t('booking.error.tooManyWithDoctor', { max: MAX_UPCOMING_BOOKINGS_PER_DOCTOR });
  await expect(confirm.getByRole('alert')).toHaveText(message);
  await page.screenshot({ path: info.outputPath('booking-limit.png') });

  const upcoming = await page.request.post('/api/my-appointments', { data: { type: 'Upcoming', per_page: 50 } });
  expect(((await upcoming.json()) as { data: unknown[] }).data).toHaveLength(MAX_UPCOMING_BOOKINGS_PER_DOCTOR);
});
