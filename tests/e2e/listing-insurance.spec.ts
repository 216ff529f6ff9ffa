import { expect, test, type APIRequestContext, type Page } from '../helpers/e2e-test.ts';

/**
 * The listing's Insurance filter (issue 41), end to end: chosen in the filter sidebar it goes to the
 * URL and keeps only the doctors whose clinics are in that network, each card saying so; the same
 * link in Arabic on a phone is right to left (screenshot: test-results/listing-insurance-ar-390.png).
 * Which demo doctors are in which network comes from the API, not copied from the seed.
 */
const CARDIOLOGY = 2;
const DUBAI = `/cardiology/dubai?specializationId=${CARDIOLOGY}`;
/** The Insurance group's first options (shown without 'More'). */
const FIRST_NETWORKS = ['daman-basic', 'daman-enhanced', 'daman-premier', 'thiqa'];

async function listed(request: APIRequestContext, filters: Record<string, unknown> = {}) {
  const response = await request.post('/api/doctors', { data: { speciality_id: CARDIOLOGY, location: 'dubai', per_page: 50, page: 1, ...filters } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { total: number; data: { first_name: string; last_name: string }[] };
  return { total: body.total, names: body.data.map((d) => `Dr. ${d.first_name} ${d.last_name}`) };
}

const cards = (page: Page) => page.getByTestId('doctor-card');

test('a Dubai listing filtered by an insurance network shows only its doctors, "In network" on each; in Arabic on a phone too', async ({ page, request, browser, baseURL }) => {
  const all = await listed(request);
  // A network some but not all of Dubai's cardiologists take, so the filter visibly narrows the list.
  let slug = '';
  let expected = all;
  for (const candidate of FIRST_NETWORKS) {
    expected = await listed(request, { insurance: [candidate] });
    if (expected.total > 0 && expected.total < all.total) {
      slug = candidate;
      break;
    }
  }
  expect(slug, 'a network that narrows the demo listing').not.toBe('');
  const catalog = (await (await request.get('/api/insurers')).json()) as { data: { networks: { slug: string; name: string }[] }[] };
  const network = catalog.data.flatMap((i) => i.networks).find((n) => n.slug === slug)!;

  await page.goto(DUBAI);
  await expect(cards(page)).toHaveCount(all.total);
  await page.getByRole('group', { name: 'Insurance' }).getByLabel(network.name, { exact: true }).check();
  await expect.poll(() => new URL(page.url()).searchParams.get('insurance')).toBe(slug);
  await expect(cards(page)).toHaveCount(expected.total);
  await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(expected.names);
  await expect(cards(page).getByTestId('insurance-line')).toHaveText(Array(expected.total).fill(`In network: ${network.name}`));

  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  const ar = await phone.newPage();
  await ar.goto(`/ar${DUBAI}&insurance=${slug}`);
  await expect(ar.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(cards(ar)).toHaveCount(expected.total);
  const line = cards(ar).first().getByTestId('insurance-line');
  await expect(line).toContainText('ضمن الشبكة');
  // Right to left: the line starts at the card's right edge.
  const [lineBox, cardBox] = [await line.boundingBox(), await cards(ar).first().boundingBox()];
  expect(await line.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  expect(cardBox!.x + cardBox!.width - (lineBox!.x + lineBox!.width)).toBeLessThan(cardBox!.width / 2);
  // No horizontal scroll on a phone.
  expect(await ar.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await ar.screenshot({ path: 'test-results/listing-insurance-ar-390.png', fullPage: false });
  await phone.close();
});
