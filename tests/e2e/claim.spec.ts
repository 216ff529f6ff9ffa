import { expect, test, type APIRequestContext } from '../helpers/e2e-test.ts';
import { FILE_MAX_BYTES } from '../../src/shared/constants.ts';
import { t } from '../helpers/messages.ts';
import { apiToken, signIn, signInInDialog } from '../helpers/e2e-auth.ts';
import { minimalPdf, solidPng } from '../helpers/png.ts';
import { doctorPath } from '../../src/shared/urls.ts';

// Claim This Profile (001 §2, §5, §7): a guest fills the form, signs in through
// the 'Login Account' modal, sends two proofs; the verification team approves
// through the admin API; the claimant then signs in as that doctor.

test.describe.configure({ timeout: 120_000 });

interface Card {
  id: number;
  slug: string;
  verification_badge: 'yes' | 'no';
  city_slug: string | null;
  speciality: { slug: string } | null;
}

/**
 * An unverified seeded doctor from the middle of the listing, picked at random:
 * other suites (enquiry) take theirs from the end, and an approved claim
 * verifies this one, so a second run picks another.
 */
async function unverifiedDoctor(request: APIRequestContext): Promise<Card & { path: string }> {
  const listing = async (page: number) => {
    const response = await request.post('/api/doctors', { data: { page, per_page: 50 } });
    expect(response.ok()).toBe(true);
    return (await response.json()) as { data: Card[]; last_page: number };
  };
  const { last_page: last } = await listing(1);
  const middle = Math.max(1, Math.ceil(last / 2));
  let candidates: Card[] = [];
  for (let page = middle; page <= last && !candidates.length; page++) {
    candidates = (await listing(page)).data.filter((card) => card.verification_badge === 'no');
  }
  expect(candidates.length, 'an unverified doctor in the listing').toBeGreaterThan(0);
  const doctor = candidates[Math.floor(Math.random() * candidates.length)]!;
  const path = doctorPath(doctor);
  return { ...doctor, path };
}

/** The admin's session for API calls (the code flow has its own tests). */
async function adminRequest(request: APIRequestContext): Promise<Record<string, string>> {
  return { Authorization: `Bearer ${await apiToken(request, 'admin@demo.test')}` };
}

test('a guest claims an unverified profile, the admin approves, and the claimant signs in as that doctor', { tag: '@mobile' }, async ({ page, playwright, baseURL }) => {
  const doctor = await unverifiedDoctor(page.request);
  const email = `e2e-claim-${test.info().workerIndex}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;

  // The doctor page's link opens the form; a guest stays on it.
  await page.goto(doctor.path);
  await page.getByRole('link', { name: t('detail.claim') }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/claim-profile/${doctor.id}`);
  await expect(page.getByRole('heading', { level: 1, name: t('page.claim.title') })).toBeVisible();
  await expect(page.getByText(t('claim.form.fileHint')).first()).toBeVisible();

  // Every field is required.
  const submit = page.getByRole('button', { name: t('claim.form.submit'), exact: true });
  await submit.click();
  await expect(page.getByText(t('claim.fieldsRequired')).first()).toBeVisible();
  await expect(page.getByText(t('claim.licenseProofRequired'))).toBeVisible();
  await expect(page.getByText(t('claim.idProofRequired'))).toBeVisible();

  await page.getByLabel(t('claim.form.firstName')).fill('Samira');
  await page.getByLabel(t('claim.form.lastName')).fill('Haddad');
  await page.getByLabel(t('claim.form.licenseNumber')).fill('DHA-778812');
  await page.getByLabel(t('claim.form.idNumber')).fill('784-1990-1234567-1');

  // The file rules: size first checked here.
  const licence = page.getByLabel(t('claim.form.licenseProof'));
  await licence.setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(FILE_MAX_BYTES + 1, 0x20) });
  await expect(page.getByText(t('files.tooLarge'))).toBeVisible();
  await licence.setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: solidPng(32, 20, [200, 200, 210]) });
  await page.getByLabel(t('claim.form.idProof')).setInputFiles({ name: 'emirates-id.pdf', mimeType: 'application/pdf', buffer: minimalPdf() });
  await expect(page.getByText(t('files.tooLarge'))).toHaveCount(0);
  await expect(page.getByText('licence.png')).toBeVisible();

  // A guest gets the Login Account modal, signs in there, and the request goes on.
  await submit.click();
  await signInInDialog(page, t('claim.login.title'), email);
  const thanks = page.getByRole('dialog', { name: t('claim.thanks.title') });
  await expect(thanks).toBeVisible();
  await expect(thanks).toContainText(t('claim.thanks.text'));
  await expect(page.getByText(t('claim.submitted.claim'))).toBeVisible();
  await thanks.getByRole('button', { name: t('claim.thanks.done') }).click();
  await expect(thanks).toBeHidden();

  // The verification team sees it pending, with private proofs, and approves it.
  const admin = await playwright.request.newContext({ baseURL });
  try {
    const headers = await adminRequest(admin);
    const pending = await admin.get('/api/admin/claims', { headers });
    expect(pending.ok()).toBe(true);
    const claims = (await pending.json()).data as Array<{ id: number; doctor: { id: number }; claimant: { email: string }; license_proof_url: string }>;
    const claim = claims.find((entry) => entry.doctor.id === doctor.id && entry.claimant.email === email);
    expect(claim, 'the claim is pending').toBeTruthy();
    expect(claim!.license_proof_url).not.toContain('/media/');
    // Only an admin reads a proof: not even the claimant.
    expect((await page.request.get(claim!.license_proof_url)).status()).toBe(403);
    expect((await admin.get(claim!.license_proof_url, { headers })).ok()).toBe(true);
    const approved = await admin.post(`/api/admin/claims/${claim!.id}/approve`, { headers });
    expect(approved.ok(), await approved.text()).toBe(true);
  } finally {
    await admin.dispose();
  }

  // The claimant's verified email now signs in at the doctor login and reaches the portal.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, { email, role: 'doctor' });
  await expect(page).toHaveURL(/\/doctor\/edit-profile/);

  // The claim's numbers and proofs are the profile's now: Professional Info saves without uploading them again.
  await page.getByRole('button', { name: t('portalProfile.professional'), exact: true }).click();
  await expect(page.getByLabel(t('doctorFields.licenseNumber'))).toHaveValue('DHA-778812');
  await expect(page.getByLabel(t('doctorFields.idNumber'))).toHaveValue('784-1990-1234567-1');
  await expect(page.getByRole('link', { name: t('doctorFields.viewLicenseProof') })).toBeVisible();
  const proof = await page.request.get('/api/doctor/documents/license_proof');
  expect(proof.status()).toBe(200);
  expect(proof.headers()['content-type']).toBe('image/png');
  await page.getByLabel(t('doctorFields.aboutMe')).fill('Family physician, now managing this profile myself.');
  await page.getByRole('button', { name: t('portalProfile.save'), exact: true }).click();
  await expect(page.getByText(t('doctorProfile.updated')).first()).toBeVisible();
  await expect(page.getByText(t('doctorRegister.licenseNumberRequired'))).toHaveCount(0);
});

test('a visitor opens Reclaim without being sent to login; a proof of another type is refused', async ({ page }) => {
  await page.goto('/reclaim-profile/1');
  await expect(page).toHaveURL((url) => url.pathname === '/reclaim-profile/1');
  await expect(page.getByRole('heading', { level: 1, name: t('page.reclaim.title') })).toBeVisible();
  await page.getByLabel(t('claim.form.idProof')).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await expect(page.getByText(t('files.proofType'))).toBeVisible();
});
