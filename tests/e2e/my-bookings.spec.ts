import { animationsFinished, expect, test, type APIRequestContext, type Locator, type Page } from '../helpers/e2e-test.ts';
import { t } from '../helpers/messages.ts';
import { signIn } from '../helpers/e2e-auth.ts';
import { freshEmail } from '../helpers/e2e-email.ts';

/**
 * My Bookings and Write a Review (001 §2, §4, §5): the tabs, filters in the
 * URL (sidebar on desktop, bottom sheet on phones), cancellation, enquiries,
 * and a review written from a past booking, shown on the doctor's page and
 * deleted again.
 */

const DEMO_DOCTOR_SLUG = 'amira-haddad-1000';

interface Slot {
  date: string;
  time: string;
  label: string;
}

async function demoDoctorId(request: APIRequestContext): Promise<number> {
  const search = await request.post('/api/global-search', { data: { search: 'Amira Haddad' } });
  const results = ((await search.json()) as { data: { type: string; slug: string; id: number }[] }).data;
  const hit = results.find((result) => result.type === 'doctor' && result.slug === DEMO_DOCTOR_SLUG);
  expect(hit, 'the demo doctor is found by name').toBeTruthy();
  return hit!.id;
}

interface Availability {
  days: { date: string; status: boolean }[];
  online_timeslots: { time: string; label: string; isDisabled: boolean }[];
  offline_timeslots: { time: string; label: string; isDisabled: boolean }[];
  clinics: { id: number }[];
}

async function availability(request: APIRequestContext, body: Record<string, unknown>): Promise<Availability> {
  const response = await request.post('/api/doctor-availability', { data: body });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Availability }).data;
}

/**
 * Books a free slot through the API as the signed-in page's patient (setup: the
 * booking UI is booking.spec's subject). A random open slot from day 2 on keeps
 * clear of the other specs' bookings; a slot taken meanwhile (409) is retried.
 */
async function bookThroughApi(request: APIRequestContext, doctorId: number, type: 'online' | 'offline'): Promise<{ id: number; slot: Slot }> {
  const strip = await availability(request, { doctor_id: doctorId, type });
  const clinicId = type === 'offline' ? strip.clinics[0]?.id : undefined;
  const days = strip.days.slice(1).filter((day) => day.status);
  for (let attempt = 0; attempt < 8; attempt++) {
    const day = days[Math.floor(Math.random() * days.length)]!;
    const data = await availability(request, { doctor_id: doctorId, type, date: day.date, clinic_id: clinicId });
    const open = (type === 'online' ? data.online_timeslots : data.offline_timeslots).filter((slot) => !slot.isDisabled);
    if (!open.length) continue;
    const slot = open[Math.floor(Math.random() * open.length)]!;
    const response = await request.post('/api/add-appointment', {
      headers: { 'Idempotency-Key': `my-bookings-${Date.now()}-${Math.random()}` },
      data: {
        doctor_id: doctorId, clinic_id: clinicId, appointment_type: type, appointment_date: day.date, appointment_time: slot.time,
        name: 'Sara Ali', email: freshEmail('booking'), phone: '501234567', description: 'Fever and a cough for three days',
      },
    });
    if (response.status() === 409) continue;
    expect(response.ok(), await response.text()).toBe(true);
    const id = ((await response.json()) as { data: { appointment: { id: number } } }).data.appointment.id;
    return { id, slot: { date: day.date, time: slot.time, label: slot.label } };
  }
  throw new Error('no free slot to book');
}

async function unverifiedDoctorId(request: APIRequestContext): Promise<number> {
  const list = async (page: number) =>
    (await (await request.post('/api/doctors', { data: { page, per_page: 50 } })).json()) as { data: { id: number; verification_badge: string }[]; last_page: number };
  const first = await list(1);
  for (let page = first.last_page; page >= 1; page--) {
    const found = (page === 1 ? first : await list(page)).data.find((card) => card.verification_badge === 'no');
    if (found) return found.id;
  }
  throw new Error('no unverified doctor in the listing');
}

const bookingCard = (page: Page, id: number) => page.getByRole('article', { name: `Booking #${id}` });
const cards = (page: Page) => page.getByRole('article');
const tab = (page: Page, name: string) => page.getByRole('tab', { name });

/** The filter controls: the desktop sidebar, or the phone's bottom sheet (opened by the caller). */
const sidebar = (page: Page) => page.getByRole('complementary');

async function check(scope: Locator, name: string) {
  await scope.getByRole('checkbox', { name, exact: true }).check({ force: true });
}

test.describe('my bookings', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a booking is listed under Upcoming, cancelled with a reason, then shown under Past as cancelled; enquiries have their tab', async ({ page }) => {
    const email = freshEmail('cancel');
    await signIn(page, { email });
    const doctorId = await demoDoctorId(page.request);
    const { id, slot } = await bookThroughApi(page.request, doctorId, 'online');
    const enquiryText = `Evening visits for my son? ${Date.now()}`;
    const preferred = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const enquiry = await page.request.post('/api/send-appointment-enquiry', {
      headers: { 'Idempotency-Key': `enquiry-${Date.now()}` },
      data: { doctor_id: await unverifiedDoctorId(page.request), preferred_date: preferred, preferred_time: '10:30', description: enquiryText },
    });
    expect(enquiry.ok(), await enquiry.text()).toBe(true);

    await page.goto('/my-appointments');
    await expect(page.getByRole('heading', { level: 1, name: t('page.myBookings.title') })).toBeVisible();
    await expect(tab(page, t('bookings.tab.upcoming'))).toHaveAttribute('aria-selected', 'true');
    const card = bookingCard(page, id);
    await expect(card).toContainText('Dr. Amira Haddad');
    await expect(card).toContainText(t('bookings.status.confirmed'));
    await expect(card).toContainText(t('bookings.type.online'));
    // A Dubai doctor: the fee is in dirhams (currency.ts).
    await expect(card).toContainText('AED 1400.00');
    await expect(card).toContainText(slot.label);
    await expect(card).toContainText('Sara Ali');
    await expect(card.getByRole('img', { name: 'Photo of Dr. Amira Haddad' })).toBeVisible();

    // Add to calendar: the real .ics of this booking.
    const calendar = card.getByRole('link', { name: t('bookings.addToCalendar') });
    const ics = await page.request.get((await calendar.getAttribute('href'))!);
    expect(ics.headers()['content-type']).toContain('text/calendar');
    expect(await ics.text()).toContain('BEGIN:VEVENT');

    // The modal's required fields, then a real cancellation with an Idempotency-Key.
    await card.getByRole('button', { name: t('bookings.cancelBooking') }).click();
    const dialog = page.getByRole('dialog', { name: t('cancelModal.title') });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: t('cancelModal.confirm') }).click();
    await expect(dialog.getByText(t('cancel.reasonRequired'))).toBeVisible();
    await expect(dialog.getByText(t('cancel.descriptionRequired'))).toBeVisible();
    await dialog.getByRole('button', { name: new RegExp(t('cancelModal.reasonPlaceholder')) }).click();
    await page.getByRole('option', { name: t('cancelModal.reason.schedule') }).click();
    await dialog.getByLabel(t('cancelModal.description')).fill('I have to travel that week.');
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/change-appointment-status'));
    await dialog.getByRole('button', { name: t('cancelModal.confirm') }).click();
    const request = await sent;
    expect(request.headers()['idempotency-key']).toBeTruthy();
    expect(request.postDataJSON()).toMatchObject({ appointment_id: id, booking_status: 'cancelled', cancel_reason: 'Schedule conflict' });
    await expect(page.getByText(t('cancel.done'))).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card).toHaveCount(0);
    await expect(page.getByText(t('bookings.empty'))).toBeVisible();
    // An empty list leads to a doctor (issue 42); Upcoming offers no backward date range.
    await expect(page.getByRole('main').getByRole('link', { name: t('bookings.findDoctor') })).toHaveAttribute('href', '/');
    await expect(page.getByRole('radio', { name: t('bookings.filter.last7') })).toHaveCount(0);

    await tab(page, t('bookings.tab.past')).click();
    await expect(page).toHaveURL(/[?&]tab=past/);
    await expect(page.getByRole('radio', { name: t('bookings.filter.last7') }).first()).toBeAttached();
    const past = bookingCard(page, id);
    await expect(past.getByTestId('booking-status')).toHaveText(t('bookings.status.cancelled'));
    await expect(past).toContainText(t('bookings.cancelReason', { reason: 'Schedule conflict' }));
    await expect(past.getByRole('button', { name: t('bookings.cancelBooking') })).toHaveCount(0);
    await expect(past.getByRole('link', { name: t('bookings.writeReview') })).toHaveCount(0);
    await expect(past.getByRole('link', { name: t('bookings.bookAgain') })).toHaveAttribute('href', `/doctor-details/${DEMO_DOCTOR_SLUG}/${doctorId}?slot=online`);

    // The server refuses a second cancellation of the same booking as already done, and a replay changes nothing.
    const again = await page.request.post('/api/change-appointment-status', {
      headers: { 'Idempotency-Key': `again-${Date.now()}` },
      data: { appointment_id: id, booking_status: 'cancelled', cancel_reason: 'x', cancel_description: 'y' },
    });
    expect(((await again.json()) as { message: string }).message).toBe(t('cancel.alreadyCancelled'));

    await tab(page, t('bookings.tab.enquiries')).click();
    await expect(page).toHaveURL(/[?&]tab=enquiries/);
    const enquiryCard = cards(page).filter({ hasText: enquiryText });
    await expect(enquiryCard).toContainText(t('bookings.enquiryTitle'));
    await expect(enquiryCard).toContainText('10:30 AM');
    // Back and forward walk the tabs through the URL.
    await page.goBack();
    await expect(tab(page, t('bookings.tab.past'))).toHaveAttribute('aria-selected', 'true');
    await expect(bookingCard(page, id)).toBeVisible();
  });

  test('Book Again on a past clinic visit opens the doctor on a visit at that clinic, not video (issue 42)', { tag: '@mobile' }, async ({ page }) => {
    await signIn(page, { email: freshEmail('again') });
    const doctorId = await demoDoctorId(page.request);
    const { id } = await bookThroughApi(page.request, doctorId, 'offline');
    const cancelled = await page.request.post('/api/change-appointment-status', {
      headers: { 'Idempotency-Key': `again-${Date.now()}` },
      data: { appointment_id: id, booking_status: 'cancelled', cancel_reason: 'Schedule conflict', cancel_description: 'Travelling that week.' },
    });
    expect(cancelled.ok(), await cancelled.text()).toBe(true);
    await page.goto('/my-appointments?tab=past');
    const again = bookingCard(page, id).getByRole('link', { name: t('bookings.bookAgain') });
    await expect(again).toHaveAttribute('href', new RegExp(`\\?slot=offline_\\d+$`));
    await again.click();
    await expect(page).toHaveURL(/\/doctor\/dr-/);
    await expect(page.getByRole('tab', { name: t('booking.tab.visitDoctor') }).first()).toHaveAttribute('aria-selected', 'true');
  });

  test('filters change the list and the URL (sidebar on desktop, bottom sheet on phones)', { tag: '@mobile' }, async ({ page, isMobile }) => {
    const email = freshEmail(isMobile ? 'sheet' : 'sidebar');
    await signIn(page, { email });
    const doctorId = await demoDoctorId(page.request);
    const online = await bookThroughApi(page.request, doctorId, 'online');
    const visit = await bookThroughApi(page.request, doctorId, 'offline');

    await page.goto('/my-appointments');
    await expect(bookingCard(page, online.id)).toBeVisible();
    await expect(bookingCard(page, visit.id)).toBeVisible();
    await expect(bookingCard(page, visit.id)).toContainText('Medcare');

    if (isMobile) {
      await expect(sidebar(page)).toBeHidden();
      const open = async () => {
        await page.getByRole('button', { name: new RegExp(`^${t('bookings.filter')}`) }).click();
        const sheet = page.getByRole('dialog', { name: t('bookings.filter') });
        await expect(sheet).toBeVisible();
        // The sheet slides up: a tap while it moves can land on the wrong row.
        await animationsFinished(page);
        return sheet;
      };
      // Cancel drops the draft.
      let sheet = await open();
      // Upcoming has no backward date range (issue 42).
      await expect(sheet.getByRole('checkbox', { name: t('bookings.filter.offline'), exact: true })).toBeVisible();
      await expect(sheet.getByRole('radio', { name: t('bookings.filter.last15') })).toHaveCount(0);
      await check(sheet, t('bookings.filter.offline'));
      await sheet.getByRole('button', { name: t('bookings.filter.cancel'), exact: true }).click();
      await expect(sheet).toBeHidden();
      await expect(page).not.toHaveURL(/consultation=/);
      await expect(cards(page)).toHaveCount(2);
      // Apply filters.
      sheet = await open();
      await check(sheet, t('bookings.filter.offline'));
      await sheet.getByRole('button', { name: t('bookings.filter.apply') }).click();
      await expect(page).toHaveURL(/[?&]consultation=offline/);
      await expect(bookingCard(page, online.id)).toHaveCount(0);
      await expect(bookingCard(page, visit.id)).toBeVisible();
      await expect(page.getByRole('button', { name: t('bookings.filterWithCount', { count: 1 }) })).toBeVisible();
      await page.reload();
      await expect(bookingCard(page, visit.id)).toBeVisible();
      await expect(bookingCard(page, online.id)).toHaveCount(0);
      sheet = await open();
      // The sheet opens on the filters in the URL: its draft is there before another box is ticked.
      await expect(sheet.getByRole('checkbox', { name: t('bookings.filter.offline'), exact: true })).toBeChecked();
      await check(sheet, t('bookings.status.ongoing'));
      await sheet.getByRole('button', { name: t('bookings.filter.apply') }).click();
      await expect(page).toHaveURL(/[?&]status=ongoing/);
      await expect(page.getByText(t('bookings.empty'))).toBeVisible();
      // Clear All, then Apply: everything again.
      sheet = await open();
      await sheet.getByRole('button', { name: t('bookings.filter.clearAll') }).click();
      await sheet.getByRole('button', { name: t('bookings.filter.apply') }).click();
      await expect(page).not.toHaveURL(/consultation=|status=/);
      await expect(cards(page)).toHaveCount(2);
      return;
    }

    const filters = sidebar(page);
    await check(filters, t('bookings.filter.offline'));
    await expect(page).toHaveURL(/[?&]consultation=offline/);
    await expect(bookingCard(page, online.id)).toHaveCount(0);
    await expect(bookingCard(page, visit.id)).toBeVisible();
    await page.reload();
    await expect(bookingCard(page, online.id)).toHaveCount(0);
    await expect(filters.getByRole('checkbox', { name: t('bookings.filter.offline') })).toBeChecked();
    await page.goBack();
    await expect(page).not.toHaveURL(/consultation=/);
    await expect(cards(page)).toHaveCount(2);
    await check(filters, t('bookings.status.ongoing'));
    await expect(page).toHaveURL(/[?&]status=ongoing/);
    await expect(page.getByText(t('bookings.empty'))).toBeVisible();
    await filters.getByRole('button', { name: t('bookings.filter.clearAll') }).click();
    await expect(cards(page)).toHaveCount(2);
    // Upcoming has no backward date range (issue 42); Past has.
    await expect(filters.getByRole('radio', { name: t('bookings.filter.last7') })).toHaveCount(0);
    await tab(page, t('bookings.tab.past')).click();
    await filters.getByRole('radio', { name: t('bookings.filter.last7') }).check({ force: true });
    await expect(page).toHaveURL(/[?&]range=1(&|$)/);
  });

  test('a past booking is reviewed from My Bookings; the review shows on the doctor page and is deleted again', async ({ page }) => {
    // The demo patient has past bookings (two completed, one cancelled) from the seed.
    await signIn(page, { email: 'patient@demo.test' });
    await page.goto('/my-appointments?tab=past');
    await expect(tab(page, t('bookings.tab.past'))).toHaveAttribute('aria-selected', 'true');
    const filters = sidebar(page);

    // Filters on the seeded history: Cancelled only, then the last 7 days (the completed ones are 9 and 20 days old).
    await check(filters, t('bookings.status.cancelled'));
    await expect(page).toHaveURL(/[?&]status=cancelled/);
    await expect(page.getByTestId('booking-status').first()).toHaveText(t('bookings.status.cancelled'));
    await expect(page.getByTestId('booking-status').filter({ hasNotText: t('bookings.status.cancelled') })).toHaveCount(0);
    await filters.getByRole('button', { name: t('bookings.filter.clearAll') }).click();
    await expect(page.getByTestId('booking-status').filter({ hasText: t('bookings.status.completed') }).first()).toBeVisible();
    await filters.getByRole('radio', { name: t('bookings.filter.last7') }).check({ force: true });
    await expect(page).toHaveURL(/[?&]range=1(&|$)/);
    await expect(page.getByTestId('booking-status').filter({ hasText: t('bookings.status.cancelled') }).first()).toBeVisible();
    await expect(page.getByTestId('booking-status').filter({ hasText: t('bookings.status.completed') })).toHaveCount(0);
    await filters.getByRole('button', { name: t('bookings.filter.clearAll') }).click();

    const reviewable = cards(page).filter({ has: page.getByRole('link', { name: t('bookings.writeReview') }) }).first();
    await expect(reviewable).toBeVisible();
    const doctorName = (await reviewable.getByText(/^Dr\. /).first().textContent())!.trim();
    await reviewable.getByRole('link', { name: t('bookings.writeReview') }).click();
    await expect(page).toHaveURL(/\/add-review\/[^/]+\/\d+\?appointmentId=\d+/);
    const doctorId = Number(/\/add-review\/[^/]+\/(\d+)/.exec(page.url())![1]);
    const before = await doctorStats(page.request, doctorId);

    await expect(page.getByRole('heading', { level: 1, name: t('page.review.title') })).toBeVisible();
    await expect(page.getByText(doctorName).first()).toBeVisible();
    const stars = page.getByRole('radiogroup', { name: t('reviewForm.rating') });
    await expect(stars.getByRole('radio', { name: t('reviewForm.stars', { count: 4 }) })).toBeChecked();
    await page.getByRole('button', { name: t('reviewForm.submit') }).click();
    await expect(page.getByText(t('review.required'))).toBeVisible();

    const text = `Clear advice and no waiting ${Date.now()}`;
    await page.getByLabel(t('reviewForm.text')).fill(text);
    await expect(page.getByText(t('reviewForm.counter', { count: text.length, max: 500 }))).toBeVisible();
    await page.getByLabel(t('reviewForm.text')).fill('x'.repeat(520));
    await expect(page.getByText(t('reviewForm.counter', { count: 500, max: 500 }))).toBeVisible();
    await page.getByLabel(t('reviewForm.text')).fill(text);
    await stars.getByRole('radio', { name: t('reviewForm.stars', { count: 5 }) }).check({ force: true });
    await page.getByRole('radiogroup', { name: t('reviewForm.recommend') }).getByRole('radio', { name: t('reviewForm.no') }).check({ force: true });
    await page.getByRole('button', { name: t('reviewForm.submit') }).click();

    await expect(page.getByText(t('review.added'))).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/doctor/dr-[^?]+\\?doctorId=${doctorId}`));
    const review = page.getByRole('article').filter({ hasText: text });
    await expect(review).toBeVisible();
    await expect(review).toContainText(t('detail.recommends', { answer: t('detail.no') }));
    const after = await doctorStats(page.request, doctorId);
    expect(after.reviews_count).toBe(before.reviews_count + 1);
    expect(after.ratings_count[4]).toBe(before.ratings_count[4] + 1);
    await expect(page.getByText(t('detail.reviewsCount', { count: after.reviews_count }))).toBeVisible();
    await expect(page.getByText(t('detail.starRowLabel', { stars: 5, count: after.ratings_count[4] }))).toBeAttached();
    await expect(page.getByText(t('detail.recommendedPercent', { percent: after.recommended_percentage }))).toBeVisible();

    // Only the reviewer's own review has Delete; it asks first.
    await review.getByRole('button', { name: t('detail.deleteReview') }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(t('detail.deleteReviewText'));
    await confirm.getByRole('button', { name: t('detail.deleteReview') }).click();
    await expect(page.getByText(t('review.deleted'))).toBeVisible();
    await expect(page.getByText(text)).toHaveCount(0);
    await expect(page.getByText(t('detail.reviewsCount', { count: before.reviews_count }))).toBeVisible();

    // Reviewable again from My Bookings; a second review of the same booking would be refused.
    await page.goto('/my-appointments?tab=past');
    await expect(cards(page).filter({ hasText: doctorName }).getByRole('link', { name: t('bookings.writeReview') }).first()).toBeVisible();
  });

  test('an ineligible review shows the server message', async ({ page }) => {
    await signIn(page, { email: freshEmail('review') });
    const doctorId = await demoDoctorId(page.request);
    await page.goto(`/add-review/${DEMO_DOCTOR_SLUG}/${doctorId}`);
    await page.getByLabel(t('reviewForm.text')).fill('I never had an appointment with this doctor.');
    await page.getByRole('button', { name: t('reviewForm.submit') }).click();
    await expect(page.getByRole('alert').filter({ hasText: t('review.notEligible') })).toBeVisible();
    await expect(page).toHaveURL(/\/add-review\//);
  });
});

async function doctorStats(request: APIRequestContext, doctorId: number) {
  const response = await request.get('/api/doctor-detail', { params: { doctor_id: doctorId } });
  return ((await response.json()) as { data: { reviews_count: number; ratings_count: [number, number, number, number, number]; recommended_percentage: number } }).data;
}
