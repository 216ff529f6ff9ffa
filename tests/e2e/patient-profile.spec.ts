import { expect, test, type Page } from '../helpers/e2e-test.ts';
import { OTP_LENGTH } from '../../src/shared/constants.ts';
import { t } from '../helpers/messages.ts';
import { outboxMark, readOtp, signIn, type OutboxMessage } from '../helpers/e2e-auth.ts';
import { solidPng } from '../helpers/png.ts';
import { freshEmail } from '../helpers/e2e-email.ts';

// Edit Profile and Support for a signed-in patient (001 §2, §4, §5, §7).

test.describe.configure({ timeout: 90_000 });


async function openProfile(page: Page, tag: string): Promise<string> {
  const email = freshEmail(tag);
  await signIn(page, { email });
  await page.goto('/edit-profile');
  await expect(page.getByRole('heading', { level: 1, name: t('page.editProfile.title') })).toBeVisible();
  await expect(page.getByRole('textbox', { name: t('profile.form.firstName'), exact: true })).toBeVisible();
  return email;
}

async function choose(page: Page, label: string, option: string) {
  // A react-aria Select's button is named by its value and its label.
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a patient edits the profile with a new photo and sees it on the page and in the top bar', { tag: '@mobile' }, async ({ page }) => {
  await openProfile(page, 'profile');
  await page.getByRole('textbox', { name: t('profile.form.firstName'), exact: true }).fill('Leena');
  await page.getByRole('textbox', { name: t('profile.form.lastName'), exact: true }).fill('Farouk');
  await page.getByLabel(t('profile.form.dob')).fill('1991-03-14');
  await choose(page, t('ui.gender'), t('ui.gender.female'));
  await choose(page, t('profile.form.bloodGroup'), 'AB+');
  await choose(page, t('profile.form.maritalStatus'), t('profile.form.marital.married'));
  await page.getByRole('textbox', { name: t('profile.form.weight'), exact: true }).fill('61.5');
  await page.getByRole('textbox', { name: t('profile.form.addressOne'), exact: true }).fill('Villa 12, Al Wasl Road');
  await page.getByRole('textbox', { name: t('profile.form.city'), exact: true }).fill('Dubai');
  await page.getByRole('textbox', { name: t('profile.form.country'), exact: true }).fill('United Arab Emirates');
  await page.getByRole('textbox', { name: t('profile.form.postalCode'), exact: true }).fill('00000');

  await page.getByLabel(t('profile.form.uploadPhoto')).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng(24, 24, [13, 148, 136]) });
  const preview = page.getByRole('img', { name: t('profile.form.photoPreview') });
  await expect(preview).toHaveAttribute('src', /^blob:/);

  await page.getByRole('button', { name: t('profile.form.save') }).click();
  await expect(page.getByText(t('profile.updated'))).toBeVisible();

  // Stored under the public media path with a random name, and shown from there.
  await expect(preview).toHaveAttribute('src', /^\/media\/uploads\/avatars\/[0-9a-f]{32}\.png$/);
  const src = (await preview.getAttribute('src'))!;
  const served = await page.request.get(src);
  expect(served.ok()).toBe(true);
  expect(served.headers()['content-type']).toContain('image/png');

  // The top bar: the new name and the same photo.
  const greeting = t('auth.hello', { first: 'Leena', last: 'Farouk' });
  const account = page.getByRole('banner').getByRole('button', { name: greeting });
  await expect(account).toBeVisible();
  await expect(account.locator('img')).toHaveAttribute('src', src);

  // Saved for good: a reload shows the same values.
  await page.reload();
  await expect(page.getByRole('textbox', { name: t('profile.form.firstName'), exact: true })).toHaveValue('Leena');
  await expect(page.getByLabel(t('profile.form.dob'))).toHaveValue('1991-03-14');
  await expect(page.getByRole('button', { name: t('profile.form.bloodGroup') })).toContainText('AB+');
  await expect(page.getByRole('textbox', { name: t('profile.form.addressOne'), exact: true })).toHaveValue('Villa 12, Al Wasl Road');
  await expect(preview).toHaveAttribute('src', src);
});

test('a patient verifies a new email by a code from the outbox', async ({ page }) => {
  const email = await openProfile(page, 'verify');
  const emailField = page.getByLabel(t('profile.form.email'), { exact: true });
  await expect(emailField).toHaveValue(email);
  // Signed in with it: already verified, so no Verify link.
  await expect(page.getByText(t('profile.verify.verified'), { exact: true })).toBeVisible();
  const verifyEmail = page.getByRole('button', { name: t('profile.verify.emailTitle') });
  await expect(verifyEmail).toHaveCount(0);

  // A changed address is unverified again; its checks come first.
  await emailField.fill('not-an-email');
  await verifyEmail.click();
  await expect(page.getByText(t('profile.emailInvalid'))).toBeVisible();

  const next = freshEmail('new-address');
  await emailField.fill(next);
  const mark = await outboxMark(page.request, next);
  await verifyEmail.click();
  const dialog = page.getByRole('dialog', { name: t('profile.verify.emailTitle') });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(next);
  const code = await readOtp(page.request, next, mark);

  // A wrong code is refused in place.
  const wrong = code === '0000' ? '1111' : '0000';
  for (const [index, digit] of [...wrong].entries()) await dialog.getByLabel(t('auth.codeDigit', { index: index + 1, total: OTP_LENGTH })).fill(digit);
  await dialog.getByRole('button', { name: t('auth.submit') }).click();
  await expect(dialog.getByRole('alert')).toHaveText(t('auth.codeInvalid'));

  for (const [index, digit] of [...code].entries()) await dialog.getByLabel(t('auth.codeDigit', { index: index + 1, total: OTP_LENGTH })).fill(digit);
  await dialog.getByRole('button', { name: t('auth.submit') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(t('profile.emailVerified'))).toBeVisible();
  await expect(page.getByText(t('profile.verify.verified'), { exact: true })).toBeVisible();
  await expect(verifyEmail).toHaveCount(0);

  // The account now signs in with the new address.
  await page.reload();
  await expect(page.getByLabel(t('profile.form.email'), { exact: true })).toHaveValue(next);
  await expect(page.getByText(t('profile.verify.verified'), { exact: true })).toBeVisible();
});

test("a file that is not an image is refused with 'Only image files are allowed!'", async ({ page }) => {
  await openProfile(page, 'not-image');
  const upload = page.getByLabel(t('profile.form.uploadPhoto'));
  await upload.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText(t('files.imageOnly'))).toBeVisible();
  await expect(page.getByRole('img', { name: t('profile.form.photoPreview') })).toHaveCount(0);

  // Named and typed as an image but not one: the server's content check refuses it.
  await upload.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('#!/bin/sh\necho not an image\n') });
  await expect(page.getByText(t('files.imageOnly'))).toHaveCount(0);
  await page.getByRole('button', { name: t('profile.form.save') }).click();
  await expect(page.getByRole('alert').filter({ hasText: t('files.imageOnly') })).toBeVisible();
});

test('a support request is confirmed by a toast and acknowledged through the outbox', { tag: '@mobile' }, async ({ page }) => {
  const email = freshEmail('support');
  await signIn(page, { email });
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1, name: t('page.support.title') })).toBeVisible();
  const subject = page.getByLabel(t('support.form.subject'));
  await expect(subject).toBeVisible();
  await expect(page.getByText(t('support.form.hint'))).toBeVisible();

  await page.getByRole('button', { name: t('support.form.submit') }).click();
  await expect(page.getByText(t('support.subjectRequired'))).toBeVisible();

  const topic = `Refund for booking ${Date.now()}`;
  await subject.fill(topic);
  await page.getByLabel(t('support.form.description')).fill('I was charged twice for the same appointment. Please refund one payment.');
  await page.getByRole('button', { name: t('support.form.submit') }).click();
  await expect(page.getByText(t('support.sent'))).toBeVisible();
  await expect(subject).toHaveValue('');

  await expect
    .poll(async () => {
      const response = await page.request.get('/api/dev/outbox', { params: { to: email } });
      const messages = ((await response.json()) as { data: OutboxMessage[] }).data;
      return messages.map((message) => message.subject);
    })
    .toContain(t('support.mail.subject', { subject: topic }));
});

test('Sign out everywhere ends this session and the one on another device', { tag: '@mobile' }, async ({ page, playwright, baseURL }) => {
  const email = await openProfile(page, 'everywhere');
  // The same account on another device: a bearer token, as the app on a second phone holds one.
  const other = await playwright.request.newContext({ baseURL });
  try {
    const token = ((await (await other.post('/api/dev/sign-in', { data: { email, user_type: 'user' } })).json()) as { data: { token: string } }).data.token;
    const mine = () => other.get('/api/my-profile', { headers: { authorization: `Bearer ${token}` } });
    expect((await mine()).status()).toBe(200);

    const section = page.getByRole('region', { name: t('auth.everywhere.title') });
    await section.getByRole('button', { name: t('auth.everywhere.button') }).click();
    const confirm = page.getByRole('alertdialog', { name: t('auth.everywhere.button') });
    await expect(confirm).toContainText(t('auth.everywhere.confirm'));
    await confirm.getByRole('button', { name: t('auth.everywhere.button') }).click();
    await expect(page.getByText(t('auth.loggedOutEverywhere'))).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    // Signed out here (the account menu is gone, Login is back) and on the other device.
    await expect(page.getByRole('banner').getByRole('link', { name: t('auth.login') }).or(page.getByRole('banner').getByRole('button', { name: t('auth.login') })).first()).toBeVisible();
    expect((await mine()).status()).toBe(401);
    await page.goto('/edit-profile');
    await expect(page).toHaveURL(/\/login/);
  } finally {
    await other.dispose();
  }
});
