import { expect, test, type APIRequestContext } from '../helpers/e2e-test.ts';
import { t } from '../helpers/messages.ts';
import { apiToken, signIn } from '../helpers/e2e-auth.ts';
import { freshDoctorEmail } from '../helpers/e2e-doctor-registration.ts';
import { controlledBySw, offlineCopySaved } from '../helpers/e2e-offline.ts';

// The service worker is part of what this file tests (the default blocks it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 19, 'The doctor's day': the portal's dashboard lists today's and tomorrow's bookings
 * with the patient, type, status, tap-to-call and WhatsApp links and the video room's Join,
 * and opens offline from the saved copy. doctor5@demo.test is this spec's own doctor.
 */
const DOCTOR = 'doctor5@demo.test';
const letters = (length: number) => Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

async function patientToken(request: APIRequestContext): Promise<string> {
  return apiToken(request, freshDoctorEmail('day-patient'));
}

interface Availability {
  days: { date: string; status: boolean }[];
  online_timeslots: { time: string; isDisabled: boolean }[];
}

/** Books an online time today or tomorrow (the doctor's zone), the latest free one. */
async function bookSoon(request: APIRequestContext, doctorId: number, name: string, token: string) {
  const ask = async (date?: string) =>
    ((await (await request.post('/api/doctor-availability', { data: { doctor_id: doctorId, type: 'online', date } })).json()) as { data: Availability }).data;
  for (const day of (await ask()).days.slice(0, 2)) {
    const free = (await ask(day.date)).online_timeslots.filter((slot) => !slot.isDisabled);
    const slot = free.at(-1);
    if (!slot) continue;
    const response = await request.post('/api/add-appointment', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        doctor_id: doctorId, appointment_type: 'online', appointment_date: day.date, appointment_time: slot.time,
        name, email: 'day@patient.test', country_code: '+971', phone: '501234567', description: 'Follow-up on test results',
      },
    });
    expect(response.ok(), await response.text()).toBe(true);
    return;
  }
  throw new Error('the doctor has no free online time today or tomorrow');
}

test('the doctor\'s day lists today\'s and tomorrow\'s bookings with call, WhatsApp and Join, and opens offline', { tag: '@mobile' }, async ({ page, context, request }, info) => {
  test.setTimeout(120_000);
  const token = await patientToken(request);
  await signIn(page, { email: DOCTOR, role: 'doctor' });
  await controlledBySw(page);
  const doctorId = await page.evaluate(() => (JSON.parse(localStorage.getItem('mb.session') ?? '{}') as { user?: { doctor_id?: number } }).user?.doctor_id ?? 0);
  expect(doctorId).toBeGreaterThan(0);
  const name = `Dana ${letters(1).toUpperCase()}${letters(7)}`;
  await bookSoon(request, doctorId, name, token);

  await page.goto('/doctor/dashboard');
  const row = page.getByTestId('day-booking').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText(t('doctorBookings.type.online'));
  await expect(row).toContainText(t('doctorBookings.status.confirmed'));
  await expect(row.getByRole('link', { name: t('doctorDay.call', { name }) })).toHaveAttribute('href', 'tel:+971501234567');
  await expect(row.getByRole('link', { name: t('doctorDay.whatsappLabel', { name }) })).toHaveAttribute('href', 'https://wa.me/971501234567');
  await expect(row.getByRole('link', { name: t('doctorDay.joinLabel', { name }) })).toHaveAttribute('href', /^\/consult\/[a-f0-9]{32}$/);
  await expect(page.getByRole('heading', { name: t('doctorDay.noShowRate') })).toBeVisible();
  await page.screenshot({ path: info.outputPath('doctor-day.png'), fullPage: true });

  await offlineCopySaved(page);
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(row).toBeVisible();
    await expect(row.getByRole('link', { name: t('doctorDay.call', { name }) })).toBeVisible();
    await page.screenshot({ path: info.outputPath('doctor-day-offline.png'), fullPage: true });
  } finally {
    await context.setOffline(false);
  }
});

test('sign-in lands on the day view when today has bookings, else on Edit Profile; the menu names the day view (issue 42)', { tag: '@mobile' }, async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await patientToken(request);
  const signedIn = (await (await request.post('/api/dev/sign-in', { data: { email: DOCTOR, user_type: 'doctor' } })).json()) as {
    data: { token: string; user_details: { doctor_id?: number | null } };
  };
  const doctorToken = signedIn.data.token;
  const id = signedIn.data.user_details.doctor_id ?? 0;
  expect(id).toBeGreaterThan(0);
  await bookSoon(request, id, `Rana ${letters(6)}`, token);
  // Whether today (the doctor's zone) has a booking now: late in the day bookSoon may have booked tomorrow.
  const day = ((await (await request.get('/api/doctor/day', { headers: { Authorization: `Bearer ${doctorToken}` } })).json()) as {
    data: { today: string; bookings: { appointment_date: string }[] };
  }).data;
  const busy = day.bookings.some((booking) => booking.appointment_date === day.today);

  await signIn(page, { email: DOCTOR, role: 'doctor', viaCodeForm: true });
  await expect(page).toHaveURL((url) => url.pathname === (busy ? '/doctor/dashboard' : '/doctor/edit-profile'));
  // The day view is in the portal's menu (the drawer on a phone).
  const menuButton = page.getByRole('button', { name: t('shell.openMenu') });
  if (await menuButton.isVisible()) await menuButton.click();
  await page.getByRole('navigation', { name: t('portal.nav') }).getByRole('link', { name: t('portal.dashboard') }).first().click();
  await expect(page).toHaveURL((url) => url.pathname === '/doctor/dashboard');
});
