import { expect, test, type BrowserContext, type Page } from '../helpers/e2e-test.ts';
import { OTP_LENGTH } from '../../src/shared/constants.ts';
import { t } from '../helpers/messages.ts';
import { fillCode, outboxMark, readOtp, requestCode, signIn } from '../helpers/e2e-auth.ts';
import { E2E_OTP_RESEND_SECONDS } from '../../scripts/test-server.mjs';
import { freshEmail } from '../helpers/e2e-email.ts';

// Sign-in by one-time code (000 §4–§5, 001 §2, §5), through the real screens and API.

// Room for a busy machine: each test signs in through the real screens.
test.describe.configure({ timeout: 60_000 });

const DOCTOR = 'doctor@demo.test';
const PENDING_DOCTOR = 'pending.doctor@demo.test';

/** A patient nobody has used yet, so rate limits and earlier sessions never interfere. */

const codeBox = (page: Page, index: number) => page.getByLabel(t('auth.codeDigit', { index, total: OTP_LENGTH }));
const termsBox = (page: Page) => page.getByRole('checkbox', { name: t('auth.termsAgree').split('{terms}')[0]!.trim() });
const identifierField = (page: Page) => page.getByLabel(t('auth.identifierLabel'));
const submitCode = (page: Page) => page.getByRole('button', { name: t('auth.submit'), exact: true }).click();

/** The session cookie as a request header, to replay it after logout. */
async function cookieHeader(context: BrowserContext): Promise<string> {
  const cookies = await context.cookies();
  expect(cookies.length, 'a session cookie after sign-in').toBeGreaterThan(0);
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

/** Account menu → Logout → the confirmation dialog → Confirm. */
async function logOut(page: Page, greeting: string) {
  await page.getByRole('banner').getByRole('button', { name: greeting }).click();
  await page.getByRole('menuitem', { name: t('auth.menu.logout') }).click();
  const dialog = page.getByRole('alertdialog', { name: t('auth.logoutTitle') });
  await expect(dialog).toContainText(t('auth.logoutConfirm'));
  await dialog.getByRole('button', { name: t('common.confirm') }).click();
  await expect(page.getByText(t('auth.loggedOut'))).toBeVisible();
}

test.describe('patient sign-in', () => {
  test('signs in by email code, lands on /, logs out and the session is revoked', { tag: '@mobile' }, async ({ page, context, request }) => {
    const email = freshEmail('email');
    await signIn(page, { email, role: 'user', viaCodeForm: true });
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByText(t('auth.loginSuccess'))).toBeVisible();

    // A new patient has no name yet: 'Hello! User'.
    const greeting = t('auth.hello', { first: t('auth.helloFallbackName'), last: '' }).trim();
    await expect(page.getByRole('banner').getByRole('button', { name: greeting })).toBeVisible();

    const cookie = await cookieHeader(context);
    expect((await request.get('/api/my-profile', { headers: { cookie } })).status()).toBe(200);

    await logOut(page, greeting);
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('banner').getByRole('button', { name: t('auth.login') })).toBeVisible();

    // Protected pages ask for a login again, and the old cookie no longer works.
    await page.goto('/my-appointments');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    expect((await request.get('/api/my-profile', { headers: { cookie } })).status()).toBe(401);
  });

  test('signs in by phone with the +91 country code', async ({ page }) => {
    const digits = `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    await page.goto('/login');
    await identifierField(page).fill(digits);

    // Digits only: the field becomes a phone number with a dial-code picker.
    const picker = page.getByRole('button', { name: new RegExp(t('auth.countryCode')) });
    await expect(picker).toBeVisible();
    await picker.click();
    await page.getByRole('searchbox', { name: t('auth.searchCountry') }).fill('India');
    await page.getByRole('option', { name: /^India\b/ }).click();
    await expect(picker).toContainText('+91');

    await termsBox(page).check();
    const to = `+91${digits}`;
    const mark = await outboxMark(page.request, to);
    await requestCode(page);
    await expect(page.getByText(t('auth.codeSent', { to: `+91 ${digits}` }))).toBeVisible();
    await fillCode(page, await readOtp(page.request, to, mark));
    await submitCode(page);
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByText(t('auth.loginSuccess'))).toBeVisible();
  });

  test('code entry: digits only, paste rules, server message, countdown then Resend', async ({ page }) => {
    await page.clock.install();
    const email = freshEmail('code');
    await page.goto('/login');
    await identifierField(page).fill(email);
    await termsBox(page).check();
    const mark = await outboxMark(page.request, email);
    await requestCode(page);
    const code = await readOtp(page.request, email, mark);

    // The countdown the server announced runs (45 s in the product, E2E_OTP_RESEND_SECONDS on the
    // e2e server; the product's figure is checked in tests/api/dev-clock.test.ts); Resend is not offered yet.
    await expect(page.getByText(/^Resend code in \d+s$/)).toBeVisible();
    const counted = Number(/\d+/.exec((await page.getByText(/^Resend code in \d+s$/).textContent()) ?? '')![0]);
    expect(counted).toBeLessThanOrEqual(E2E_OTP_RESEND_SECONDS);
    expect(counted).toBeGreaterThan(E2E_OTP_RESEND_SECONDS - 5);
    await expect(page.getByRole('button', { name: t('auth.resend') })).toHaveCount(0);

    const boxes = [1, 2, 3, 4].map((index) => codeBox(page, index));
    const values = () => Promise.all(boxes.map((box) => box.inputValue()));
    const paste = (text: string) =>
      boxes[0]!.evaluate((element, data) => {
        const clipboardData = new DataTransfer();
        clipboardData.setData('text/plain', data);
        element.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
      }, text);

    // Letters are not taken, typed or pasted.
    await boxes[0]!.pressSequentially('a');
    expect(await values()).toEqual(['', '', '', '']);
    await paste('12ab');
    expect(await values()).toEqual(['', '', '', '']);
    await paste('1234');
    await expect.poll(values).toEqual(['1', '2', '3', '4']);

    // A wrong code: the server's own message, and the boxes are emptied for another try.
    const wrong = [...code].map((digit) => String((Number(digit) + 1) % 10)).join('');
    await fillCode(page, wrong);
    await submitCode(page);
    await expect(page.getByRole('alert').filter({ hasText: t('auth.codeInvalid') })).toBeVisible();
    await expect.poll(values).toEqual(['', '', '', '']);

    // Once the gap has passed the countdown gives way to Resend.
    await page.clock.fastForward((E2E_OTP_RESEND_SECONDS + 1) * 1000);
    await expect(page.getByRole('button', { name: t('auth.resend') })).toBeVisible();
    await expect(page.getByText(/^Resend code in \d+s$/)).toHaveCount(0);

    await fillCode(page, code);
    await submitCode(page);
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByText(t('auth.loginSuccess'))).toBeVisible();
  });
});

test.describe('no lockout by a stranger (issue 36, item 4)', () => {
  // The test moves the server's clock past the resend gap: back to the real one, pass or fail.
  test.afterEach(async ({ request }) => {
    expect((await request.post('/api/dev/clock', { data: { now: null } })).ok()).toBe(true);
  });

  test('a stranger spends the address\'s 20 guesses; this browser, signed in before, still signs in', async ({ page, playwright, baseURL }) => {
    const email = freshEmail('device');
    await signIn(page, { email, role: 'user', viaCodeForm: true });
    const greeting = t('auth.hello', { first: t('auth.helloFallbackName'), last: '' }).trim();
    await logOut(page, greeting);

    // The stranger: no cookies, no session. A patient code and a doctor code to the same address, 5 wrong
    // guesses each, twice (the second pair after the resend gap): the address's 20 of the day.
    const stranger = await playwright.request.newContext({ baseURL: baseURL! });
    // The resend gap (E2E_OTP_RESEND_SECONDS) is passed on the server's test clock, not waited out
    // (twice: before the second pair, and before the owner's new code); afterEach puts the clock back.
    let ahead = 0;
    const passResendGap = async () => {
      ahead += (E2E_OTP_RESEND_SECONDS + 1) * 1000;
      const moved = await page.request.post('/api/dev/clock', { data: { now: new Date(Date.now() + ahead).toISOString() } });
      expect(moved.ok(), await moved.text()).toBe(true);
    };
    try {
      const send = async (url: string) => {
        let reference = '';
        await expect(async () => {
          const sent = await stranger.post(url, { data: { email_or_phone: email, user_type: url.includes('doctor') ? 'doctor' : 'user', otp_type: 'email' } });
          expect(sent.status(), await sent.text()).toBe(200);
          reference = ((await sent.json()) as { data: { user_id: string } }).data.user_id;
        }).toPass({ timeout: 30_000 });
        return reference;
      };
      let last = 0;
      let lastCode = { reference: '', right: '', userType: 'user' as 'user' | 'doctor' };
      for (let round = 0; round < 2; round++) {
        if (round > 0) await passResendGap();
        for (const [url, userType] of [['/api/send-otp', 'user'], ['/api/send-doctor-otp', 'doctor']] as const) {
          const mark = await outboxMark(stranger, email);
          const reference = await send(url);
          const right = await readOtp(stranger, email, mark);
          const wrong = String((Number(right) + 1) % 10 ** OTP_LENGTH).padStart(OTP_LENGTH, '0');
          for (let i = 0; i < 5; i++) {
            last = (await stranger.post('/api/verify-otp', { data: { user_type: userType, user_id: reference, otp: wrong, otp_type: 'email' } })).status();
          }
          lastCode = { reference, right, userType };
        }
      }
      expect(last).toBe(429);
      // Without this browser's device, even the right code is refused now.
      const refused = await stranger.post('/api/verify-otp', { data: { user_type: lastCode.userType, user_id: lastCode.reference, otp: lastCode.right, otp_type: 'email' } });
      expect(refused.status()).toBe(429);
      expect(((await refused.json()) as { message: string }).message).toMatch(/^Too many wrong codes for this account/);
    } finally {
      await stranger.dispose();
    }

    // The owner, in the browser that signed in before: the code screen works as ever.
    await passResendGap();
    await signIn(page, { email, role: 'user', viaCodeForm: true });
    await expect(page.getByText(t('auth.loginSuccess'))).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: greeting })).toBeVisible();
  });
});

test.describe('doctor sign-in', () => {
  test('a verified doctor lands in the portal (Edit Profile, or the day view on a day with bookings), has only Logout, and logs out to /doctor-login', { tag: '@mobile' }, async ({ page, context, request }) => {
    await signIn(page, { email: DOCTOR, role: 'doctor', viaCodeForm: true });
    await expect(page).toHaveURL((url) => url.pathname === '/doctor/edit-profile' || url.pathname === '/doctor/dashboard');
    await expect(page.getByText(t('auth.loginSuccess'))).toBeVisible();

    // Doctors get no search box and a menu with Logout alone.
    await expect(page.getByPlaceholder(t('search.placeholder'))).toHaveCount(0);
    const greeting = t('auth.hello', { first: 'Amira', last: 'Haddad' });
    await page.getByRole('banner').getByRole('button', { name: greeting }).click();
    await expect(page.getByRole('menuitem')).toHaveText([t('auth.menu.logout')]);
    await page.keyboard.press('Escape');

    const cookie = await cookieHeader(context);
    expect((await request.get('/api/my-profile', { headers: { cookie } })).status()).toBe(200);

    await logOut(page, greeting);
    await expect(page).toHaveURL((url) => url.pathname === '/doctor-login');

    await page.goto('/doctor/booking-list');
    await expect(page).toHaveURL((url) => url.pathname === '/doctor-login');
    expect((await request.get('/api/my-profile', { headers: { cookie } })).status()).toBe(401);
  });

  /** Requests and enters a real code on /doctor-login; the refusal comes at verification. */
  async function doctorCodeRefused(page: Page, email: string, message: string) {
    await page.goto('/doctor-login');
    await identifierField(page).fill(email);
    await termsBox(page).check();
    const mark = await outboxMark(page.request, email);
    await requestCode(page);
    await fillCode(page, await readOtp(page.request, email, mark));
    await submitCode(page);
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/doctor-login');
  }

  // Issue 42: a pending doctor's sign-in is not an error under emptied code boxes but the registration's status.
  test('a pending doctor signs in to the registration status page', { tag: '@mobile' }, async ({ page }) => {
    await page.goto('/doctor-login');
    await identifierField(page).fill(PENDING_DOCTOR);
    await termsBox(page).check();
    const mark = await outboxMark(page.request, PENDING_DOCTOR);
    await requestCode(page);
    await fillCode(page, await readOtp(page.request, PENDING_DOCTOR, mark));
    await submitCode(page);
    await expect(page).toHaveURL((url) => url.pathname === '/doctor-registration');
    const status = page.getByTestId('registration-status');
    await expect(status).toHaveAttribute('data-stage', /^(submitted|review)$/);
    await expect(status.getByText(t('registrationStatus.pendingIntro'))).toBeVisible();
    await expect(status.getByText(t('registrationStatus.step.submitted'), { exact: true })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: t('auth.doctor.notVerified') })).toHaveCount(0);
    // The portal stays closed: its pages lead back here.
    await page.goto('/doctor/booking-list');
    await expect(page).toHaveURL((url) => url.pathname === '/doctor-registration');
    await expect(status).toBeVisible();
    // The same page in Arabic, right to left.
    await page.goto('/ar/doctor-registration');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(status.getByText(t('registrationStatus.pendingIntro', {}, 'ar'))).toBeVisible();
  });

  test('an unknown email is not registered', async ({ page }) => {
    await doctorCodeRefused(page, freshEmail('unknown-doctor'), t('auth.doctor.notRegistered'));
  });
});

test.describe('identifier validation, in the spec order, before any request', () => {
  const cases = [
    {
      screen: '/login',
      email: t('auth.invalidEmail'),
      phone: t('auth.invalidPhone'),
    },
    {
      screen: '/doctor-login',
      email: t('auth.doctor.invalidEmail'),
      phone: t('auth.doctor.invalidPhone'),
    },
  ];

  for (const { screen, email, phone } of cases) {
    test(`on ${screen}`, async ({ page }) => {
      const sent: string[] = [];
      page.on('request', (request) => {
        if (/\/api\/send(-doctor)?-otp/.test(request.url())) sent.push(request.url());
      });
      await page.goto(screen);
      const getCode = page.getByRole('button', { name: t('auth.getCode') });
      const error = page.getByRole('alert').first();

      await getCode.click();
      await expect(error).toHaveText(t('auth.fieldRequired'));

      await identifierField(page).fill('someone@');
      await getCode.click();
      await expect(error).toHaveText(t('auth.acceptTerms'));

      await termsBox(page).check();
      await getCode.click();
      await expect(error).toHaveText(email);

      await identifierField(page).fill('1234567');
      await getCode.click();
      // toHaveText trims; the doctor's message ends with a space in the catalog.
      await expect(error).toHaveText(phone.trim());
      expect(await error.textContent()).toBe(phone);

      expect(sent, 'no code is requested for an invalid form').toEqual([]);
    });
  }
});
