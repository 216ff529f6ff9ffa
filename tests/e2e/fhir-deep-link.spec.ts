import { expect, test } from '../helpers/e2e-test.ts';
import { t } from '../helpers/messages.ts';
import { demoDoctor } from '../helpers/e2e-demo-doctor.ts';

/**
 * Issue 21, SMART Scheduling Links: a discovery client follows a Slot's booking deep link from
 * the /fhir/$bulk-publish feed, and our doctor page opens with that date and time picked in its
 * booking panel.
 */
test('a bulk-publish Slot deep link opens the doctor page with its time preselected', { tag: '@mobile' }, async ({ page, request }, info) => {
  const doctor = await demoDoctor(request);
  const manifest = (await (await request.get('/fhir/$bulk-publish')).json()) as { output: { type: string; url: string }[] };
  let link: URL | null = null;
  for (const file of manifest.output.filter((item) => item.type === 'Slot')) {
    const url = new URL(file.url);
    const body = await (await request.get(url.pathname + url.search)).text();
    for (const line of body.split('\n').filter(Boolean)) {
      const slot = JSON.parse(line) as { status: string; schedule: { reference: string }; extension: { url: string; valueUrl?: string }[] };
      if (slot.status !== 'free' || !slot.schedule.reference.startsWith(`Schedule/${doctor.id}-clinic-`)) continue;
      const deepLink = slot.extension.find((item) => item.url.endsWith('/booking-deep-link'))?.valueUrl;
      if (deepLink) {
        link = new URL(deepLink);
        break;
      }
    }
    if (link) break;
  }
  expect(link, 'a free clinic slot of the demo doctor').not.toBeNull();
  const [, date, time] = link!.searchParams.get('slot')!.split('_');

  await page.goto(link!.pathname + link!.search);
  const panel = page.getByRole('region', { name: t('booking.bookAppointment') }).filter({ has: page.getByRole('tablist') }).last();
  await expect(panel.getByRole('radiogroup', { name: t('booking.timeLabel') }).locator(`input[value="${time}"]`)).toBeChecked();
  await expect(panel.locator(`input[value="${date}"]`)).toBeChecked();
  await page.screenshot({ path: info.outputPath('fhir-deep-link.png'), fullPage: false });
});
