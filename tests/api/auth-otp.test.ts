import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { otpCodes } from '../../server/db/schema/auth.ts';
import { users } from '../../server/db/schema/users.ts';
import { now, resetClock, setClock } from '../../server/services/common/clock.ts';
import { t } from '../helpers/messages.ts';
import { outbox, requestCode, sendCode, verifyCode } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let ctx: TestApp;
let clockMs = Date.now();
const advance = (seconds: number) => {
  clockMs += seconds * 1000;
};

beforeAll(async () => {
  ctx = await createTestApp();
  setClock(() => clockMs);
});
afterAll(async () => {
  resetClock();
  await ctx?.close();
});
afterEach(() => advance(3600 * 2)); // every test starts clear of the send limits

describe('send-otp', () => {
  it('answers a reference and the resend wait, and sends a 4-digit code', async () => {
    const response = await sendCode(ctx.app, { email: 'New.Patient@Example.COM' });
    expect(response.statusCode).toBe(200);
    const payload = response.json();
    expect(payload).toMatchObject({ success: true, message: t('auth.codeSent', { to: 'new.patient@example.com' }) });
    expect(payload.data).toEqual({ user_id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), resend_after: 45 });
    const [message] = await outbox(ctx.app, 'new.patient@example.com');
    expect(message!.code).toMatch(/^\d{4}$/);
    expect(message!.body).toContain(message!.code);
    expect(message!.channel).toBe('email');
    // No account is created (nor revealed) by asking for a code.
    const rows = await ctx.database.db.select().from(users).where(eq(users.email, 'new.patient@example.com'));
    expect(rows).toHaveLength(0);
  });

  it('stores only a keyed hash of the code', async () => {
    const { reference, code } = await requestCode(ctx.app, { email: 'hash@example.com' });
    const [row] = await ctx.database.db.select().from(otpCodes).where(eq(otpCodes.ref, reference));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(code);
    expect(row!.purpose).toBe('login_user');
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(10 * 60_000);
  });

  it('rejects a malformed identifier with 400', async () => {
    const response = await sendCode(ctx.app, { email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errors: { email_or_phone: expect.any(String) } });
  });

  it('normalises phones to +<country code><digits> and the outbox finds them with or without +', async () => {
    const response = await sendCode(ctx.app, { phone: '50 123 4567', countryCode: '+971' });
    expect(response.statusCode).toBe(200);
    const withPlus = await outbox(ctx.app, '+971501234567');
    const withoutPlus = await outbox(ctx.app, '971501234567');
    expect(withPlus[0]).toMatchObject({ to: '+971501234567', channel: 'sms', code: expect.stringMatching(/^\d{4}$/) });
    expect(withoutPlus).toEqual(withPlus);
  });

  it('refuses a resend within 45 seconds, then allows it and supersedes the old code', async () => {
    const first = await requestCode(ctx.app, { email: 'resend@example.com' });
    advance(10);
    const early = await sendCode(ctx.app, { email: 'resend@example.com' });
    expect(early.statusCode).toBe(429);
    expect(early.json().message).toBe(t('auth.resendTooSoon', { seconds: 35 }));
    advance(35);
    const second = await requestCode(ctx.app, { email: 'resend@example.com' });
    expect(second.reference).not.toBe(first.reference);
    const old = await verifyCode(ctx.app, first);
    expect(old.statusCode).toBe(401);
    expect(old.json().message).toBe(t('auth.codeExpired'));
    expect((await verifyCode(ctx.app, second)).statusCode).toBe(200);
  });

  it('allows 5 sends per identifier per hour, then 429', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await sendCode(ctx.app, { email: 'limit@example.com' })).statusCode).toBe(200);
      advance(46);
    }
    const sixth = await sendCode(ctx.app, { email: 'limit@example.com' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ success: false, message: t('auth.tooManySends') });
    // The doctor purpose shares the per-identifier budget.
    expect((await sendCode(ctx.app, { email: 'limit@example.com', userType: 'doctor' })).statusCode).toBe(429);
    advance(3600);
    expect((await sendCode(ctx.app, { email: 'limit@example.com' })).statusCode).toBe(200);
  });
});

describe('verify-otp', () => {
  it('signs a new patient in, creating the account with a verified email', async () => {
    const { reference, code } = await requestCode(ctx.app, { email: 'first.timer@example.com' });
    const response = await verifyCode(ctx.app, { reference, code });
    expect(response.statusCode).toBe(200);
    const payload = response.json();
    expect(payload.message).toBe(t('auth.loginSuccess'));
    expect(payload.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(payload.data.user_details).toMatchObject({ user_role: 'user', email: 'first.timer@example.com', name: '' });
    const [user] = await ctx.database.db.select().from(users).where(eq(users.id, payload.data.user_details.id));
    expect(user!.role).toBe('user');
    expect(user!.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('finds the same patient again by phone and stores country code and digits apart', async () => {
    const one = await requestCode(ctx.app, { phone: '9876543210', countryCode: '+91' });
    const first = await verifyCode(ctx.app, { ...one, otpType: 'phone' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.user_details).toMatchObject({ phone: '9876543210', country_code: '+91' });
    advance(60);
    const two = await requestCode(ctx.app, { phone: '9876543210', countryCode: '+91' });
    const second = await verifyCode(ctx.app, { ...two, otpType: 'phone' });
    expect(second.json().data.user_details.id).toBe(first.json().data.user_details.id);
  });

  it('is single use', async () => {
    const request = await requestCode(ctx.app, { email: 'once@example.com' });
    expect((await verifyCode(ctx.app, request)).statusCode).toBe(200);
    const again = await verifyCode(ctx.app, request);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(t('auth.codeExpired'));
  });

  it('expires after 10 minutes', async () => {
    const request = await requestCode(ctx.app, { email: 'late@example.com' });
    advance(10 * 60 + 1);
    const response = await verifyCode(ctx.app, request);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: t('auth.codeExpired') });
  });

  it('still accepts a code just before its expiry', async () => {
    const request = await requestCode(ctx.app, { email: 'just-in-time@example.com' });
    advance(9 * 60 + 59);
    expect((await verifyCode(ctx.app, request)).statusCode).toBe(200);
  });

  it('dies after 5 wrong attempts, even for the right code', async () => {
    const request = await requestCode(ctx.app, { email: 'guesser@example.com' });
    const wrong = request.code === '0000' ? '1111' : '0000';
    for (let i = 1; i <= 4; i += 1) {
      const response = await verifyCode(ctx.app, { ...request, code: wrong });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(t('auth.codeInvalid'));
    }
    const fifth = await verifyCode(ctx.app, { ...request, code: wrong });
    expect(fifth.json().message).toBe(t('auth.codeTooManyAttempts'));
    const right = await verifyCode(ctx.app, request);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(t('auth.codeTooManyAttempts'));
  });

  it('refuses a patient code verified as a doctor, and a channel mismatch', async () => {
    const request = await requestCode(ctx.app, { email: 'role-mix@example.com' });
    const asDoctor = await verifyCode(ctx.app, { ...request, userType: 'doctor' });
    expect(asDoctor.statusCode).toBe(401);
    expect(asDoctor.json().message).toBe(t('auth.codeInvalid'));
    const asPhone = await verifyCode(ctx.app, { ...request, otpType: 'phone' });
    expect(asPhone.statusCode).toBe(401);
    // The mismatches did not burn the code.
    expect((await verifyCode(ctx.app, request)).statusCode).toBe(200);
  });

  it('answers an unknown reference like a wrong code', async () => {
    const response = await verifyCode(ctx.app, { reference: 'AAAAAAAAAAAAAAAAAAAAAA', code: '1234' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(t('auth.codeInvalid'));
  });

  it('validates the code format', async () => {
    const response = await verifyCode(ctx.app, { reference: 'AAAAAAAAAAAAAAAAAAAAAA', code: '12a4' });
    expect(response.statusCode).toBe(400);
  });
});

describe('per-IP limit', () => {
  it('limits code requests per client address', async () => {
    const limited = await createTestApp({ env: { OTP_SEND_IP_LIMIT: '2' }, database: ctx.database });
    try {
      expect((await sendCode(limited.app, { email: 'ip1@example.com' })).statusCode).toBe(200);
      expect((await sendCode(limited.app, { email: 'ip2@example.com' })).statusCode).toBe(200);
      const third = await sendCode(limited.app, { email: 'ip3@example.com' });
      expect(third.statusCode).toBe(429);
      expect(third.json().success).toBe(false);
    } finally {
      await limited.close();
    }
  });
});

it('the clock module drives the service time', () => {
  expect(now().getTime()).toBe(clockMs);
});
