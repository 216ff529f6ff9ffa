import { expect, test, type Page } from '../helpers/e2e-test.ts';
import { t } from '../helpers/messages.ts';
import { hi } from '../../src/shared/i18n/hi.ts';
import { signIn } from '../helpers/e2e-auth.ts';
import { freshDoctorEmail, registerVerifiedDoctor } from '../helpers/e2e-doctor-registration.ts';

// The portal's Edit Profile (001 §2, §7): three sections, one open at a time, each saved on its own,
// and the public doctor page showing what was saved.

const sectionButton = (page: Page, key: 'portalProfile.personal' | 'portalProfile.contact' | 'portalProfile.professional') =>
  page.getByRole('button', { name: t(key), exact: true });

/** The page itself: the portal frame's sidebar also shows the doctor's name and photo. */
const content = (page: Page) => page.locator('[data-portal-content]');

const save = (page: Page) => page.getByRole('button', { name: t('portalProfile.save'), exact: true });

// Desktop only for now: on the phone the Add+ pick of Professional Info did not land in 2 of the last
// 4 full runs (the field keeps the typed name; tap and keyboard alike). That is a bug of the control on
// touch devices, recorded on issue 36 to fix there; the phone variant comes back with the fix.
test('a verified doctor edits each section and the public page shows the change', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const email = freshDoctorEmail('profile');
  await registerVerifiedDoctor(baseURL!, email, { first: 'Salma', last: 'Portalova' });
  await signIn(page, { email, role: 'doctor' });

  // The page loader, then the breadcrumb and the three sections with Personal Info open.
  await expect(page.getByRole('navigation', { name: t('shell.breadcrumb') })).toBeVisible();
  await expect(sectionButton(page, 'portalProfile.personal')).toHaveAttribute('aria-expanded', 'true');
  await expect(sectionButton(page, 'portalProfile.contact')).toHaveAttribute('aria-expanded', 'false');
  await expect(content(page).getByRole('img', { name: t('portalProfile.photoAlt', { name: 'Salma Portalova' }) })).toBeVisible();

  // Personal Info: a new first name.
  const firstName = page.getByLabel(t('doctorFields.firstName'));
  await expect(firstName).toHaveValue('Salma');
  await firstName.fill('Samira');
  await save(page).click();
  await expect(page.getByText(t('doctorProfile.updated')).first()).toBeVisible();
  await expect(content(page).getByText(t('detail.doctorName', { name: 'Samira Portalova' }))).toBeVisible();

  // Contact Info: opening it closes Personal Info (one open at a time).
  await sectionButton(page, 'portalProfile.contact').click();
  await expect(sectionButton(page, 'portalProfile.contact')).toHaveAttribute('aria-expanded', 'true');
  await expect(sectionButton(page, 'portalProfile.personal')).toHaveAttribute('aria-expanded', 'false');
  await expect(firstName).toBeHidden();
  const postal = page.getByLabel(t('doctorFields.postalCode'));
  await postal.fill('12345678901234');
  await expect(postal).toHaveValue('1234567890');
  await page.getByLabel(t('doctorFields.addressTwo')).fill('Jumeirah Beach Road');
  await page.getByRole('button', { name: t('portalProfile.save'), exact: true }).click();
  await expect(page.getByText(t('doctorProfile.updated')).first()).toBeVisible();

  // Professional Info: a new symptom by Add+, a language, and the about text (at most 500 characters).
  await sectionButton(page, 'portalProfile.professional').click();
  await expect(sectionButton(page, 'portalProfile.contact')).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: t('doctorFields.viewLicenseProof') })).toHaveAttribute('href', '/api/doctor/documents/license_proof');
  const services = page.getByLabel(t('doctorFields.services'));
  // A new name each run: Add+ puts it in the shared catalog, where the next project's run would find it.
  const service = `Sports heart screening ${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
  await services.fill(service);
  await page.getByRole('option', { name: t('doctorFields.add', { text: service }) }).click();
  // The pick empties the field: only then is the list closed (an Escape before it would race the pick).
  await expect(page.getByRole('combobox', { name: t('doctorFields.services') })).toHaveValue('');
  await page.keyboard.press('Escape');
  // The new name is among the chosen services (a tag with its Remove button; hidden while the list is open).
  await expect(page.getByRole('button', { name: t('doctorFields.removeItem', { name: service }) })).toBeVisible();
  const languages = page.getByLabel(t('doctorFields.languages'));
  await languages.fill('Fren');
  await page.getByRole('option', { name: 'French' }).click();
  await expect(page.getByRole('combobox', { name: t('doctorFields.languages') })).toHaveValue('');
  await page.keyboard.press('Escape');
  const about = `Geriatrician who explains every step. ${Date.now()}`;
  const aboutBox = page.getByLabel(t('doctorFields.aboutMe'));
  await aboutBox.fill('x'.repeat(520));
  await expect(aboutBox).toHaveValue('x'.repeat(500));
  await aboutBox.fill(about);
  // The save's own answer (the previous section's toast may still be on screen).
  const saved = page.waitForResponse((response) => response.url().includes('/api/doctor/update-professionalinfo') && response.request().method() === 'POST');
  await save(page).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText(t('doctorProfile.updated')).first()).toBeVisible();

  // The proof is served privately to this doctor.
  const proof = await page.request.get('/api/doctor/documents/license_proof');
  expect(proof.status()).toBe(200);
  expect(proof.headers()['content-type']).toBe('application/pdf');

  // The public doctor page shows the new name, about text and symptom.
  await page.getByRole('link', { name: t('portalProfile.viewPublic') }).click();
  await expect(page.getByRole('heading', { name: t('detail.doctorName', { name: 'Samira Portalova' }), level: 1 })).toBeVisible();
  await expect(page.getByText(about)).toBeVisible();
  await expect(page.getByText(service).first()).toBeVisible();
});

test('the demo doctor saves Professional Info with the proofs on file, without uploading them again', { tag: '@mobile' }, async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, { email: 'doctor@demo.test', role: 'doctor' });
  await sectionButton(page, 'portalProfile.professional').click();
  // The seeded numbers fill the form and both proofs are on file.
  await expect(page.getByLabel(t('doctorFields.licenseNumber'))).toHaveValue(/^DEMO-LIC-/);
  await expect(page.getByLabel(t('doctorFields.idNumber'))).toHaveValue(/^DEMO-ID-/);
  await expect(page.getByRole('link', { name: t('doctorFields.viewLicenseProof') })).toBeVisible();
  await expect(page.getByRole('link', { name: t('doctorFields.viewIdProof') })).toBeVisible();
  expect((await page.request.get('/api/doctor/documents/id_proof')).status()).toBe(200);

  const aboutBox = page.getByLabel(t('doctorFields.aboutMe'));
  const original = await aboutBox.inputValue();
  const about = `General physician for the whole family. ${Date.now()}`;
  await aboutBox.fill(about);
  await save(page).click();
  await expect(page.getByText(t('doctorProfile.updated')).first()).toBeVisible();
  await expect(page.getByText(t('doctorRegister.licenseNumberRequired'))).toHaveCount(0);
  await expect(page.getByText(t('doctorRegister.idNumberRequired'))).toHaveCount(0);
  await page.getByLabel(t('doctorFields.licenseNumber')).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('professional-saved.png') });

  // Saved: a fresh load shows it; then the demo text goes back for the other specs.
  await page.reload();
  await sectionButton(page, 'portalProfile.professional').click();
  await expect(page.getByLabel(t('doctorFields.aboutMe'))).toHaveValue(about);
  await page.getByLabel(t('doctorFields.aboutMe')).fill(original);
  await save(page).click();
  await expect(page.getByText(t('doctorProfile.updated')).first()).toBeVisible();
});

test('in Hindi, a service name with markup is refused by the field and a toast, both in Devanagari the page can show', async ({ page }) => {
  await signIn(page, { email: 'doctor3@demo.test', role: 'doctor' });
  await page.goto('/hi/doctor/edit-profile');
  const section = page.getByRole('button', { name: hi['portalProfile.professional'], exact: true });
  await section.click();
  await expect(section).toHaveAttribute('aria-expanded', 'true');
  const services = page.getByRole('combobox', { name: hi['doctorFields.services'] });
  await services.fill('<b>x</b>');
  await page.getByRole('option').first().click();
  await expect(services).toHaveValue('');
  await page.keyboard.press('Escape');
  const saved = page.waitForResponse((response) => response.url().includes('/api/doctor/update-professionalinfo'));
  await page.getByRole('button', { name: hi['portalProfile.save'], exact: true }).click();
  expect((await saved).status()).toBe(400);
  const message = hi['doctorProfile.namePlain'];
  await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: message });
  await expect(toast).toBeVisible();
  // The toast uses the page's font stack (it ends in the served Devanagari font): sonner's own stack had
  // no Devanagari font, and on a device without one the toast was empty boxes.
  const fonts = await toast.evaluate((element) => [getComputedStyle(element).fontFamily, getComputedStyle(document.body).fontFamily]);
  expect(fonts[0]).toBe(fonts[1]);
  expect(fonts[0]).toContain('Noto Sans Devanagari Web');
});
