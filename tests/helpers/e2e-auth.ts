import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { loginDestination } from '../../src/features/auth/login-destination.ts';
import { OTP_LENGTH } from '../../src/shared/constants.ts';
import type { UserDetails } from '../../src/shared/schemas/auth.ts';
import { t } from './messages.ts';

/** A whole page, or the part of it a form is in (a modal). */
type Scope = Page | Locator;
const pageOf = (scope: Scope): Page => ('goto' in scope ? scope : scope.page());

/** One message of the demo outbox (DESIGN §8, GET /api/dev/outbox): newest first. */
export interface OutboxMessage {
  to: string;
  subject: string;
  body: string;
  code: string | null;
  channel?: 'email' | 'sms';
  created_at?: string;
}

async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get('/api/dev/outbox', { params: { to } });
  expect(response.ok(), `GET /api/dev/outbox?to=${to} answered ${response.status()}`).toBe(true);
  const payload = (await response.json()) as { data?: OutboxMessage[] };
  return payload.data ?? [];
}

const fingerprint = (message: OutboxMessage | undefined) => (message ? JSON.stringify(message) : '');

/**
 * The newest one-time code sent to `to`. With `notBefore` (the fingerprint
 * returned by `outboxMark`), waits for a message newer than that mark, so a
 * test never reads the code of an earlier request.
 */
export async function readOtp(request: APIRequestContext, to: string, notBefore = ''): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const newest = (await outbox(request, to)).find((message) => message.code);
        if (!newest || fingerprint(newest) === notBefore) return false;
        code = String(newest.code);
        return true;
      },
      { message: `a one-time code for ${to} in the demo outbox`, timeout: 15_000 },
    )
    .toBe(true);
  return code!;
}

/** A mark of the newest code message for `to`, for readOtp(…, mark). */
export async function outboxMark(request: APIRequestContext, to: string): Promise<string> {
  return fingerprint((await outbox(request, to)).find((message) => message.code));
}

export interface SignInOptions {
  email: string;
  /** 'user' signs in on /login, 'doctor' on /doctor-login. */
  role?: 'user' | 'doctor';
  /** Where the app should land afterwards; defaults to the spec's targets. */
  expectUrl?: string | RegExp;
  /**
   * Sign in through the real login screen (identifier, terms, Get OTP, the code from the outbox).
   * Only for tests whose subject is the sign-in itself; every other test gets its session directly.
   */
  viaCodeForm?: boolean;
}

/** 'Please wait {seconds} seconds before requesting a new code.' as a pattern capturing the seconds. */
const resendTooSoon = new RegExp(
  t('auth.resendTooSoon').replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{seconds}', '(\\d+)'),
);

/**
 * Clicks Get OTP on a filled identifier step and waits for the code boxes. The server allows one
 * code per identifier every 45 s (000 §9; 2 s on the e2e server, OTP_RESEND_SECONDS); when the same
 * account asked just before, the screen says so and Get OTP is pressed again until the gap has
 * passed. Any other refusal (e.g. the hourly limit) fails at once.
 */
export async function requestCode(scope: Scope): Promise<void> {
  const getCode = scope.getByRole('button', { name: t('auth.getCode') });
  const firstBox = scope.getByLabel(t('auth.codeDigit', { index: 1, total: OTP_LENGTH }));
  const refusal = scope.getByRole('alert').filter({ hasText: /\S/ });
  await getCode.click();
  await expect(firstBox.or(refusal)).toBeVisible({ timeout: 15_000 });
  if (await firstBox.isVisible()) return;
  const message = (await refusal.first().textContent()) ?? '';
  expect(message, `Get OTP was refused: ${message}`).toMatch(resendTooSoon);
  await expect(async () => {
    await getCode.click();
    await expect(firstBox).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** Types a code into the four digit boxes. */
export async function fillCode(scope: Scope, code: string): Promise<void> {
  for (const [index, digit] of [...code].slice(0, OTP_LENGTH).entries()) {
    await scope.getByLabel(t('auth.codeDigit', { index: index + 1, total: OTP_LENGTH })).fill(digit);
  }
}

/**
 * The login form on the current page (a login screen, maybe reached through a
 * guard's redirect): identifier, terms box, Get OTP, the code read from the
 * demo outbox, the four digit boxes, Submit.
 */
export async function fillLoginForm(scope: Scope, email: string): Promise<void> {
  const { request } = pageOf(scope);
  await scope.getByLabel(t('auth.identifierLabel')).fill(email);
  // The terms label is 'I agree to the {terms}' with a link: match its leading words.
  const termsWords = t('auth.termsAgree').split('{terms}')[0]!.trim();
  await scope.getByRole('checkbox', { name: termsWords }).check();

  const mark = await outboxMark(request, email);
  await requestCode(scope);
  const code = await readOtp(request, email, mark);
  await fillCode(scope, code);
  await scope.getByRole('button', { name: t('auth.submit'), exact: true }).click();
}

/** Signs in inside a login modal (Login to Continue, Login Account) without leaving the page. */
export async function signInInDialog(page: Page, dialogName: string, email: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await fillLoginForm(dialog, email);
  await expect(dialog).toBeHidden();
}

/**
 * Signs in. By default the session is made directly (POST /api/dev/sign-in: the session verify-otp
 * would open, in the context's cookie jar, as epic-stack's `login` fixture does) and the page opens
 * where a sign-in lands; with `viaCodeForm` through the real login screen: identifier, terms box,
 * Get OTP, the code read from the demo outbox, the four digit boxes, Submit. The code flow itself is
 * tested in auth.spec.ts and the login dialogs' specs.
 */
/**
 * A session for API calls (bearer token) without the code ceremony: POST /api/dev/sign-in, the
 * session verify-otp would open for this address. `intent: 'register'` is step 1 of the doctor
 * registration wizard (a new doctor account).
 */
export async function apiToken(
  request: APIRequestContext,
  email: string,
  { role = 'user', intent = 'login' }: { role?: 'user' | 'doctor'; intent?: 'login' | 'register' } = {},
): Promise<string> {
  const response = await request.post('/api/dev/sign-in', { data: { email, user_type: role, intent } });
  expect(response.ok(), `POST /api/dev/sign-in for ${email} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

let signInCount = 0;

export async function signIn(page: Page, { email, role = 'user', expectUrl, viaCodeForm = false }: SignInOptions): Promise<void> {
  const loginPath = role === 'doctor' ? '/doctor-login' : '/login';
  // A doctor lands on the day view when the day has bookings, else on Edit Profile (src/routes/doctor/welcome.tsx).
  const target = expectUrl ?? (role === 'doctor' ? /\/doctor\/(edit-profile|dashboard)/ : /\/$/);

  if (viaCodeForm) {
    await page.goto(loginPath);
    await fillLoginForm(page, email);
    await expect(page).toHaveURL(target);
    return;
  }

  const response = await page.request.post('/api/dev/sign-in', {
    data: { email, user_type: role },
    headers: { 'x-session-transport': 'cookie' },
  });
  expect(response.ok(), `POST /api/dev/sign-in for ${email} answered ${response.status()}: ${await response.text()}`).toBe(true);
  const user = ((await response.json()) as { data: { user_details: UserDetails } }).data.user_details;
  // What the login form's setSession(user) writes (src/lib/session.ts), set once before the app's
  // first script on the next page of this tab, so a later sign-out is not undone.
  const session = JSON.stringify({ userType: user.user_role, userId: user.id, user });
  await page.addInitScript(
    ([value, order]) => {
      try {
        // A later signIn on this page (another account) has a higher number and wins.
        if (Number(localStorage.getItem('mb.e2e.signed-in') ?? 0) >= order) return;
        localStorage.setItem('mb.session', value);
        localStorage.setItem('mb.e2e.signed-in', String(order));
      } catch {
        // about:blank and other opaque origins have no storage
      }
    },
    [session, Date.now() * 1000 + (signInCount++ % 1000)] as const,
  );
  // A doctor signed in this way starts on Edit Profile, whatever the day holds: the specs that start there
  // do not depend on other specs' bookings (the code form's landing, src/routes/doctor/welcome.tsx, is tested as such).
  const doctor = (user.user_role ?? role) === 'doctor';
  await page.goto(doctor ? '/doctor/edit-profile' : loginDestination(user.user_role ?? role, undefined));
  await expect(page).toHaveURL(expectUrl ?? (doctor ? /\/doctor\/edit-profile/ : target));
}
