import { expect, test } from '../helpers/e2e-test.ts';
import { unverifiedDoctor } from '../helpers/e2e-demo-doctor.ts';
import { ENQUIRY_MAX_CHARS } from '../../src/shared/constants.ts';
import { t } from '../helpers/messages.ts';
import { signInInDialog } from '../helpers/e2e-auth.ts';

/** Enquire Now on an unverified doctor's page (000 §5, 001 §2, §5): the 'Select Preferred Time Slot' drawer. */

test.describe('enquiry', () => {
  // Sign-ins by code and a second browser make these longer than a page check.
  test.describe.configure({ timeout: 90_000 });

  test('a guest signs in inside the drawer and sends an enquiry for tomorrow', { tag: '@mobile' }, async ({ page }) => {
    const doctor = await unverifiedDoctor(page.request);
    await page.goto(doctor.path);
    // Unverified: no booking panel, Enquire Now instead.
    await expect(page.getByRole('tab', { name: t('booking.tab.consultOnline') })).toHaveCount(0);
    await page.getByRole('button', { name: t('enquiry.enquireNow') }).click();

    const drawer = page.getByRole('dialog', { name: t('enquiry.title') });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText(t('enquiry.loginRequired'))).toBeVisible();

    const dates = drawer.getByRole('radiogroup', { name: t('enquiry.dateLabel') });
    await expect(dates.locator('label')).toHaveCount(7);
    const tomorrow = dates.locator('label').nth(1);
    const tomorrowDate = await tomorrow.locator('input').getAttribute('value');
    await tomorrow.click();
    const slots = drawer.getByRole('radiogroup', { name: t('enquiry.timeLabel') });
    // A later day offers the whole 08:00–20:30 half-hour grid.
    await expect(slots.locator('label')).toHaveCount(26);

    // Sending as a guest asks for the login again and opens it.
    await drawer.getByRole('button', { name: t('enquiry.submit') }).click();
    await signInInDialog(page, t('booking.loginTitle'), `e2e-enquiry-${Date.now()}@example.test`);
    await expect(drawer.getByText(t('enquiry.loginRequired'))).toHaveCount(0);

    // The selection survived the login; the time is still missing.
    await expect(dates.getByRole('radio', { checked: true })).toHaveAttribute('value', tomorrowDate!);
    await drawer.getByRole('button', { name: t('enquiry.submit') }).click();
    await expect(drawer.getByText(t('enquiry.error.dateTimeRequired'))).toBeVisible();

    await slots.locator('label', { hasText: /^10:30 AM$/ }).click();
    const message = 'Do you see children on weekends?';
    await drawer.getByLabel(t('enquiry.messageLabel')).fill(message);
    await expect(drawer.getByText(t('enquiry.counter', { count: message.length, max: ENQUIRY_MAX_CHARS }))).toBeVisible();
    await drawer.getByRole('button', { name: t('enquiry.submit') }).click();

    await expect(page.getByText(t('enquiry.sent'))).toBeVisible();
    await expect(drawer).toBeHidden();

    const response = await page.request.post('/api/my-appointments', { data: { type: 'Enquiries' } });
    expect(response.ok()).toBe(true);
    const enquiries = ((await response.json()) as { data: { doctor: { id: number }; preferred_date: string; preferred_time: string; description: string }[] }).data;
    expect(enquiries).toEqual([
      expect.objectContaining({ doctor: expect.objectContaining({ id: doctor.id }), preferred_date: tomorrowDate, preferred_time: '10:30', description: message }),
    ]);
  });

  test('the message stops at 500 characters', async ({ page }) => {
    const doctor = await unverifiedDoctor(page.request);
    await page.goto(doctor.path);
    await page.getByRole('button', { name: t('enquiry.enquireNow') }).click();
    const drawer = page.getByRole('dialog', { name: t('enquiry.title') });
    const box = drawer.getByLabel(t('enquiry.messageLabel'));
    await box.fill('a'.repeat(ENQUIRY_MAX_CHARS + 20));
    await expect(box).toHaveValue('a'.repeat(ENQUIRY_MAX_CHARS));
    await expect(drawer.getByText(`${ENQUIRY_MAX_CHARS}/${ENQUIRY_MAX_CHARS}`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });
});
