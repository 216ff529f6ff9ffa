import { expect, test, type Locator, type Page, workerBaseURL } from '../helpers/e2e-test.ts';
import { t } from '../helpers/messages.ts';
import type { MessageKey } from '../../src/shared/i18n/en.ts';
import type { Weekday } from '../../src/shared/schemas/doctor.ts';
import type { TimingItem } from '../../src/shared/schemas/timings.ts';
import { signIn } from '../helpers/e2e-auth.ts';
import { freshDoctorEmail, registerVerifiedDoctorSession } from '../helpers/e2e-doctor-registration.ts';

/**
 * Configure Appointment as the doctor typed it (issue: the slot editor
 * silently changed values, and two Doctor Visit configurations could not be
 * told apart): a slot keeps what was typed, says what is wrong with it, and
 * Save waits until it is fixed; the list names each visit's clinic.
 * A fresh verified doctor per run, so no other spec's hours are in the way.
 */

const dayName = (day: Weekday) => t(`schedule.day.${day}` as MessageKey);
const slotInput = (page: Page, day: Weekday, index: number, edge: 'start' | 'end') =>
  page.getByLabel(t(edge === 'start' ? 'schedule.form.startFor' : 'schedule.form.endFor', { day: dayName(day), index }), { exact: true });
/** A slot's own message under its times (not a toast). */
const slotProblem = (page: Page, message: string) => page.locator('form p[role="alert"]').filter({ hasText: message });
const toasts = (page: Page, message: string) => page.locator('[data-sonner-toast]').filter({ hasText: message });
const pressLabel = (page: Page, control: Locator) => page.locator('label').filter({ has: control }).click();
const save = (page: Page) => page.getByRole('button', { name: t('schedule.form.save'), exact: true });

test.describe('Configure Appointment keeps what the doctor typed', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  let page: Page;
  let doctorId: number;
  let token: string;

  test.beforeAll(async ({ browser }, testInfo) => {
    test.setTimeout(240_000);
    const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = testInfo.project.use;
    const baseURL = workerBaseURL();
    const email = freshDoctorEmail('slots');
    ({ doctorId, token } = await registerVerifiedDoctorSession(baseURL!, email, { first: 'Noor', last: 'Slotwright' }));
    page = await browser.newPage({ baseURL, viewport, isMobile, hasTouch, userAgent, deviceScaleFactor });
    await signIn(page, { email, role: 'doctor' });
  });
  test.afterAll(async () => {
    await page?.close();
  });

  const timings = async (type: 'online' | 'offline'): Promise<TimingItem[]> => {
    const response = await page.request.get('/api/doctor-timings', { params: { doctor_id: doctorId, type } });
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { data: TimingItem[] }).data;
  };

  test('a start moved past its end is kept and marked with the right reason; Save waits until it is fixed', { tag: '@mobile' }, async () => {
    await page.goto('/doctor/add-appointment');
    await page.getByLabel(t('schedule.form.virtualFee')).fill('500');
    await pressLabel(page, page.getByRole('switch', { name: dayName('monday'), exact: true }));
    const start = slotInput(page, 'monday', 1, 'start');
    const end = slotInput(page, 'monday', 1, 'end');
    await start.fill('09:00');
    await end.fill('12:00');
    await expect(slotProblem(page, t('timings.startBeforeEnd'))).toHaveCount(0);

    // The start set to 19:00 stays 19:00, and the slot says why it is wrong (not "overlap").
    await start.fill('19:00');
    await expect(start).toHaveValue('19:00');
    await expect(end).toHaveValue('12:00');
    await expect(slotProblem(page, t('timings.startBeforeEnd'))).toBeVisible();
    await expect(start).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(t('timings.overlap'))).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('slot-invalid.png') });

    // Save is refused with that reason; nothing is created.
    await save(page).click();
    await expect(toasts(page, t('timings.startBeforeEnd')).first()).toBeVisible();
    await expect(page).toHaveURL(/\/doctor\/add-appointment$/);
    expect(await timings('online')).toHaveLength(0);

    // The end set to 20:30 makes 19:00-20:30, exactly as typed.
    await end.fill('20:30');
    await expect(start).toHaveValue('19:00');
    await expect(end).toHaveValue('20:30');
    await expect(slotProblem(page, t('timings.startBeforeEnd'))).toHaveCount(0);
    await expect(start).not.toHaveAttribute('aria-invalid', 'true');

    // A real overlap is called one, on both slots, and also blocks Save.
    await page.getByRole('button', { name: t('schedule.form.addSlotFor', { day: dayName('monday') }) }).click();
    await slotInput(page, 'monday', 2, 'start').fill('20:00');
    await slotInput(page, 'monday', 2, 'end').fill('21:00');
    await expect(slotProblem(page, t('timings.overlap'))).toHaveCount(2);
    await page.screenshot({ path: test.info().outputPath('slot-overlap.png') });
    await save(page).click();
    await expect(toasts(page, t('timings.overlap')).first()).toBeVisible();
    await expect(page).toHaveURL(/\/doctor\/add-appointment$/);
    await slotInput(page, 'monday', 2, 'start').fill('20:30');
    await expect(slotProblem(page, t('timings.overlap'))).toHaveCount(0);

    await save(page).click();
    await expect(toasts(page, t('timings.created')).first()).toBeVisible();
    await expect(page).toHaveURL(/\/doctor\/appointments-list\?type=online$/);
    const [saved] = await timings('online');
    expect(saved!.timings).toEqual([
      {
        day: 'monday',
        slots: [
          { start_time: '19:00', end_time: '20:30', slot_type: ['online'] },
          { start_time: '20:30', end_time: '21:00', slot_type: ['online'] },
        ],
      },
    ]);
  });

  test('two Doctor Visit configurations show their clinics in the list', { tag: '@mobile' }, async () => {
    const visit = (clinic: string, city: string, state: string, day: Weekday) => ({
      timing_id: '', type: 'offline', clinic_name: clinic, address_one: 'Building 7', address_two: 'Main Road', country: 'United Arab Emirates',
      state, city, country_id: '', state_id: '', city_id: '', postal_code: '00000', online_consultation_fee: '', offline_consultation_fee: '800',
      slot_duration: '30', slots: [{ day, timings: [{ start_time: '10:00', end_time: '12:00' }] }],
    });
    for (const body of [visit('Marina Family Clinic', 'Dubai', 'Dubai', 'tuesday'), visit('Corniche Health Centre', 'Sharjah', 'Sharjah', 'wednesday')]) {
      const response = await page.request.post('/api/doctor/add-timings', { data: body, headers: { authorization: `Bearer ${token}` } });
      expect(response.ok(), await response.text()).toBe(true);
    }
    await page.goto('/doctor/appointments-list?type=offline');
    const mobile = (page.viewportSize()?.width ?? 1366) < 768;
    const items = mobile ? page.getByTestId('timing-card') : page.getByRole('row').filter({ has: page.getByRole('link', { name: /^Edit configuration/ }) });
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText(t('schedule.clinicInCity', { clinic: 'Marina Family Clinic', city: 'Dubai' }));
    await expect(items.nth(1)).toContainText(t('schedule.clinicInCity', { clinic: 'Corniche Health Centre', city: 'Sharjah' }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expect(items.nth(1)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('visit-clinics.png') });
  });
});
