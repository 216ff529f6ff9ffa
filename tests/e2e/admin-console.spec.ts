import { expect, request as playwrightRequest, test, type APIRequestContext, type Browser, type BrowserContext, type Page, animationsFinished, workerBaseURL } from '../helpers/e2e-test.ts';
// The console's catalog over the app's: both kinds of key read the same.
import { enAdmin } from '../../src/shared/i18n/en-admin.ts';
import { addMessages, t } from '../../src/shared/i18n/format.ts';
import { apiToken, fillLoginForm, signIn } from '../helpers/e2e-auth.ts';
import { expectNoSeriousViolations } from '../helpers/e2e-axe.ts';
import { chooseFile, chooseSpecialization, freshDoctorEmail, pdfFile, pngFile, REGISTERED_CITY } from '../helpers/e2e-doctor-registration.ts';

// The console's English (its own namespace, which the console's route loads in the browser).
addMessages(enAdmin);

/**
 * The verification console (issue 20), end to end: a wizard registration the
 * team approves after viewing both proofs, a claim rejected with a reason the
 * claimant is told, a hidden review leaving its doctor's rating; axe on every
 * console page, and screenshots at 1366×768 and 820×1180 (test-results/admin-*.png).
 * verifier@demo.test is the console's own admin: its codes are not shared with other specs.
 */

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
const ADMIN = 'verifier@demo.test';
let adminState: StorageState | undefined;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL: workerBaseURL(), serviceWorkers: 'block' });
  const page = await context.newPage();
  // An admin signs in by code on Login like everyone else, and lands in the console.
  await signIn(page, { email: ADMIN, expectUrl: /\/admin\/registrations/ });
  adminState = await context.storageState();
  await context.close();
});

async function adminPage(browser: Browser, baseURL: string | undefined, viewport = { width: 1366, height: 768 }): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport, storageState: adminState, serviceWorkers: 'block' });
  return context.newPage();
}

/** The wizard's happy path (the error paths are doctor-registration.spec's). */
async function registerThroughWizard(page: Page, email: string, last: string) {
  const continueButton = page.getByRole('button', { name: t('registration.continue') });
  await page.goto('/doctor-registration');
  await fillLoginForm(page, email);
  await page.getByLabel(t('doctorFields.firstName')).fill('Salma');
  await page.getByLabel(t('doctorFields.lastName')).fill(last);
  await page.getByRole('button', { name: t('ui.gender') }).click();
  await page.getByRole('option', { name: t('ui.gender.female') }).click();
  await page.getByLabel(t('doctorFields.dob')).fill('1984-03-11');
  await continueButton.click();
  await page.getByLabel(t('doctorFields.houseNo')).fill('Building 9');
  await page.getByLabel(t('doctorFields.street')).fill('Sheikh Khalifa Street');
  await page.getByLabel(t('doctorFields.city')).fill(REGISTERED_CITY.slice(0, 3));
  await page.getByRole('option', { name: new RegExp(`^${REGISTERED_CITY}`) }).first().click();
  await page.getByLabel(t('doctorFields.pinCode')).fill('00000');
  await continueButton.click();
  await page.getByRole('button', { name: t('registration.cityPin.confirm', { city: REGISTERED_CITY }) }).click();
  await chooseSpecialization(page);
  await page.getByLabel(t('doctorFields.experience')).fill('8');
  await page.getByLabel(t('doctorFields.registrationNo')).fill('DHA-20-4411');
  await page.getByLabel(t('doctorFields.licenseNumber')).fill('LIC-20-4411');
  await page.getByLabel(t('doctorFields.idNumber')).fill('784-1984-2020202-2');
  await chooseFile(page, page.getByRole('button', { name: `${t('doctorFields.licenseProof')}: ${t('doctorFields.chooseFile')}` }), pdfFile('licence.pdf'));
  await chooseFile(page, page.getByRole('button', { name: `${t('doctorFields.idProof')}: ${t('doctorFields.chooseFile')}` }), pngFile('photo-id.png', 64));
  await page.getByRole('button', { name: t('registration.submit'), exact: true }).click();
  await expect(page.getByText(t('doctorRegister.submitted'))).toBeVisible();
}

test('a doctor registers through the wizard; the admin views both proofs and approves; the doctor signs in', async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  const email = freshDoctorEmail('console');
  await registerThroughWizard(page, email, 'Consoleva');

  // The team is told about the new registration.
  const team = await page.request.get('/api/dev/outbox', { params: { to: ADMIN } });
  expect((await team.json()).data.map((m: { subject: string }) => m.subject)).toContain(t('admin.mail.registrationSubject', { doctor: 'Dr. Salma Consoleva' }));

  const admin = await adminPage(browser, baseURL);
  await admin.goto('/admin/registrations');
  await admin.getByLabel(t('admin.search'), { exact: true }).fill(email);
  await admin.getByRole('link', { name: /Salma Consoleva/ }).click();
  const detail = admin.getByRole('article', { name: 'Salma Consoleva' });
  await expect(detail.getByRole('heading', { name: 'Salma Consoleva' })).toBeVisible();
  await expect(detail.getByText('DHA-20-4411')).toBeVisible();
  await expect(detail.getByText(/\d+\.\d{5}, \d+\.\d{5}/)).toBeVisible();

  // Both proofs show in place, through the admin's session only.
  const photo = detail.getByRole('img', { name: t('admin.proof.imageAlt', { proof: t('admin.proof.identity'), name: 'Salma Consoleva' }) });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const pdf = detail.locator(`iframe[title="${t('admin.proof.pdfTitle', { proof: t('admin.proof.license') })}"]`);
  await expect(pdf).toBeVisible();
  const pdfUrl = (await pdf.getAttribute('src'))!;
  const viewed = await admin.request.get(pdfUrl);
  expect(viewed.status()).toBe(200);
  expect(viewed.headers()['content-type']).toContain('application/pdf');
  const anonymous: APIRequestContext = await playwrightRequest.newContext({ baseURL });
  expect((await anonymous.get(pdfUrl)).status()).toBe(401);
  expect((await anonymous.get((await photo.getAttribute('src'))!)).status()).toBe(401);
  await anonymous.dispose();

  // Approve: the consequence first, then the decision, recorded with who decided.
  const submitted = detail.getByText(new RegExp(`^${t('admin.submitted', { when: 'XX' }).replace('XX', '')}`));
  const submittedBefore = await submitted.textContent();
  await detail.getByRole('button', { name: t('admin.approve') }).click();
  const dialog = admin.getByRole('alertdialog', { name: t('admin.confirmApproveDoctor.title') });
  await expect(dialog.getByText(t('admin.confirmApproveDoctor.body', { name: 'Salma Consoleva' }))).toBeVisible();
  await dialog.getByRole('button', { name: t('admin.approve') }).click();
  await expect(dialog).toBeHidden();
  await expect(detail.getByText(t('admin.status.verified'), { exact: true })).toBeVisible();
  await expect(detail.getByText(new RegExp(`${t('admin.action.verify')} by ${ADMIN}`))).toBeVisible();
  // The toast names the doctor, and the approval leaves the Submitted time as it was (issue 42, item 8).
  await expect(admin.locator('[data-sonner-toast]').filter({ hasText: t('doctorAdmin.verifiedDone', { name: 'Dr. Salma Consoleva' }) })).toBeVisible();
  await expect(submitted).toHaveText(submittedBefore!);
  await admin.context().close();

  // The doctor, still signed in since submitting (issue 42), finds the status verified and opens the portal.
  await page.goto('/doctor-login');
  await expect(page).toHaveURL(/\/doctor-registration$/);
  await expect(page.getByTestId('registration-status')).toHaveAttribute('data-stage', 'verified');
  await page.getByRole('button', { name: t('registrationStatus.openPortal') }).click();
  await expect(page).toHaveURL(/\/doctor\/edit-profile/);
});

/** A fresh patient signed in through the API, for a claim sent as the claim form sends it. */
async function claimant(baseURL: string, email: string) {
  const api = await playwrightRequest.newContext({ baseURL });
  return { api, token: await apiToken(api, email) };
}

test('a claim rejected with a reason: the claimant is told the reason', async ({ browser, baseURL }) => {
  const email = freshDoctorEmail('claimant');
  const { api, token } = await claimant(baseURL!, email);
  // Unverified profiles rank last in the listing.
  const firstPage = await (await api.post('/api/doctors', { data: { page: 1, per_page: 50 } })).json();
  let unverified: { id: number } | undefined;
  for (let page = firstPage.last_page; page >= 1 && !unverified; page--) {
    const listing = await (await api.post('/api/doctors', { data: { page, per_page: 50 } })).json();
    unverified = listing.data.find((card: { verification_badge: string }) => card.verification_badge === 'no');
  }
  expect(unverified, 'an unverified demo profile to claim').toBeTruthy();
  const claimed = await api.post('/api/add-claim', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      first_name: 'Omar',
      last_name: 'Claimson',
      doctor_id: String(unverified!.id),
      license_proof_number: 'MOH-7788',
      id_proof_number: 'P-99881',
      claim_type: 'claim',
      license_proof: { name: 'licence.pdf', mimeType: 'application/pdf', buffer: pdfFile().buffer },
      identity_proof: pngFile('passport.png', 32),
    },
  });
  expect(claimed.ok(), await claimed.text()).toBe(true);
  await api.dispose();

  const admin = await adminPage(browser, baseURL);
  await admin.goto(`/admin/claims?search=${encodeURIComponent(email)}`);
  await admin.getByRole('link', { name: /Omar Claimson/ }).click();
  const detail = admin.getByRole('article').first();
  // Side by side: the request and the profile being claimed.
  await expect(detail.getByRole('heading', { name: t('admin.section.claimedProfile') })).toBeVisible();
  await expect(detail.getByText('MOH-7788').first()).toBeVisible();
  await detail.getByRole('button', { name: t('admin.reject') }).click();
  const dialog = admin.getByRole('alertdialog', { name: t('admin.confirmRejectClaim.title') });
  await dialog.getByRole('button', { name: t('admin.reject') }).click();
  await expect(dialog.getByText('A reason is required.')).toBeVisible();
  const reason = 'The licence number does not match the register.';
  await dialog.getByLabel(t('admin.reason')).fill(reason);
  await dialog.getByRole('button', { name: t('admin.reject') }).click();
  await expect(dialog).toBeHidden();
  await expect(detail.getByText(t('admin.status.rejected')).first()).toBeVisible();
  await admin.context().close();

  const mail = await (await (await playwrightRequest.newContext({ baseURL })).get('/api/dev/outbox', { params: { to: email } })).json();
  expect(mail.data[0].body).toContain(reason);
});

test('a hidden review leaves its doctor\'s rating; unhidden, it counts again', async ({ browser, baseURL, request }) => {
  // A doctor deep in the listing with a few reviews (other specs look at the first pages).
  const first = await (await request.post('/api/doctors', { data: { page: 1, per_page: 50 } })).json();
  let doctor: { id: number } | undefined;
  for (let page = first.last_page; page >= 1 && !doctor; page--) {
    const listing = await (await request.post('/api/doctors', { data: { page, per_page: 50 } })).json();
    doctor = [...listing.data].reverse().find((card: { reviews_count: number }) => card.reviews_count >= 3);
  }
  expect(doctor, 'a doctor with reviews').toBeTruthy();
  const detailOf = async () => (await (await request.get('/api/doctor-detail', { params: { doctor_id: doctor!.id } })).json()).data;
  const before = await detailOf();
  const target = before.reviews[0];

  const admin = await adminPage(browser, baseURL);
  await admin.goto(`/admin/reviews?search=${encodeURIComponent(target.review.slice(0, 60))}`);
  const card = admin.getByRole('listitem').filter({ hasText: `#${target.id}` });
  await card.getByRole('button', { name: t('admin.hide') }).click();
  const dialog = admin.getByRole('alertdialog', { name: t('admin.confirmHide.title') });
  await dialog.getByLabel(t('admin.reason')).fill('Names another patient.');
  await dialog.getByRole('button', { name: t('admin.hide') }).click();
  await expect(dialog).toBeHidden();

  const after = await detailOf();
  expect(after.reviews.map((r: { id: number }) => r.id)).not.toContain(target.id);
  expect(after.reviews_count).toBe(before.reviews_count - 1);
  expect(after.ratings_count[target.stars - 1]).toBe(before.ratings_count[target.stars - 1] - 1);

  // Unhidden from the Hidden tab: the figures are as they were.
  await admin.goto(`/admin/reviews?status=hidden&search=${encodeURIComponent(target.review.slice(0, 60))}`);
  const hiddenCard = admin.getByRole('listitem').filter({ hasText: `#${target.id}` });
  await expect(hiddenCard.getByText(t('admin.review.hiddenBecause', { reason: 'Names another patient.' }))).toBeVisible();
  await hiddenCard.getByRole('button', { name: t('admin.unhide') }).click();
  await admin.getByRole('alertdialog', { name: t('admin.confirmUnhide.title') }).getByRole('button', { name: t('admin.unhide') }).click();
  await expect(hiddenCard).toBeHidden();
  const restored = await detailOf();
  expect(restored.reviews_count).toBe(before.reviews_count);
  expect(restored.avg_rating).toBe(before.avg_rating);
  await admin.context().close();
});

test('the team adds an insurer and one of its networks to the insurance catalog; a name in the wrong script is refused', async ({ browser, baseURL }) => {
  const page = await adminPage(browser, baseURL);
  const tag = String(Date.now() % 100_000);
  const insurer = `Orient Health ${tag}`;
  await page.goto('/admin/insurance');
  await expect(page.getByRole('heading', { name: t('admin.insurance.title') })).toBeVisible();
  await expect(page.locator('summary').filter({ hasText: /^Daman \(3\)$/ })).toBeVisible();
  const addInsurer = page.getByRole('form', { name: t('admin.insurance.addInsurer') });
  await addInsurer.getByLabel(t('admin.insurance.nameEn')).fill(insurer);
  await addInsurer.getByLabel(t('admin.insurance.nameAr')).fill('Orient');
  await addInsurer.getByLabel(t('admin.insurance.nameHi')).fill(`ओरिएंट हेल्थ ${tag}`);
  await addInsurer.getByRole('button', { name: t('admin.insurance.country') }).click();
  await page.getByRole('option', { name: t('admin.insurance.country.ae') }).click();
  await addInsurer.getByRole('button', { name: t('admin.insurance.addInsurer') }).click();
  await expect(addInsurer.getByText(t('admin.insurance.script.ar'))).toBeVisible();
  await addInsurer.getByLabel(t('admin.insurance.nameAr')).fill(`أورينت هيلث ${tag}`);
  await addInsurer.getByRole('button', { name: t('admin.insurance.addInsurer') }).click();
  await expect(page.getByText(t('admin.insurance.insurerAdded', { name: insurer }))).toBeVisible();
  await expect(addInsurer.getByLabel(t('admin.insurance.nameEn'))).toHaveValue('');

  await page.locator('summary').filter({ hasText: insurer }).click();
  const addNetwork = page.getByRole('form', { name: t('admin.insurance.addNetwork', { insurer }) });
  await addNetwork.getByLabel(t('admin.insurance.nameEn')).fill('Orient Gold');
  await addNetwork.getByLabel(t('admin.insurance.nameAr')).fill('أورينت الذهبية');
  await addNetwork.getByLabel(t('admin.insurance.nameHi')).fill('ओरिएंट गोल्ड');
  await addNetwork.getByRole('button', { name: t('admin.insurance.addNetwork', { insurer }) }).click();
  await expect(page.getByRole('listitem').filter({ hasText: /^Orient Gold$/ })).toBeVisible();
  await page.context().close();
});

test('every console page passes axe and is looked at on a laptop and a tablet', async ({ browser, baseURL }) => {
  test.setTimeout(360_000);
  const sizes = [
    { name: 'laptop', width: 1366, height: 768 },
    { name: 'tablet', width: 820, height: 1180 },
  ];
  for (const size of sizes) {
    const page = await adminPage(browser, baseURL, { width: size.width, height: size.height });
    const settle = async () => {
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await expect(page.getByRole('status').filter({ hasText: t('ui.loading') })).toHaveCount(0);
    };
    // A null path: the state is opened on the page of the shot before, as loaded and scanned (no reload).
    const shots: [string, string | null, ((p: Page) => Promise<void>)?][] = [
      ['registrations', '/admin/registrations'],
      ['registration-detail', '/admin/registrations?status=verified&search=Consoleva', async (p) => {
        await p.getByRole('link').filter({ hasText: /Consoleva/ }).first().click();
        await expect(p.getByRole('heading', { name: /Consoleva/ })).toBeVisible();
      }],
      ['claims', '/admin/claims?status=rejected'],
      ['claim-detail', '/admin/claims?status=rejected&search=Claimson', async (p) => {
        await p.getByRole('link').filter({ hasText: /Omar Claimson/ }).first().click();
        await expect(p.getByRole('heading', { name: t('admin.section.claimedProfile') })).toBeVisible();
      }],
      ['pending-claims', '/admin/claims'],
      ['reviews', '/admin/reviews'],
      ['hide-dialog', null, async (p) => {
        await p.getByRole('button', { name: t('admin.hide') }).first().click();
        await expect(p.getByRole('alertdialog')).toBeVisible();
      }],
      ['audit', '/admin/audit'],
      ['insurance', '/admin/insurance'],
    ];
    for (const [name, path, open] of shots) {
      if (path !== null) {
        await page.goto(path);
        await settle();
      }
      if (open) await open(page);
      await animationsFinished(page);
      await expectNoSeriousViolations(page);
      await page.screenshot({ path: `test-results/admin-${size.name}-${name}.png`, fullPage: true });
    }
    await page.context().close();
  }
});

test('the console is for admins only: visitors sign in first, patients go home', async ({ page }) => {
  await page.goto('/admin/claims');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fclaims/);
});
