import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { OTP_LENGTH } from '../../src/shared/constants.ts';
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
}

/** 'Please wait {seconds} seconds before requesting a new code.' as a pattern capturing the seconds. */
const resendTooSoon = new RegExp(
  t('auth.resendTooSoon').replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{seconds}', '(\\d+)'),
);

/**
 * Clicks Get OTP on a filled identifier step and waits for the code boxes. The
 * server allows one code per identifier every 45 s (000 §9); when another test
 * asked for the same account just before, the screen says how long to wait, so
 * this waits that long (stretching the test's timeout) and asks again.
 */
export async function requestCode(scope: Scope): Promise<void> {
  const page = pageOf(scope);
  const getCode = scope.getByRole('button', { name: t('auth.getCode') });
  const firstBox = scope.getByLabel(t('auth.codeDigit', { index: 1, total: OTP_LENGTH }));
  const refusal = scope.getByRole('alert').filter({ hasText: /\S/ });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await getCode.click();
    await expect(firstBox.or(refusal)).toBeVisible({ timeout: 15_000 });
    if (await firstBox.isVisible()) return;
    const message = (await refusal.first().textContent()) ?? '';
    const wait = message.match(resendTooSoon);
    // Anything else (e.g. the hourly limit) will not pass by asking again.
    expect(wait, `Get OTP was refused: ${message}`).not.toBeNull();
    const seconds = Number(wait![1]);
    test.info().setTimeout(test.info().timeout + (seconds + 5) * 1000);
    await page.waitForTimeout((seconds + 1) * 1000);
  }
  await expect(firstBox).toBeVisible();
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
 * Signs in through the real login screen: identifier, terms box, Get OTP, the
 * code read from the demo outbox, the four digit boxes, Submit.
 */
export async function signIn(page: Page, { email, role = 'user', expectUrl }: SignInOptions): Promise<void> {
  const loginPath = role === 'doctor' ? '/doctor-login' : '/login';
  const target = expectUrl ?? (role === 'doctor' ? /\/doctor\/edit-profile/ : /\/$/);

  await page.goto(loginPath);
  await fillLoginForm(page, email);
  await expect(page).toHaveURL(target);
}
