import { expect, test, type Locator, type Page, workerBaseURL } from '../helpers/e2e-test.ts';
import { t } from '../helpers/messages.ts';
import type { MessageKey } from '../../src/shared/i18n/en.ts';
import { WEEKDAYS, type Weekday } from '../../src/shared/schemas/doctor.ts';
import type { TimingItem } from '../../src/shared/schemas/timings.ts';
import { signIn } from '../helpers/e2e-auth.ts';
import { doctorPath } from '../../src/shared/urls.ts';

/**
 * The doctor portal's Configure Appointment pages (001 §2, §4, §5, §7): the
 * list by type, the add form with its per-change and ordered save checks, a
 * save the server refuses for overlapping another configuration, the
 * read-only view, an edit, and the public booking panel offering the result.
 * doctor3@demo.test is a seeded verified doctor reserved for this spec.
 */

const DOCTOR = 'doctor3@demo.test';
const OVERLAP = t('timings.overlap');

/** A date three days ahead (inside every zone's 7-day strip, never today) and its weekday. */
function targetDay(): { date: string; day: Weekday } {
  const date = new Date(Date.now() + 3 * 86_400_000);
  const iso = date.toISOString().slice(0, 10);
  return { date: iso, day: WEEKDAYS[(date.getUTCDay() + 6) % 7]! };
}
const TARGET = targetDay();
const dayName = (day: Weekday) => t(`schedule.day.${day}` as MessageKey);

const toasts = (page: Page, message: string) => page.locator('[data-sonner-toast]').filter({ hasText: message });

/** Presses Save and expects exactly this toast (waiting out an earlier toast of the same text first). */
async function saveExpecting(page: Page, message: string) {
  await expect(toasts(page, message)).toHaveCount(0, { timeout: 8_000 });
  await page.getByRole('button', { name: t('schedule.form.save'), exact: true }).click();
  await expect(toasts(page, message).first()).toBeVisible();
}

/** A slot's own message under its times (not a toast). */
const slotProblem = (page: Page, message: string) => page.locator('form p[role="alert"]').filter({ hasText: message });

const slotInput = (page: Page, day: Weekday, index: number, edge: 'start' | 'end') =>
  page.getByLabel(t(edge === 'start' ? 'schedule.form.startFor' : 'schedule.form.endFor', { day: dayName(day), index }), { exact: true });

/** react-aria draws switches and radios as a label around a visually hidden input: press what the user sees. */
const pressLabel = (page: Page, control: Locator) => page.locator('label').filter({ has: control }).click();
const daySwitch = (page: Page, day: Weekday) => page.getByRole('switch', { name: dayName(day), exact: true });

async function doctorId(page: Page): Promise<number> {
  const id = await page.evaluate(() => (JSON.parse(localStorage.getItem('mb.session') ?? '{}') as { user?: { doctor_id?: number } }).user?.doctor_id);
  expect(id, 'the signed-in doctor has a profile id').toBeTruthy();
  return id!;
}

async function timings(page: Page, type: 'online' | 'offline'): Promise<TimingItem[]> {
  const response = await page.request.get('/api/doctor-timings', { params: { doctor_id: await doctorId(page), type } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: TimingItem[] }).data;
}

/** The visible table row (desktop) or card (mobile) of one configuration, by its S No. */
const rowOf = (page: Page, number: number): Locator =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: t('schedule.edit', { number }), exact: true }) });

test.describe('Configure Appointment', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  let page: Page;

  test.beforeAll(async ({ browser }, testInfo) => {
    test.setTimeout(180_000);
    const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = testInfo.project.use;
    const baseURL = workerBaseURL();
    // One page (one sign-in) for the whole serial run: the account's codes are rate limited.
    page = await browser.newPage({ baseURL, viewport, isMobile, hasTouch, userAgent, deviceScaleFactor });
    await signIn(page, { email: DOCTOR, role: 'doctor' });
  });
  test.afterAll(async () => {
    await page?.close();
  });

  test('the list shows the doctor’s own configurations by tab; cards without sideways scrolling on a phone', { tag: '@mobile' }, async () => {
    const offline = await timings(page, 'offline');
    const online = await timings(page, 'online');
    expect(offline.length, 'doctor3 has a seeded visit configuration').toBeGreaterThan(0);
    await page.goto('/doctor/appointments-list');
    await expect(page.getByRole('heading', { level: 1, name: t('portal.configureAppointment') })).toBeVisible();
    const visitTab = page.getByRole('tab', { name: t('schedule.tab.offline') });
    await expect(visitTab).toHaveAttribute('aria-selected', 'true');
    const first = offline[0]!;
    const fee = `Rs. ${first.offline_fee}.00`;
    const days = first.timings.map((entry) => dayName(entry.day)).join(', ');
    const created = new Date(first.created_at);
    const createdText = `${String(created.getDate()).padStart(2, '0')}-${String(created.getMonth() + 1).padStart(2, '0')}-${created.getFullYear()}`;
    const mobile = (page.viewportSize()?.width ?? 1366) < 768;
    const item = mobile ? page.getByTestId('timing-card').first() : rowOf(page, 1);
    await expect(item).toContainText(t('schedule.type.offline'));
    await expect(item).toContainText(fee);
    await expect(item).toContainText(days);
    await expect(item).toContainText(createdText);
    if (!mobile) {
      for (const key of ['schedule.col.sno', 'schedule.col.type', 'schedule.col.fee', 'schedule.col.days', 'schedule.col.created', 'schedule.col.actions'] as const) {
        await expect(page.getByRole('columnheader', { name: t(key) })).toBeVisible();
      }
    } else {
      await expect(page.getByRole('table')).toBeHidden();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    await page.getByRole('tab', { name: t('schedule.tab.online') }).click();
    await expect(page).toHaveURL(/[?&]type=online/);
    const onlineItem = mobile ? page.getByTestId('timing-card').first() : rowOf(page, 1);
    await expect(onlineItem).toContainText(`Rs. ${online[0]!.online_fee}.00`);
    await expect(onlineItem).toContainText(t('schedule.type.online'));
    // The tab survives a reload (it is in the URL).
    await page.reload();
    await expect(page.getByRole('tab', { name: t('schedule.tab.online') })).toHaveAttribute('aria-selected', 'true');

    // The add form on this screen: days, slots and the save button fit without sideways scrolling too.
    await page.getByRole('link', { name: t('schedule.addConfiguration') }).click();
    await expect(page).toHaveURL(/\/doctor\/add-appointment$/);
    await pressLabel(page, daySwitch(page, 'monday'));
    await expect(slotInput(page, 'monday', 1, 'start')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });

  test('adds a virtual configuration: digits-only fee, the ordered save checks and slots marked out of order or overlapping', async () => {
    await page.goto('/doctor/appointments-list?type=online');
    const before = (await timings(page, 'online')).length;
    await page.getByRole('link', { name: t('schedule.addConfiguration') }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('portal.addAppointment') })).toBeVisible();
    // Starts as Virtual with 15-minute slots.
    await expect(page.getByRole('radio', { name: t('schedule.type.online') })).toBeChecked();
    await expect(page.getByRole('button', { name: new RegExp(t('schedule.form.minutes', { minutes: 15 })) })).toBeVisible();

    await saveExpecting(page, 'Vitual Fee Field Required*');
    const fee = page.getByLabel(t('schedule.form.virtualFee'));
    await fee.pressSequentially('5x0.0');
    await expect(fee).toHaveValue('500');

    const day = TARGET.day;
    const toggle = daySwitch(page, day);
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(toggle).toBeChecked();
    await expect(slotInput(page, day, 1, 'start')).toHaveValue('');
    await expect(page.getByRole('button', { name: t('schedule.form.removeSlotFor', { day: dayName(day), index: 1 }) })).toHaveCount(0);
    // The toast names the day, and the slot itself says what is missing, focused (issue 42).
    await saveExpecting(page, t('timings.onDay', { day: dayName(day), message: 'Start Time is Required*' }));
    await expect(slotProblem(page, 'Start Time is Required*')).toHaveCount(1);
    await expect(slotInput(page, day, 1, 'start')).toBeFocused();
    await slotInput(page, day, 1, 'start').fill('22:00');
    await saveExpecting(page, t('timings.onDay', { day: dayName(day), message: 'End Time is Required*' }));
    await expect(slotProblem(page, 'End Time is Required*')).toHaveCount(1);
    // An end before the start is kept as typed, marked with its own reason, and Save refused until fixed.
    await slotInput(page, day, 1, 'end').fill('21:00');
    await expect(slotInput(page, day, 1, 'end')).toHaveValue('21:00');
    await expect(slotProblem(page, t('timings.startBeforeEnd'))).toHaveCount(1);
    await expect(slotProblem(page, OVERLAP)).toHaveCount(0);
    await saveExpecting(page, t('timings.startBeforeEnd'));
    await slotInput(page, day, 1, 'end').fill('23:00');
    await expect(slotProblem(page, t('timings.startBeforeEnd'))).toHaveCount(0);

    // A second slot overlapping the first marks both; a back-to-back one is fine.
    await page.getByRole('button', { name: t('schedule.form.addSlotFor', { day: dayName(day) }) }).click();
    await slotInput(page, day, 2, 'start').fill('22:30');
    await expect(slotInput(page, day, 2, 'start')).toHaveValue('22:30');
    await slotInput(page, day, 2, 'end').fill('23:30');
    await expect(slotInput(page, day, 2, 'end')).toHaveValue('23:30');
    await expect(slotProblem(page, OVERLAP)).toHaveCount(2);
    await saveExpecting(page, OVERLAP);
    await slotInput(page, day, 2, 'start').fill('23:00');
    await expect(slotProblem(page, OVERLAP)).toHaveCount(0);
    await slotInput(page, day, 2, 'end').fill('23:45');
    await expect(slotInput(page, day, 2, 'end')).toHaveValue('23:45');
    // A third slot, removed again: the remove control shows only while a day has more than one.
    await page.getByRole('button', { name: t('schedule.form.addSlotFor', { day: dayName(day) }) }).click();
    await page.getByRole('button', { name: t('schedule.form.removeSlotFor', { day: dayName(day), index: 3 }) }).click();
    await expect(slotInput(page, day, 3, 'start')).toHaveCount(0);
    // A day switched on and off again leaves nothing behind.
    const other = WEEKDAYS[(WEEKDAYS.indexOf(day) + 1) % 7]!;
    await pressLabel(page, daySwitch(page, other));
    await expect(slotInput(page, other, 1, 'start')).toBeVisible();
    await pressLabel(page, daySwitch(page, other));
    await expect(slotInput(page, other, 1, 'start')).toHaveCount(0);

    await saveExpecting(page, t('timings.created'));
    await expect(page).toHaveURL(/\/doctor\/appointments-list\?type=online$/);
    const after = await timings(page, 'online');
    expect(after).toHaveLength(before + 1);
    const created = after[after.length - 1]!;
    expect(created).toMatchObject({ online_fee: 500, slot_duration: 15, timings: [{ day, slots: [{ start_time: '22:00', end_time: '23:00' }, { start_time: '23:00', end_time: '23:45' }] }] });
    const row = rowOf(page, after.length);
    await expect(row).toContainText('Rs. 500.00');
    await expect(row).toContainText(dayName(day));
    await expect(row).toContainText(t('schedule.type.online'));
  });

  test('adds a visit configuration: the clinic checks in order, and a save overlapping another visit configuration is refused by the server', async () => {
    const seeded = (await timings(page, 'offline'))[0]!;
    const clash = seeded.timings[0]!;
    const range = clash.slots[0]!;
    await page.goto('/doctor/add-appointment');
    await pressLabel(page, page.getByRole('radio', { name: t('schedule.type.offline') }));
    await expect(page.getByLabel(t('schedule.form.virtualFee'))).toHaveCount(0);

    const fill = (key: MessageKey, value: string) => page.getByLabel(t(key)).fill(value);
    await saveExpecting(page, 'Clinic Name Required*');
    await fill('schedule.form.clinicName', 'E2E Heart Clinic');
    await saveExpecting(page, 'Address Required*');
    await fill('schedule.form.addressOne', 'Building 7, Al Wasl Road');
    // Either address line empty is the same message.
    await saveExpecting(page, 'Address Required*');
    await fill('schedule.form.addressTwo', 'Jumeirah');
    await saveExpecting(page, 'Country Required*');
    await fill('schedule.form.country', 'United Arab Emirates');
    await saveExpecting(page, 'State Field Required*');
    await fill('schedule.form.state', 'Dubai');
    await saveExpecting(page, 'City Field Required*');
    await fill('schedule.form.city', 'Dubai');
    await saveExpecting(page, 'Postal Code Required*');
    await fill('schedule.form.postalCode', '00000');
    await saveExpecting(page, 'Visit Fee Field Required*');
    await page.getByLabel(t('schedule.form.visitFee')).pressSequentially('Rs 800');
    await expect(page.getByLabel(t('schedule.form.visitFee'))).toHaveValue('800');
    await page.getByRole('button', { name: new RegExp(t('schedule.form.minutes', { minutes: 15 })) }).click();
    await page.getByRole('option', { name: t('schedule.form.minutes', { minutes: 30 }) }).click();
    await saveExpecting(page, t('timings.noSlots'));

    // The same hours as the seeded visit configuration on its day: the server refuses and says which.
    await pressLabel(page, daySwitch(page, clash.day));
    await saveExpecting(page, 'Start Time is Required*');
    await slotInput(page, clash.day, 1, 'start').fill(range.start_time);
    await saveExpecting(page, 'End Time is Required*');
    await slotInput(page, clash.day, 1, 'end').fill(range.end_time);
    const refused = t('timings.overlapOther', {
      type: t('booking.type.offline').toLowerCase(),
      day: dayName(clash.day),
      start: range.start_time,
      end: range.end_time,
    });
    await saveExpecting(page, refused);
    await expect(page).toHaveURL(/\/doctor\/add-appointment$/);

    // Late evening on the target day instead (the seeded hours end by 22:00).
    await pressLabel(page, daySwitch(page, clash.day));
    await pressLabel(page, daySwitch(page, TARGET.day));
    await slotInput(page, TARGET.day, 1, 'start').fill('22:00');
    await slotInput(page, TARGET.day, 1, 'end').fill('23:00');
    await saveExpecting(page, t('timings.created'));
    await expect(page).toHaveURL(/\/doctor\/appointments-list$/);
    await expect(page.getByRole('tab', { name: t('schedule.tab.offline') })).toHaveAttribute('aria-selected', 'true');

    const list = await timings(page, 'offline');
    const mine = list[list.length - 1]!;
    expect(mine).toMatchObject({ offline_fee: 800, slot_duration: 30, clinic: { clinic_name: 'E2E Heart Clinic', city: 'Dubai', postal_code: '00000' } });
    const row = rowOf(page, list.length);
    // A Dubai clinic: its fees are dirhams, whatever the doctor's other configurations (currency.ts).
    await expect(row).toContainText('AED 800.00');
    await expect(row).toContainText(dayName(TARGET.day));
    await expect(row).toContainText(t('schedule.type.offline'));
  });

  test('view is read-only with Back; edit changes a slot; the public booking panel offers the new slots', async () => {
    const online = await timings(page, 'online');
    const number = online.length;
    const mine = online[number - 1]!;
    await page.goto('/doctor/appointments-list?type=online');
    await rowOf(page, number).getByRole('link', { name: t('schedule.view', { number }) }).click();
    await expect(page).toHaveURL(new RegExp(`/doctor/view-appointment/online/${mine.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: t('portal.viewAppointment') })).toBeVisible();
    await expect(page.getByText('Rs. 500.00')).toBeVisible();
    await expect(page.getByText('10:00 PM - 11:00 PM')).toBeVisible();
    await expect(page.getByText(t('schedule.form.minutes', { minutes: 15 }))).toBeVisible();
    // Read-only: nothing to type into, switch or save.
    await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('switch')).toHaveCount(0);
    await expect(page.getByRole('button', { name: t('schedule.form.save') })).toHaveCount(0);
    await page.getByRole('link', { name: t('schedule.back') }).click();
    await expect(page).toHaveURL(/\/doctor\/appointments-list\?type=online$/);

    await rowOf(page, number).getByRole('link', { name: t('schedule.edit', { number }) }).click();
    await expect(page).toHaveURL(new RegExp(`/doctor/edit-appointment/online/${mine.id}$`));
    await expect(page.getByLabel(t('schedule.form.virtualFee'))).toHaveValue('500');
    await expect(page.getByRole('radio', { name: t('schedule.type.online') })).toBeChecked();
    await expect(daySwitch(page, TARGET.day)).toBeChecked();
    await expect(slotInput(page, TARGET.day, 1, 'start')).toHaveValue('22:00');
    await slotInput(page, TARGET.day, 1, 'start').fill('22:15');
    await saveExpecting(page, t('timings.updated'));
    await expect(page).toHaveURL(/\/doctor\/appointments-list\?type=online$/);

    // The API answers what the patient's booking panel shows.
    const id = await doctorId(page);
    const availability = await page.request.post('/api/doctor-availability', { data: { doctor_id: id, type: 'online', date: TARGET.date } });
    const times = ((await availability.json()) as { data: { online_timeslots: { time: string }[] } }).data.online_timeslots.map((slot) => slot.time);
    expect(times).toContain('22:15');
    expect(times).toContain('23:30');
    expect(times).not.toContain('22:00');

    // The public doctor page: VIRTUAL, the target date, and the new slot among the times.
    const detail = await page.request.get('/api/doctor-detail', { params: { doctor_id: id } });
    const doctor = ((await detail.json()) as { data: { id: number; slug: string; city_slug: string | null; speciality: { slug: string } | null } }).data;
    await page.goto(doctorPath(doctor));
    const panel = page.getByRole('region', { name: t('booking.bookAppointment') }).filter({ has: page.getByRole('tablist') }).last();
    const dates = panel.getByRole('radiogroup', { name: t('booking.dateLabel') });
    await dates.locator('label', { has: page.locator(`input[value="${TARGET.date}"]`) }).click();
    const slots = panel.getByRole('radiogroup', { name: t('booking.timeLabel') });
    await expect(slots.locator('input[value="22:15"]')).toHaveCount(1);
    await expect(slots.locator('input[value="22:00"]')).toHaveCount(0);
  });

  test('deleting a configuration asks for confirmation first', async () => {
    const before = await timings(page, 'offline');
    const number = before.length;
    const last = before[number - 1]!;
    await page.goto('/doctor/appointments-list');
    const remove = rowOf(page, number).getByRole('button', { name: t('schedule.delete', { number }) });
    await remove.click();
    const dialog = page.getByRole('alertdialog', { name: t('schedule.deleteTitle') });
    await expect(dialog).toContainText(t('schedule.deleteText'));
    await dialog.getByRole('button', { name: t('common.cancel') }).click();
    await expect(dialog).toBeHidden();
    expect(await timings(page, 'offline')).toHaveLength(number);

    await remove.click();
    await page.getByRole('alertdialog', { name: t('schedule.deleteTitle') }).getByRole('button', { name: t('schedule.deleteConfirm') }).click();
    await expect(toasts(page, t('timings.deleted')).first()).toBeVisible();
    await expect(rowOf(page, number)).toHaveCount(0);
    expect((await timings(page, 'offline')).map((item) => item.id)).not.toContain(last.id);
  });

  test("another doctor's configuration id opens the not-found page", async () => {
    // Configuration ids of other doctors exist (the seed gives every doctor some); this doctor owns none of these.
    const own = new Set([...(await timings(page, 'online')), ...(await timings(page, 'offline'))].map((item) => item.id));
    const foreign = [1, 2, 3, 4, 5, 6].find((id) => !own.has(id))!;
    await page.goto(`/doctor/view-appointment/online/${foreign}`);
    await expect(page.getByRole('heading', { name: t('page.notFound.title') })).toBeVisible();
    await page.goto(`/doctor/edit-appointment/offline/${foreign}`);
    await expect(page.getByRole('heading', { name: t('page.notFound.title') })).toBeVisible();
  });
});
