import { expect, test, type APIRequestContext, type Page } from '../helpers/e2e-test.ts';
import { expectNoSeriousViolations } from '../helpers/e2e-axe.ts';
import type { DoctorCard, DoctorDetail } from '../../src/shared/schemas/doctor.ts';
import { t } from '../helpers/messages.ts';
import { signIn } from '../helpers/e2e-auth.ts';
import { doctorPath } from '../../src/shared/urls.ts';

/** The doctor detail page (000 §2) on the demo data; doctors are found through the API. */

interface Listing {
  data: DoctorCard[];
  last_page: number;
}

async function listDoctors(request: APIRequestContext, page: number, verified = false): Promise<Listing> {
  const response = await request.post('/api/doctors', { data: { per_page: 50, page, ...(verified ? { verified: true } : {}) } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Listing;
}

async function detailOf(request: APIRequestContext, id: number): Promise<DoctorDetail> {
  const response = await request.get('/api/doctor-detail', { params: { doctor_id: id } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: DoctorDetail }).data;
}

/** A verified doctor with more than 3 specializations and more than 4 symptoms, so the caps show. */
async function verifiedDoctor(request: APIRequestContext): Promise<DoctorDetail> {
  const { data } = await listDoctors(request, 1, true);
  for (const card of data.filter((d) => d.specializations.length > 3)) {
    const detail = await detailOf(request, card.id);
    if (detail.services.length > 4 && detail.reviews.length > 0 && detail.registration_number) return detail;
  }
  throw new Error('no verified demo doctor with more than 3 specializations and 4 symptoms');
}

async function unverifiedDoctor(request: APIRequestContext): Promise<DoctorDetail> {
  const first = await listDoctors(request, 1);
  for (let page = first.last_page; page >= 1; page -= 1) {
    const card = (await listDoctors(request, page)).data.find((d) => d.verification_badge === 'no');
    if (card) return detailOf(request, card.id);
  }
  throw new Error('no unverified demo doctor');
}

const detailUrl = (d: DoctorDetail) => doctorPath(d);
const fullName = (d: DoctorDetail) => `Dr. ${d.first_name} ${d.last_name}`;
const bookingPanel = (page: Page) => page.getByTestId('booking-panel');

test.describe('doctor detail', () => {
  test('shows the profile card, symptoms, ratings and directions of a verified doctor', { tag: '@mobile' }, async ({ page, context, request }) => {
    // axe over a page with 20 reviews takes a while on a busy two-core machine.
    test.slow();
    const doctor = await verifiedDoctor(request);
    await page.goto(detailUrl(doctor));

    await expect(page.getByRole('heading', { level: 1, name: fullName(doctor) })).toBeVisible();
    await expect(page.getByRole('navigation', { name: t('shell.breadcrumb') })).toContainText(t('page.detail.title'));
    const card = page.locator('section[aria-labelledby="doctor-name"]');
    await expect(card).toContainText(t('detail.verified'));
    await expect(card).toContainText(doctor.speciality_name);
    await expect(card).toContainText(t('detail.experience', { years: doctor.experience_years }));
    await expect(card).toContainText(doctor.degree!);
    await expect(card).toContainText(doctor.spoken_languages[0]!);
    await expect(card).toContainText(t('detail.mrn'));
    await expect(card).toContainText(doctor.registration_number!);
    await expect(card.getByRole('list', { name: t('detail.specializations') }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('link', { name: t('detail.reclaim'), exact: true })).toHaveAttribute('href', `/reclaim-profile/${doctor.id}`);
    await expect(page.getByRole('link', { name: t('detail.claim') })).toHaveCount(0);
    await expect(bookingPanel(page)).toBeVisible();
    await expect(page.getByRole('button', { name: t('enquiry.enquireNow') })).toHaveCount(0);

    const symptoms = page.locator('#doctor-symptom-list > li');
    await expect(symptoms).toHaveCount(4);
    await page.getByRole('button', { name: t('detail.seeAll') }).click();
    await expect(symptoms).toHaveCount(doctor.services.length);
    await page.getByRole('button', { name: t('detail.showLess') }).click();
    await expect(symptoms).toHaveCount(4);

    await expect(page.getByRole('heading', { name: t('detail.ratings') })).toBeVisible();
    await expect(page.getByTestId('average-rating')).toHaveText(doctor.avg_rating.toFixed(1));
    await expect(page.getByText(t('detail.recommendedPercent', { percent: doctor.recommended_percentage }))).toBeVisible();
    await expect(page.getByRole('heading', { name: t('detail.reviews') })).toBeVisible();
    await expect(page.getByText(doctor.reviews[0]!.review).first()).toBeVisible();
    // Seeded reviews belong to nobody signed in here.
    await expect(page.getByRole('button', { name: t('detail.deleteReview') })).toHaveCount(0);

    await expectNoSeriousViolations(page);

    // No internet here: answer the maps page locally.
    await context.route('https://www.google.com/**', (route) => route.fulfill({ body: 'ok', contentType: 'text/plain' }));
    // The sticky header would cover the button where the reviews left the page scrolled.
    await page.evaluate(() => window.scrollTo(0, 0));
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: t('detail.getDirections') }).click();
    const popup = await popupPromise;
    await popup.waitForURL(/^https:\/\/www\.google\.com\/maps\/dir\//);
    const url = new URL(popup.url());
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('travelmode')).toBe('driving');
    expect(url.searchParams.get('destination')).toContain(doctor.clinics[0]?.clinic_name ?? doctor.address.city!);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await popup.close();
  });

  test('an unverified doctor offers Claim This Profile and no booking panel', async ({ page, request }) => {
    const doctor = await unverifiedDoctor(request);
    await page.goto(detailUrl(doctor));
    await expect(page.getByRole('heading', { level: 1, name: fullName(doctor) })).toBeVisible();
    await expect(page.getByRole('link', { name: t('detail.claim') })).toHaveAttribute('href', `/claim-profile/${doctor.id}`);
    await expect(page.getByRole('link', { name: t('detail.reclaim'), exact: true })).toHaveCount(0);
    await expect(page.getByTestId('enquiry-panel').getByRole('button', { name: t('enquiry.enquireNow') })).toBeVisible();
    await expect(bookingPanel(page)).toHaveCount(0);
    await expect(page.getByText(t('detail.verified'), { exact: true })).toHaveCount(0);
  });

  test('an unknown doctor id shows the not-found page', async ({ page }) => {
    await page.goto('/cardiology/dubai/doctor/dr-nobody?doctorId=987654321');
    await expect(page.getByRole('heading', { name: t('page.notFound.title') })).toBeVisible();
    await page.goto('/cardiology/dubai/doctor/dr-nobody?doctorId=not-a-number');
    await expect(page.getByRole('heading', { name: t('page.notFound.title') })).toBeVisible();
    await page.goto('/doctor-details/nobody/987654321');
    await expect(page.getByRole('heading', { name: t('page.notFound.title') })).toBeVisible();
  });

  test('Book Again opens the canonical detail URL with the book flag; a doctorId list uses the first', async ({ page, request }) => {
    const doctor = await verifiedDoctor(request);
    await page.goto(`/doctor-details/${doctor.slug}/${doctor.id}`);
    await expect(page).toHaveURL(`${detailUrl(doctor)}&book=1`);
    await expect(page.getByRole('heading', { level: 1, name: fullName(doctor) })).toBeVisible();
    // The booking panel takes the cue: it comes into view with focus.
    await expect(bookingPanel(page).locator('section').first()).toBeFocused();

    await page.goto(`${detailUrl(doctor)},1,2&isSearch=true`);
    await expect(page.getByRole('heading', { level: 1, name: fullName(doctor) })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`doctorId=${doctor.id}$`));
  });

  test('the served HTML carries the title and a canonical link with doctorId (no JavaScript)', async ({ browser, request }) => {
    const doctor = await verifiedDoctor(request);
    const seo = (await (await request.post('/api/doctor-seo-data', { data: { doctor_id: doctor.id } })).json()) as {
      data: { title: string };
    };
    const html = await (await request.get(detailUrl(doctor))).text();
    expect(html).toMatch(new RegExp(`<link[^>]+rel="canonical"[^>]+doctorId=${doctor.id}`));

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(detailUrl(doctor));
    await expect(page).toHaveTitle(seo.data.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`doctorId=${doctor.id}$`));
    await context.close();
  });

  test('the reviewer sees Delete on their own review and can remove it', async ({ page }) => {
    // patient2: my-bookings.spec reviews patient@demo.test's past doctors on the same database,
    // and its review would carry a second Delete on the same page.
    await signIn(page, { email: 'patient2@demo.test' });
    const past = await page.request.post('/api/my-appointments', { data: { type: 'Past', per_page: 50 } });
    expect(past.ok()).toBe(true);
    const items = ((await past.json()) as { data: { booking_status: string; doctor: { id: number } }[] }).data;
    const doctorId = items.find((item) => item.booking_status === 'completed')!.doctor.id;
    const text = `Detail page e2e review ${Date.now()}`;
    const added = await page.request.post('/api/add-review', { data: { doctor_id: doctorId, stars: 4, review: text, is_recommended: 'yes' } });
    expect(added.ok(), await added.text()).toBe(true);

    const doctor = await detailOf(page.request, doctorId);
    // The public payload names the reviewer by first name and initial, and no account.
    expect(doctor.reviews.find((r) => r.review === text)?.reviewer_name).toBe('Rahul M.');
    for (const r of doctor.reviews) expect(r).not.toHaveProperty('patient_id');
    await page.goto(detailUrl(doctor));
    const review = page.getByRole('article').filter({ hasText: text });
    await expect(review).toBeVisible();
    await expect(review).toContainText('Rahul M.');
    // Delete comes from the reviewer's own signed-in call, not from the shared payload.
    await expect(page.getByRole('button', { name: t('detail.deleteReview') })).toHaveCount(1);
    await review.getByRole('button', { name: t('detail.deleteReview') }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(t('detail.deleteReviewText'));
    await dialog.getByRole('button', { name: t('detail.deleteReview') }).click();
    await expect(page.getByText(t('review.deleted'))).toBeVisible();
    await expect(page.getByText(text)).toHaveCount(0);
  });

  test('on a phone the panel follows the profile card and a bottom bar brings it back', { tag: '@mobile-only' }, async ({ page, request }) => {
    const doctor = await verifiedDoctor(request);
    await page.goto(detailUrl(doctor));
    await expect(page.getByRole('heading', { level: 1, name: fullName(doctor) })).toBeVisible();

    const cardBox = await page.locator('section[aria-labelledby="doctor-name"]').boundingBox();
    const panelBox = await bookingPanel(page).boundingBox();
    const aboutBox = await page.getByRole('heading', { name: t('detail.about') }).boundingBox();
    expect(panelBox!.y).toBeGreaterThan(cardBox!.y + cardBox!.height - 1);
    expect(aboutBox!.y).toBeGreaterThan(panelBox!.y + panelBox!.height - 1);

    await page.getByRole('heading', { name: t('detail.reviews') }).scrollIntoViewIfNeeded();
    const barButton = page.getByTestId('mobile-book-bar').getByRole('button', { name: t('detail.bookingPanel') });
    await expect(barButton).toBeInViewport();
    await barButton.click();
    await expect(bookingPanel(page)).toBeInViewport();
  });
});
