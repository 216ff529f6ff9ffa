import { expect, test, type Locator } from '../helpers/e2e-test.ts';
import { t } from '../helpers/messages.ts';
import { signIn } from '../helpers/e2e-auth.ts';
import { freshEmail } from '../helpers/e2e-email.ts';

/**
 * The Book Appointment modal (000 §2 booking modals): opened from a verified doctor's
 * listing card, with the tabs VIRTUAL and DOCTOR VISIT and, as the doctor is bookable, the
 * "for booking" messages (not 000 §5's "for enquiry": issue 42); closing it clears the selection; a booking made in it goes through.
 */

const openChoices = (group: Locator) => group.locator('label:not([data-disabled])');

test.describe('booking modal', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a patient books a virtual consultation from a listing card', { tag: '@mobile' }, async ({ page }) => {
    await signIn(page, { email: freshEmail('card') });
    await page.goto('/general-physician/dubai');
    const book = page.getByRole('button', { name: t('listing.card.bookWith', { name: 'Amira Haddad' }) });
    await book.click();

    const modal = page.getByRole('dialog', { name: t('booking.bookAppointment') });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('tab', { name: t('booking.tab.virtual') })).toHaveAttribute('aria-selected', 'true');
    await expect(modal.getByRole('tab', { name: t('booking.tab.doctorVisit') })).toBeVisible();
    await expect(modal.getByText(t('booking.select.dateBooking'))).toBeVisible();
    const submit = modal.getByRole('button', { name: t('booking.bookAppointment') });
    await expect(submit).toBeDisabled();

    const dates = modal.getByRole('radiogroup', { name: t('booking.dateLabel') });
    await openChoices(dates).first().click();
    await expect(modal.getByText(t('booking.select.timeBooking'))).toBeVisible();

    // Closing resets the selection: reopened, no date is chosen.
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await book.click();
    await expect(modal.getByRole('radiogroup', { name: t('booking.dateLabel') }).getByRole('radio', { checked: true })).toHaveCount(0);

    await openChoices(dates).first().click();
    const slot = openChoices(modal.getByRole('radiogroup', { name: t('booking.timeLabel') })).first();
    const slotLabel = (await slot.textContent())!.trim();
    await slot.click();
    await expect(submit).toBeEnabled();
    await submit.click();

    const details = page.getByRole('dialog', { name: t('booking.detailsTitle') });
    await details.getByLabel(t('booking.field.name'), { exact: true }).fill('Card Patient');
    await details.getByLabel(t('booking.field.phone')).fill('501234567');
    await details.getByLabel(t('booking.field.description')).fill('Booked from the listing card');
    await details.getByRole('button', { name: t('booking.continue') }).click();
    const confirm = page.getByRole('dialog', { name: t('booking.confirmTitle') });
    await expect(confirm).toContainText(slotLabel);
    await expect(confirm).toContainText('Amira Haddad');
    await confirm.getByRole('button', { name: t('booking.confirm') }).click();
    await expect(page.getByRole('dialog', { name: t('booking.thanksTitle') })).toBeVisible();
    await expect(page).toHaveURL(/\/my-appointments/, { timeout: 8_000 });

    const response = await page.request.post('/api/my-appointments', { data: { type: 'Upcoming', per_page: 50 } });
    const upcoming = ((await response.json()) as { data: { description: string; appointment_type: string }[] }).data;
    expect(upcoming.filter((b) => b.description === 'Booked from the listing card')).toEqual([
      expect.objectContaining({ appointment_type: 'online' }),
    ]);
  });
});
