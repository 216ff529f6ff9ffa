import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from '../helpers/e2e-test.ts';
import { formatMessage, lookup, t } from '../helpers/messages.ts';
import { demoDoctor } from '../helpers/e2e-demo-doctor.ts';
import type { MessageKey } from '../../src/shared/i18n/en.ts';
import { addDays } from '../../src/shared/slots/zoned-time.ts';

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

/** The first free Slot of the demo doctor in the feed whose date `wanted` accepts: its booking deep link. */
async function feedDeepLink(request: APIRequestContext, doctorId: number, wanted: (date: string) => boolean): Promise<URL | null> {
  const manifest = (await (await request.get('/fhir/$bulk-publish')).json()) as { output: { type: string; url: string }[] };
  for (const file of manifest.output.filter((item) => item.type === 'Slot')) {
    const url = new URL(file.url);
    const body = await (await request.get(url.pathname + url.search)).text();
    for (const line of body.split('\n').filter(Boolean)) {
      const slot = JSON.parse(line) as { status: string; schedule: { reference: string }; extension: { url: string; valueUrl?: string }[] };
      if (slot.status !== 'free' || !slot.schedule.reference.startsWith(`Schedule/${doctorId}-`)) continue;
      const deepLink = slot.extension.find((item) => item.url.endsWith('/booking-deep-link'))?.valueUrl;
      if (!deepLink) continue;
      const link = new URL(deepLink);
      if (wanted(link.searchParams.get('slot')!.split('_')[1]!)) return link;
    }
  }
  return null;
}

/**
 * Issue 39: the feed publishes 14 days but the strip showed 7, so half the deep links opened with no
 * date chosen. A slot on day 10-13 opens the strip on its week, its date and time chosen and in view,
 * and the strip pages back to today's week and on again (phone and desktop, English and Arabic).
 */
async function openLaterDeepLink(page: Page, request: APIRequestContext, info: TestInfo, lang: 'en' | 'ar') {
  const tr = (key: MessageKey) => (lang === 'en' ? t(key) : formatMessage(lookup(key, lang), undefined, lang));
  const doctor = await demoDoctor(request);
  // Today in the doctor's zone, as the server counts the strip's days.
  const today = ((await (await request.post('/api/doctor-availability', { data: { doctor_id: doctor.id, type: 'online' } })).json()) as { data: { date: string } }).data.date;
  const link = await feedDeepLink(request, doctor.id, (date) => date >= addDays(today, 10) && date <= addDays(today, 13));
  expect(link, 'a free slot of the demo doctor on day 10-13').not.toBeNull();
  const [, date, time] = link!.searchParams.get('slot')!.split('_');

  await page.goto(`${lang === 'en' ? '' : `/${lang}`}${link!.pathname}${link!.search}`);
  const panel = page.getByRole('region', { name: tr('booking.bookAppointment') }).filter({ has: page.getByRole('tablist') }).last();
  const dateRadio = panel.getByRole('radiogroup', { name: tr('booking.dateLabel') }).locator(`input[value="${date}"]`);
  // The radio is visually hidden inside its chip: the chip is what the patient sees.
  const dateChip = dateRadio.locator('xpath=..');
  await expect(dateRadio).toBeChecked();
  await expect(dateChip).toBeVisible();
  await expect(dateChip).toBeInViewport();
  await expect(panel.getByRole('radiogroup', { name: tr('booking.timeLabel') }).locator(`input[value="${time}"]`)).toBeChecked();
  await expect(panel.getByRole('button', { name: tr('booking.bookAppointment') })).toBeEnabled();
  await page.screenshot({ path: info.outputPath(`fhir-deep-link-day-10-${lang}.png`), fullPage: false });

  // Today's week is one page back; the chosen day and time wait on the page after it.
  await panel.getByRole('button', { name: tr('booking.earlierDates') }).click();
  await expect(panel.locator(`input[value="${today}"]`)).toBeAttached();
  await expect(dateRadio).toHaveCount(0);
  await expect(panel.getByRole('button', { name: tr('booking.earlierDates') })).toBeDisabled();
  await panel.getByRole('button', { name: tr('booking.laterDates') }).click();
  await expect(dateRadio).toBeChecked();
  await expect(panel.getByRole('radiogroup', { name: tr('booking.timeLabel') }).locator(`input[value="${time}"]`)).toBeChecked();
}

test('a deep link to a slot past the first week opens the strip on its week with date and time chosen', { tag: '@mobile' }, async ({ page, request }, info) => {
  await openLaterDeepLink(page, request, info, 'en');
});

test('the same deep link in Arabic opens the right-to-left strip on its week', { tag: '@mobile' }, async ({ page, request }, info) => {
  await openLaterDeepLink(page, request, info, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
