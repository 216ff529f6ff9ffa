import { expect, test, workerBaseURL, type Locator, type Page } from '../helpers/e2e-test.ts';
import { t } from '../helpers/messages.ts';
import { signIn } from '../helpers/e2e-auth.ts';
import { freshEmail } from '../helpers/e2e-email.ts';
import { DOCTOR, openDoctorListAt, uniqueName } from '../helpers/e2e-bookings.ts';
import { doctorPath } from '../../src/shared/urls.ts';

/**
 * Booking for a family member (issue 41), end to end: a parent adds a child in Edit Profile, books a
 * clinic visit for the child ("Who is this appointment for?"), sees it marked as the child's in My
 * Bookings and filters by person; the doctor sees the child's age and "Booked by" on the booking list.
 */

const openChoices = (group: Locator) => group.locator('label:not([data-disabled])');

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a parent books a clinic visit for a child; My Bookings filters by person; the doctor sees who booked', { tag: '@mobile' }, async ({ page, browser }, info) => {
  test.setTimeout(90_000);
  const email = freshEmail('family-booking');
  const lastName = uniqueName('Karim').split(' ')[1]!;
  const child = `Zaid ${lastName}`;
  await signIn(page, { email });

  await page.goto('/edit-profile');
  const section = page.getByRole('region', { name: t('family.title') });
  await section.getByRole('button', { name: t('family.add') }).click();
  const dialog = page.getByRole('dialog', { name: t('family.form.addTitle') });
  await dialog.getByRole('textbox', { name: t('profile.form.firstName') }).fill('Zaid');
  await dialog.getByRole('textbox', { name: t('profile.form.lastName') }).fill(lastName);
  await choose(page, dialog, t('family.relation'), t('family.relation.child'));
  await choose(page, dialog, t('ui.gender'), t('ui.gender.male'));
  await dialog.getByLabel(t('profile.form.dob')).fill('2019-04-02');
  await dialog.getByRole('button', { name: t('family.form.save') }).click();
  await expect(section.getByText(child)).toBeVisible();

  // The demo doctor's clinic, the second open day's first time.
  const search = await page.request.post('/api/global-search', { data: { search: 'Amira' } });
  const hit = ((await search.json()) as { data: { type: string; slug: string; id: number }[] }).data.find((r) => r.type === 'doctor' && r.slug === 'amira-haddad-1000')!;
  const detail = (await (await page.request.get('/api/doctor-detail', { params: { doctor_id: hit.id } })).json()) as { data: { id: number; slug: string; city_slug: string | null; speciality: { slug: string } | null } };
  await page.goto(doctorPath(detail.data));
  const panel = page.getByRole('region', { name: t('booking.bookAppointment') }).filter({ has: page.getByRole('tablist') }).last();
  await panel.getByRole('tab', { name: t('booking.tab.visitDoctor') }).click();
  await panel.getByRole('button', { name: new RegExp(t('ui.clinic.placeholder')) }).click();
  await page.getByRole('option').first().click();
  await expect(panel.locator('[aria-busy="true"]')).toHaveCount(0);
  await openChoices(panel.getByRole('radiogroup', { name: t('booking.dateLabel') })).nth(1).click();
  await openChoices(panel.getByRole('radiogroup', { name: t('booking.timeLabel') })).first().click();
  await panel.getByRole('button', { name: t('booking.bookAppointment') }).click();

  const details = page.getByRole('dialog', { name: t('booking.detailsTitle') });
  const whoFor = details.getByRole('radiogroup', { name: t('family.bookFor.title') });
  await expect(whoFor.getByRole('radio', { name: t('family.bookFor.myself') })).toBeChecked();
  await whoFor.getByText(t('family.bookFor.option', { name: child, relation: t('family.relation.child') })).click();
  await details.getByLabel(t('booking.field.name'), { exact: true }).fill('Aisha Karim');
  await details.getByLabel(t('booking.field.phone')).fill('501234567');
  await details.getByLabel(t('booking.field.description')).fill('A cough for three days');
  await info.attach('who-is-it-for', { body: await page.screenshot(), contentType: 'image/png' });
  await details.getByRole('button', { name: t('booking.continue') }).click();
  await page.getByRole('dialog', { name: t('booking.confirmTitle') }).getByRole('button', { name: t('booking.confirm') }).click();
  await expect(page).toHaveURL(/\/my-appointments/, { timeout: 8_000 });

  // Marked as the child's; the person filter keeps it for the child and hides it for "Myself".
  const card = page.getByRole('article').filter({ hasText: t('bookings.person.for', { name: child }) });
  await expect(card).toBeVisible();
  await choose(page, page.locator('main'), t('bookings.person.label'), t('bookings.person.me'));
  await expect(page).toHaveURL(/person=me/);
  await expect(card).toHaveCount(0);
  await choose(page, page.locator('main'), t('bookings.person.label'), child);
  await expect(card).toBeVisible();
  await info.attach('my-bookings-by-person', { body: await page.screenshot(), contentType: 'image/png' });

  const doctorContext = await browser.newContext({ baseURL: workerBaseURL(), viewport: info.project.use.viewport, serviceWorkers: 'block' });
  try {
    const doctorPage = await doctorContext.newPage();
    await signIn(doctorPage, { email: DOCTOR, role: 'doctor' });
    const booking = await openDoctorListAt(doctorPage, child);
    // The new account has no name yet: "Booked by" names its address.
    await expect(booking.getByTestId('booked-for')).toContainText(t('doctorBookings.bookedBy', { name: email }));
    await expect(booking.getByTestId('booked-for')).toContainText(t('ui.gender.male'));
    await info.attach('doctor-booked-for', { body: await doctorPage.screenshot(), contentType: 'image/png' });
  } finally {
    await doctorContext.close();
  }
});
