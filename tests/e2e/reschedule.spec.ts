import { expect, test, workerBaseURL } from '../helpers/e2e-test.ts';
import { formatDateLong } from '../../src/shared/format/date-long.ts';
import { formatTime12 } from '../../src/shared/format/time.ts';
import { lookup, t } from '../helpers/messages.ts';
import { readOtp, signIn } from '../helpers/e2e-auth.ts';
import { book, doctorIdOf, doctorSeesTime, expectStripPagesOnAndBack, freeSlots, uniqueName } from '../helpers/e2e-bookings.ts';
import { freshDoctorEmail } from '../helpers/e2e-doctor-registration.ts';

/**
 * Reschedule (issue 19): a patient moves a booking from My Bookings, and from the one-tap link of
 * a reminder (no sign-in); the doctor sees the new time on the booking list. The reminder is sent
 * a day early with POST /api/dev/run-jobs { due_by } rather than by moving the server's one clock.
 */

test('a patient moves a booking from My Bookings and the doctor sees the new time', { tag: '@mobile' }, async ({ page, browser }, info) => {
  test.setTimeout(120_000);
  const email = freshDoctorEmail('reschedule');
  await signIn(page, { email });
  const doctorId = await doctorIdOf(page);
  const slots = await freeSlots(page.request, doctorId);
  expect(slots.length).toBeGreaterThan(2);
  const name = uniqueName('Maya');
  await book(page, doctorId, slots[0]!, name, email);

  await page.goto('/my-appointments');
  const card = page.getByRole('article').filter({ hasText: formatTime12(slots[0]!.time) }).first();
  await card.getByRole('button', { name: t('reschedule.button') }).click();
  const dialog = page.getByRole('dialog', { name: t('reschedule.title') });
  await expect(dialog).toBeVisible();
  await expectStripPagesOnAndBack(dialog);
  // The new time: another free slot, on its own day.
  const target = slots.find((slot) => slot.date !== slots[0]!.date) ?? slots[1]!;
  await dialog.getByRole('radiogroup', { name: t('reschedule.date') }).locator('label', { has: page.locator(`input[value="${target.date}"]`) }).click();
  await dialog.getByRole('radiogroup', { name: t('reschedule.time') }).locator('label', { has: page.locator(`input[value="${target.time}"]`) }).click();
  await info.attach('reschedule-dialog', { body: await page.screenshot(), contentType: 'image/png' });
  await dialog.getByRole('button', { name: t('reschedule.submit') }).click();
  await expect(page.getByText(t('reschedule.done'))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article').filter({ hasText: formatTime12(target.time) }).first()).toBeVisible();

  const doctorContext = await browser.newContext({ baseURL: workerBaseURL(), viewport: info.project.use.viewport, serviceWorkers: 'block' });
  try {
    await doctorSeesTime(await doctorContext.newPage(), name, target);
  } finally {
    await doctorContext.close();
  }
});

test('a patient moves a booking from the reminder link, without signing in', { tag: '@mobile' }, async ({ page, browser }, info) => {
  test.setTimeout(120_000);
  const email = freshDoctorEmail('reschedule-link');
  await signIn(page, { email });
  const doctorId = await doctorIdOf(page);
  const slots = await freeSlots(page.request, doctorId);
  const name = uniqueName('Noor');
  const booking = await book(page, doctorId, slots[0]!, name, email);

  // Its 24-hour reminder, sent now.
  const run = await page.request.post('/api/dev/run-jobs', { data: { due_by: new Date(booking.startsAt - 24 * 3_600_000 + 60_000).toISOString() } });
  expect(run.ok(), await run.text()).toBe(true);
  const box = await page.request.get('/api/dev/outbox', { params: { to: email } });
  const reminder = ((await box.json()) as { data: { subject: string; body: string }[] }).data.find((message) => message.subject.startsWith('Reminder:'));
  expect(reminder, 'the reminder mail').toBeTruthy();
  const link = /Reschedule: (\S+)/.exec(reminder!.body)![1]!;

  // A visitor's browser: the link is the only permission.
  const visitor = await browser.newContext({ baseURL: workerBaseURL(), viewport: info.project.use.viewport, serviceWorkers: 'block' });
  try {
    const guest = await visitor.newPage();
    await guest.goto(new URL(link).pathname + new URL(link).search);
    await expect(guest.getByRole('heading', { level: 1, name: t('linkPage.heading.reschedule') })).toBeVisible();
    await expect(guest.getByTestId('link-booking-when')).toContainText(formatDateLong(slots[0]!.date));
    const target = slots.find((slot) => slot.date !== slots[0]!.date) ?? slots[1]!;
    await guest.getByRole('radiogroup', { name: t('reschedule.date') }).locator('label', { has: guest.locator(`input[value="${target.date}"]`) }).click();
    await guest.getByRole('radiogroup', { name: t('reschedule.time') }).locator('label', { has: guest.locator(`input[value="${target.time}"]`) }).click();
    await info.attach('reschedule-link', { body: await guest.screenshot({ fullPage: true }), contentType: 'image/png' });
    await guest.getByRole('button', { name: t('reschedule.submit') }).click();
    await expect(guest.getByRole('status')).toContainText(formatDateLong(target.date));
    await expect(guest.getByRole('status')).toContainText(formatTime12(target.time));
    await info.attach('reschedule-link-done', { body: await guest.screenshot({ fullPage: true }), contentType: 'image/png' });
    // Used: opening it again says so.
    await guest.reload();
    await expect(guest.getByText(t('link.used'))).toBeVisible();
    // …and leads to the booking where it now is (issue 42).
    await expect(guest.getByRole('link', { name: t('linkPage.myBookings') })).toHaveAttribute('href', '/my-appointments');

    const doctorPage = await visitor.newPage();
    await doctorSeesTime(doctorPage, name, target);
  } finally {
    await visitor.close();
  }
});

test('in Arabic on a phone, the Reschedule sheet names the days in Arabic, as the booking panel does (issue 42)', { tag: '@mobile-only' }, async ({ page }, info) => {
  test.setTimeout(120_000);
  const email = freshDoctorEmail('reschedule-ar');
  await signIn(page, { email });
  const doctorId = await doctorIdOf(page);
  const slots = await freeSlots(page.request, doctorId);
  await book(page, doctorId, slots[0]!, uniqueName('Huda'), email);

  await page.goto('/ar/my-appointments');
  await page.getByRole('button', { name: lookup('reschedule.button', 'ar') }).first().click();
  const dialog = page.getByRole('dialog', { name: lookup('reschedule.title', 'ar') });
  const days = dialog.getByRole('radiogroup', { name: lookup('reschedule.date', 'ar') });
  await expect(days.getByRole('radio').first()).toBeAttached();
  const text = await days.innerText();
  // Weekdays and months as Intl writes them in Arabic; not one English day name.
  expect(text).not.toMatch(/\b(Sun|Mon|Tue|Wed|Thu|Fri|Sat)\b/);
  const arabicWeekday = new Intl.DateTimeFormat('ar-AE-u-nu-latn', { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${slots[0]!.date}T00:00:00Z`));
  await expect(days).toContainText(arabicWeekday);
  await info.attach('reschedule-ar-phone', { body: await page.screenshot({ path: info.outputPath('reschedule-ar-phone.png') }), contentType: 'image/png' });
});

// Issue 42: the reminder SMS carries one short link on our own domain; on a phone it opens the
// booking's choices in the message's language, and each choice works as the mail's link does.
test('in Hindi on a phone, the reminder SMS short link opens the choices and Confirm works', { tag: '@mobile-only' }, async ({ page, browser }, info) => {
  test.setTimeout(120_000);
  const email = freshDoctorEmail('short-link-hi');
  await signIn(page, { email });
  await page.request.post('/api/language', { data: { locale: 'hi' } });
  // A verified phone: reminders go by SMS too.
  const phone = `50${String(Date.now()).slice(-7)}`;
  const sentCode = await page.request.post('/api/send-profile-otp', { data: { otp_type: 'phone', phone, country_code: '971' } });
  expect(sentCode.ok(), await sentCode.text()).toBe(true);
  const otp = await readOtp(page.request, `+971${phone}`);
  const verified = await page.request.post('/api/verify-profile-otp', { data: { otp, otp_type: 'phone', user_id: (await sentCode.json()).data.user_id } });
  expect(verified.ok(), await verified.text()).toBe(true);

  const doctorId = await doctorIdOf(page);
  const slots = await freeSlots(page.request, doctorId);
  const booking = await book(page, doctorId, slots[0]!, uniqueName('Kavya'), email);
  const run = await page.request.post('/api/dev/run-jobs', { data: { due_by: new Date(booking.startsAt - 24 * 3_600_000 + 60_000).toISOString() } });
  expect(run.ok(), await run.text()).toBe(true);
  const box = await page.request.get('/api/dev/outbox', { params: { to: `+971${phone}` } });
  const sms = ((await box.json()) as { data: { channel: string; body: string }[] }).data.find((message) => message.channel === 'sms' && message.body.includes('/l/'));
  expect(sms, 'the reminder SMS').toBeTruthy();
  const links = sms!.body.match(/https?:\/\/\S+/g)!;
  expect(links).toHaveLength(1);
  await info.attach('reminder-sms-hi', { body: sms!.body, contentType: 'text/plain' });

  // A visitor's phone: the short link is the only permission.
  const visitor = await browser.newContext({ baseURL: workerBaseURL(), viewport: info.project.use.viewport, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  try {
    const guest = await visitor.newPage();
    await guest.goto(new URL(links[0]!).pathname);
    await expect(guest).toHaveURL(/\/hi\/appointment-link\?code=[A-Za-z0-9]{10}$/);
    const choices = guest.getByTestId('link-choices');
    await expect(choices.getByTestId('link-booking-when')).toContainText(formatTime12(slots[0]!.time).split(' ')[0]!);
    await expect(choices.getByRole('link', { name: lookup('reschedule.button', 'hi') })).toBeVisible();
    await expect(choices.getByRole('link', { name: lookup('bookings.cancelBooking', 'hi') })).toBeVisible();
    await info.attach('short-link-choices-hi', { body: await guest.screenshot({ fullPage: true }), contentType: 'image/png' });
    await choices.getByRole('link', { name: lookup('linkPage.confirm', 'hi') }).tap();
    await expect(guest.getByRole('heading', { level: 1, name: lookup('linkPage.heading.confirm', 'hi') })).toBeVisible();
    await guest.getByRole('button', { name: lookup('linkPage.confirm', 'hi') }).tap();
    await expect(guest.getByRole('status').filter({ hasText: lookup('linkPage.confirmed', 'hi') })).toBeVisible();
    // Back on the choices: Confirm is done, Reschedule and Cancel remain.
    await guest.goBack();
    await expect(choices.getByRole('link', { name: lookup('reschedule.button', 'hi') })).toBeVisible();
    await expect(choices.getByRole('link', { name: lookup('linkPage.confirm', 'hi') })).toHaveCount(0);
  } finally {
    await visitor.close();
  }
});
