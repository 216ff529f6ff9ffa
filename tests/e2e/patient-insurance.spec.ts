import { expect, test, type APIRequestContext, type Page } from '../helpers/e2e-test.ts';
import { apiToken, signIn } from '../helpers/e2e-auth.ts';
import { demoDoctor } from '../helpers/e2e-demo-doctor.ts';
import { freshEmail } from '../helpers/e2e-email.ts';
import { t } from '../helpers/messages.ts';
import { solidPng } from '../helpers/png.ts';

/**
 * A patient's saved insurance (issue 41), end to end: saved in Edit Profile with a card photo, then
 * "Accepts my insurance" filters a Dubai listing to the saved network (sidebar on a laptop, quick chip
 * and filter sheet on a phone, in Arabic), and the doctor page says "In network". A doctor ticking a
 * network in the portal's Insurance section puts them in that network's listing. Which demo doctors
 * take which network comes from the API, not copied from the seed.
 * Screenshots: test-results/patient-insurance-{profile,listing}-{en-1366,ar-390}.png.
 */
const CARDIOLOGY = 2;
const DUBAI = `/cardiology/dubai?specializationId=${CARDIOLOGY}`;
const CANDIDATES = ['daman-enhanced', 'daman-basic', 'daman-premier', 'thiqa'];

interface Catalog { id: number; name: string; networks: { id: number; slug: string; name: string }[] }

async function listed(request: APIRequestContext, filters: Record<string, unknown> = {}) {
  const response = await request.post('/api/doctors', { data: { speciality_id: CARDIOLOGY, location: 'dubai', per_page: 50, page: 1, ...filters } });
  const body = (await response.json()) as { total: number; data: { id: number; first_name: string; last_name: string }[] };
  return { total: body.total, ids: body.data.map((d) => d.id), names: body.data.map((d) => `Dr. ${d.first_name} ${d.last_name}`) };
}

/** A network some but not all of Dubai's cardiologists take, with its insurer, in `language`. */
async function narrowingNetwork(request: APIRequestContext, language = 'en') {
  const all = await listed(request);
  const catalog = ((await (await request.get('/api/insurers', { headers: { 'accept-language': language } })).json()) as { data: Catalog[] }).data;
  for (const slug of CANDIDATES) {
    const expected = await listed(request, { insurance: [slug] });
    if (expected.total > 0 && expected.total < all.total) {
      const insurer = catalog.find((i) => i.networks.some((n) => n.slug === slug))!;
      return { insurer, network: insurer.networks.find((n) => n.slug === slug)!, expected };
    }
  }
  throw new Error('no network narrows the demo listing');
}

async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const cards = (page: Page) => page.getByTestId('doctor-card');

test('a patient saves their insurance with a card photo, then "Accepts my insurance" keeps the Dubai doctors in network', async ({ page, request }) => {
  const { insurer, network, expected } = await narrowingNetwork(request);
  await signIn(page, { email: freshEmail('insured') });
  await page.goto('/edit-profile');
  const section = page.getByRole('region', { name: t('myInsurance.title') });
  await section.getByRole('button', { name: t('myInsurance.addLabel', { name: t('myInsurance.you') }) }).click();
  const dialog = page.getByRole('dialog', { name: t('myInsurance.addLabel', { name: t('myInsurance.you') }) });
  await choose(page, dialog, t('myInsurance.insurer'), `${insurer.name} ${t('myInsurance.country.ae')}`);
  await choose(page, dialog, t('myInsurance.network'), network.name);
  await dialog.getByRole('textbox', { name: t('myInsurance.memberNumber') }).fill('<b>1</b>');
  await dialog.getByLabel(t('myInsurance.cardPhoto')).setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: solidPng(40, 25, [20, 120, 110]) });
  await dialog.getByRole('button', { name: t('myInsurance.save') }).click();
  // Markup in the member number is refused in the form, before anything is sent.
  await expect(dialog.getByText(t('myInsurance.error.memberInvalid', { max: 40 }))).toBeVisible();
  await dialog.getByRole('textbox', { name: t('myInsurance.memberNumber') }).fill('784-1990-1234567-1');
  await dialog.getByRole('button', { name: t('myInsurance.save') }).click();
  await expect(page.getByText(t('myInsurance.saved'))).toBeVisible();
  await expect(section.getByText(t('myInsurance.summary', { insurer: insurer.name, network: network.name }))).toBeVisible();
  // The card photo opens for its owner, privately.
  const href = await section.getByRole('link', { name: t('myInsurance.viewCard') }).getAttribute('href');
  const cardFile = await page.request.get(href!);
  expect(cardFile.status()).toBe(200);
  expect(cardFile.headers()['cache-control']).toBe('private, no-store');
  await page.screenshot({ path: 'test-results/patient-insurance-profile-en-1366.png' });

  await page.goto(DUBAI);
  await expect(cards(page).first()).toBeVisible();
  await page.getByRole('checkbox', { name: t('listing.myInsurance') }).check();
  await expect.poll(() => new URL(page.url()).searchParams.get('insurance')).toBe(network.slug);
  await expect(cards(page)).toHaveCount(expected.total);
  await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(expected.names);
  await expect(cards(page).getByTestId('insurance-line')).toHaveText(Array(expected.total).fill(t('insurance.inNetwork', { networks: network.name })));
  await page.screenshot({ path: 'test-results/patient-insurance-listing-en-1366.png' });

  // The doctor page says so too, for this patient.
  await cards(page).first().getByRole('heading', { level: 2 }).click();
  await expect(page.getByTestId('insurance-line')).toHaveText(t('insurance.inNetwork', { networks: network.name }));
});

test('@mobile-only in Arabic on a phone: "Accepts my insurance" is a quick chip and in the filter sheet', async ({ page, request }) => {
  const email = freshEmail('insured-ar');
  const { insurer, network, expected } = await narrowingNetwork(request, 'ar');
  const token = await apiToken(request, email);
  const saved = await request.put('/api/patient-insurance', {
    headers: { authorization: `Bearer ${token}` },
    data: { insurer_id: insurer.id, network_id: network.id, member_number: 'DM 22/7' },
  });
  expect(saved.ok()).toBe(true);
  await signIn(page, { email });
  await page.goto('/ar/edit-profile');
  const section = page.getByRole('region', { name: t('myInsurance.title', undefined, 'ar') });
  await expect(section.getByText(t('myInsurance.summary', { insurer: insurer.name, network: network.name }, 'ar'))).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await section.screenshot({ path: 'test-results/patient-insurance-profile-ar-390.png' });

  await page.goto(`/ar${DUBAI}`);
  const chip = page.getByRole('button', { name: t('listing.myInsurance', undefined, 'ar') });
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => new URL(page.url()).searchParams.get('insurance')).toBe(network.slug);
  await expect(cards(page)).toHaveCount(expected.total);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/patient-insurance-listing-ar-390.png' });
  // The filter sheet holds the same choice, already on; off there clears it.
  await page.getByRole('button', { name: t('listing.filtersWithCount', { count: 1 }, 'ar'), exact: true }).click();
  const sheet = page.getByRole('dialog');
  const box = sheet.getByRole('checkbox', { name: t('listing.myInsurance', undefined, 'ar') });
  await expect(box).toBeChecked();
  await box.uncheck();
  await expect.poll(() => new URL(page.url()).searchParams.get('insurance')).toBeNull();
});

test('a doctor ticks a network for their clinic in the portal; the listing filtered by it then finds them', async ({ page, request }) => {
  const demo = await demoDoctor(request);
  const token = await apiToken(request, 'doctor@demo.test', { role: 'doctor' });
  const mine = (await (await request.get('/api/doctor/insurance', { headers: { authorization: `Bearer ${token}` } })).json()) as {
    data: { clinics: { clinic_name: string; network_ids: number[] }[] };
  };
  const clinic = mine.data.clinics[0]!;
  const accepted = new Set(mine.data.clinics.flatMap((c) => c.network_ids));
  const catalog = ((await (await request.get('/api/insurers')).json()) as { data: (Catalog & { country: string })[] }).data;
  const network = catalog.filter((i) => i.country === 'ae').flatMap((i) => i.networks).reverse().find((n) => !accepted.has(n.id))!;
  const [speciality] = demo.path.split('/').filter(Boolean);
  const filtered = `/${speciality}/dubai?insurance=${network.slug}`;
  const before = await request.post('/api/doctors', { data: { location: 'dubai', insurance: [network.slug], per_page: 50 } });
  expect(((await before.json()) as { data: { id: number }[] }).data.map((d) => d.id)).not.toContain(demo.id);

  await signIn(page, { email: 'doctor@demo.test', role: 'doctor' });
  await page.goto('/doctor/edit-profile');
  await page.getByRole('button', { name: t('doctorInsurance.title') }).click();
  const group = page.getByRole('group', { name: t('doctorInsurance.clinicNetworks', { clinic: clinic.clinic_name }) });
  // React Aria's checkbox: its visible label takes the click (the input itself is visually hidden).
  await group.getByText(network.name, { exact: true }).click();
  await expect(group.getByRole('checkbox', { name: network.name, exact: true })).toBeChecked();
  await page.getByRole('button', { name: t('portalProfile.save') }).click();
  await expect(page.getByText(t('doctorInsurance.saved'))).toBeVisible();

  await page.goto(filtered);
  await expect(page.getByRole('link', { name: /Amira Haddad/ }).first()).toBeVisible();
});
