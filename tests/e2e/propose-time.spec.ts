import { expect, test, workerBaseURL } from '../helpers/e2e-test.ts';
import { formatTime12 } from '../../src/shared/format/time.ts';
import { signIn } from '../helpers/e2e-auth.ts';
import { book, doctorIdOf, doctorSeesTime, DOCTOR, expectStripPagesOnAndBack, freeSlots, openDoctorListAt, uniqueName } from '../helpers/e2e-bookings.ts';
import { freshDoctorEmail } from '../helpers/e2e-doctor-registration.ts';
import { t } from '../helpers/messages.ts';
import { offlineCopySaved } from '../helpers/e2e-offline.ts';

/**
 * The doctor's 'Propose another time' (issue 19): the doctor picks another free time on the
 * booking list, the patient is told (mail with a one-tap Accept link) and sees the proposal on
 * My Bookings, accepts it there, and the doctor's list shows the new time.
 */
test('the doctor proposes another time, the patient accepts it, the doctor sees the new time', { tag: '@mobile' }, async ({ page, browser }, info) => {
  test.setTimeout(120_000);
  const email = freshDoctorEmail('propose');
  await signIn(page, { email });
  const doctorId = await doctorIdOf(page);
  const slots = await freeSlots(page.request, doctorId);
  expect(slots.length).toBeGreaterThan(2);
  const name = uniqueName('Hala');
  await book(page, doctorId, slots[0]!, name, email);
  const target = slots.find((slot) => slot.date !== slots[0]!.date) ?? slots[1]!;

  const doctorContext = await browser.newContext({ baseURL: workerBaseURL(), viewport: info.project.use.viewport, serviceWorkers: 'allow' });
  try {
    const doctorPage = await doctorContext.newPage();
    await signIn(doctorPage, { email: DOCTOR, role: 'doctor' });
    const card = await openDoctorListAt(doctorPage, name);
    // Offline the action stays on the card, disabled, saying why (issue 42). The app's files first, as a
    // phone has them from its service worker (without, the next chunk it loads offline would fail).
    await doctorPage.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await doctorPage.reload();
    await expect(card).toBeVisible();
    await offlineCopySaved(doctorPage);
    await doctorContext.setOffline(true);
    await expect(card.getByRole('button', { name: t('proposal.needsConnection') })).toBeDisabled();
    await doctorContext.setOffline(false);
    await card.getByRole('button', { name: t('proposal.propose') }).click();
    const dialog = doctorPage.getByRole('dialog', { name: t('proposal.dialogTitle') });
    await expect(dialog).toBeVisible();
    // Another time may be weeks away: the strip pages on and back (issue 39).
    await expectStripPagesOnAndBack(dialog);
    await dialog.getByRole('radiogroup', { name: t('reschedule.date') }).locator('label', { has: doctorPage.locator(`input[value="${target.date}"]`) }).click();
    await dialog.getByRole('radiogroup', { name: t('reschedule.time') }).locator('label', { has: doctorPage.locator(`input[value="${target.time}"]`) }).click();
    await doctorPage.screenshot({ path: info.outputPath('propose-dialog.png') });
    await info.attach('propose-dialog', { path: info.outputPath('propose-dialog.png'), contentType: 'image/png' });
    await dialog.getByRole('button', { name: t('proposal.submit') }).click();
    await expect(doctorPage.getByText(t('proposal.sent'))).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card.getByTestId('proposal-waiting')).toContainText(formatTime12(target.time));

    // The patient's mail carries the one-tap Accept link.
    const box = await page.request.get('/api/dev/outbox', { params: { to: email } });
    const mail = ((await box.json()) as { data: { subject: string; body: string }[] }).data.find((message) => message.subject.includes('proposes another time'));
    expect(mail?.body).toContain('/appointment-link?token=');

    await page.goto('/my-appointments');
    const proposal = page.getByTestId('proposal-card');
    await expect(proposal).toContainText(formatTime12(target.time));
    await proposal.scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath('proposal-card.png') });
    await info.attach('proposal-card', { path: info.outputPath('proposal-card.png'), contentType: 'image/png' });
    await proposal.getByRole('button', { name: t('proposal.accept') }).click();
    await expect(page.getByText(t('proposal.accepted'))).toBeVisible();
    await expect(page.getByTestId('proposal-card')).toHaveCount(0);
    await expect(page.getByRole('article').filter({ hasText: name }).first()).toContainText(formatTime12(target.time));

    await doctorSeesTime(doctorPage, name, target, { signedIn: true });
    await expect(doctorPage.getByRole('article', { name }).getByTestId('proposal-waiting')).toHaveCount(0);
  } finally {
    await doctorContext.close();
  }
});
