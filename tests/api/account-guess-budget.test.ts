/**
 * The daily guess budget (OTP_MAX_WRONG_GUESSES_PER_DAY wrong codes per
 * account per OTP_GUESS_WINDOW_HOURS, across codes, channels and purposes),
 * and no code kept in clear outside the demo outbox.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes } from '../../server/db/schema/auth.ts';
import { outboxMessages } from '../../server/db/schema/content.ts';
import { DEVICE_COOKIE, OTP_GUESS_WINDOW_HOURS, OTP_MAX_WRONG_GUESSES_PER_DAY } from '../../src/shared/constants.ts';
import { t } from '../helpers/messages.ts';
import { bearer, outbox, requestCode, seedPatient, sendCode, signIn, testClock, verifyCode } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let ctx: TestApp;
const clock = testClock(Date.parse('2030-05-06T07:00:00Z'));

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  clock.reset();
  await ctx?.close();
});

const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');
const budgetMessage = (resetsAt: number) =>
  t('auth.guessBudgetSpent', { time: new Date(resetsAt).toISOString().slice(0, 16).replace('T', ' ') });

describe('the daily guess budget', () => {
  const email = 'budget@guess.test';
  const phone = { phone: '504445555', countryCode: '+971' };
  let token = '';
  let firstWrongAt = 0;

  beforeAll(async () => {
    await seedPatient(ctx.database, { email, ...phone, phoneVerifiedAt: new Date(clock.now()) });
    token = (await signIn(ctx.app, { email })).token;
    clock.advance(60);
  });

  it(`counts ${OTP_MAX_WRONG_GUESSES_PER_DAY} wrong codes across codes, channels and purposes, then refuses even the right code`, async () => {
    expect(OTP_MAX_WRONG_GUESSES_PER_DAY).toBe(20);
    let spent = 0;
    const guessWrong = async (times: number, reference: string, code: string, otpType: 'email' | 'phone') => {
      for (let i = 0; i < times; i++) {
        if (!firstWrongAt) firstWrongAt = clock.now();
        const response = await verifyCode(ctx.app, { reference, code: wrong(code), otpType });
        spent += 1;
        expect(response.statusCode, `guess ${spent}`).toBe(spent >= 20 ? 429 : i === 4 ? 429 : 401);
      }
    };
    // 5 on an email sign-in code, 5 on a phone sign-in code.
    const a = await requestCode(ctx.app, { email });
    await guessWrong(5, a.reference, a.code, 'email');
    const b = await requestCode(ctx.app, phone);
    await guessWrong(5, b.reference, b.code, 'phone');
    // 5 on a profile verification code (another purpose, another address, the same account).
    const sent = await ctx.app.inject({ method: 'POST', url: '/api/send-profile-otp', headers: bearer(token), payload: { otp_type: 'email', email: 'budget.new@guess.test' } });
    expect(sent.statusCode).toBe(200);
    const [profileMessage] = await outbox(ctx.app, 'budget.new@guess.test');
    for (let i = 0; i < 5; i++) {
      const response = await ctx.app.inject({
        method: 'POST', url: '/api/verify-profile-otp', headers: bearer(token),
        payload: { otp_type: 'email', otp: wrong(profileMessage!.code!), user_id: sent.json().data.user_id },
      });
      spent += 1;
      expect(response.statusCode).toBe(i === 4 ? 429 : 401);
    }
    clock.advance(60);
    const c = await requestCode(ctx.app, { email });
    await guessWrong(4, c.reference, c.code, 'email');
    expect(spent).toBe(19);
    // Nothing said yet: the budget is not spent.
    expect((await outbox(ctx.app, email)).filter((m) => m.subject === t('auth.guessAlert.subject'))).toHaveLength(0);

    clock.advance(60);
    const d = await requestCode(ctx.app, phone);
    const twentieth = await verifyCode(ctx.app, { reference: d.reference, code: wrong(d.code), otpType: 'phone' });
    expect(twentieth.statusCode).toBe(429);
    const message = budgetMessage(firstWrongAt + OTP_GUESS_WINDOW_HOURS * 3600_000);
    expect(twentieth.json()).toEqual({ success: false, message });

    // The right code is refused too, with the same message; so is a fresh code.
    const right = await verifyCode(ctx.app, { reference: d.reference, code: d.code, otpType: 'phone' });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(message);
    clock.advance(60);
    const e = await requestCode(ctx.app, { email });
    const fresh = await verifyCode(ctx.app, { reference: e.reference, code: e.code });
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json().message).toBe(message);
    // The refused right code was not consumed (it is still valid once the budget returns, if not expired).
    const [row] = await ctx.database.db.select().from(otpCodes).where(eq(otpCodes.ref, e.reference));
    expect(row!.consumedAt).toBeNull();
  });

  it('tells the account\'s verified address, once', async () => {
    const alerts = (await outbox(ctx.app, email)).filter((m) => m.subject === t('auth.guessAlert.subject'));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.body).toContain('20 wrong sign-in codes');
    expect(alerts[0]!.body).toContain(new Date(firstWrongAt + 24 * 3600_000).toISOString().slice(0, 16).replace('T', ' '));
    // Never to the unverified address the profile code went to.
    expect((await outbox(ctx.app, 'budget.new@guess.test')).filter((m) => m.subject === t('auth.guessAlert.subject'))).toHaveLength(0);
  });

  it('leaves other accounts alone', async () => {
    clock.advance(60);
    expect((await signIn(ctx.app, { email: 'bystander@guess.test' })).userId).toBeGreaterThan(0);
  });

  it('comes back once the window moves past the wrong guesses (24 h)', async () => {
    clock.advance(3600);
    const stillSpent = await requestCode(ctx.app, { email });
    expect((await verifyCode(ctx.app, { reference: stillSpent.reference, code: stillSpent.code })).statusCode).toBe(429);
    clock.set(firstWrongAt + 24 * 3600_000 + 5 * 60_000);
    const back = await requestCode(ctx.app, { email });
    const response = await verifyCode(ctx.app, { reference: back.reference, code: back.code });
    expect(response.statusCode).toBe(200);
  });

  it('counts an identifier without an account on its own budget', async () => {
    clock.advance(3 * 3600);
    const nobody = 'nobody.yet@guess.test';
    let last: Awaited<ReturnType<typeof verifyCode>> | undefined;
    for (let round = 0; round < 4; round++) {
      clock.advance(60);
      const { reference, code } = await requestCode(ctx.app, { email: nobody });
      for (let i = 0; i < 5; i++) last = await verifyCode(ctx.app, { reference, code: wrong(code) });
    }
    expect(last!.statusCode).toBe(429);
    expect(last!.json().message).toMatch(/^Too many wrong codes for this account/);
    // Nobody to tell: the address belongs to no account.
    expect((await outbox(ctx.app, nobody)).filter((m) => m.subject === t('auth.guessAlert.subject'))).toHaveLength(0);
  });
});

describe('guesses at one address count for that address, whoever asks (issue 36, item 3)', () => {
  it(`two accounts verifying someone else's address share its ${OTP_MAX_WRONG_GUESSES_PER_DAY} guesses; neither account pays for the other`, async () => {
    clock.advance(2 * 86_400);
    // An address with no account yet: a lucky guess would bind it to the guessing account (pre-hijacking).
    const victim = 'victim@address.test';
    const first = bearer((await signIn(ctx.app, { email: 'first.attacker@guess.test' })).token);
    const second = bearer((await signIn(ctx.app, { email: 'second.attacker@guess.test' })).token);
    const profileCode = async (headers: Record<string, string>) => {
      clock.advance(60);
      const sent = await ctx.app.inject({ method: 'POST', url: '/api/send-profile-otp', headers, payload: { otp_type: 'email', email: victim } });
      expect(sent.statusCode, sent.body).toBe(200);
      const [message] = await outbox(ctx.app, victim);
      return { userId: sent.json().data.user_id as string, code: message!.code! };
    };
    const guess = (headers: Record<string, string>, userId: string, code: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/verify-profile-otp', headers, payload: { otp_type: 'email', otp: wrong(code), user_id: userId } });
    let guesses = 0;
    // The first account: 3 codes, 5 wrong guesses each (the fifth kills the code).
    for (let n = 0; n < 3; n++) {
      const { userId, code } = await profileCode(first);
      for (let i = 0; i < 5; i++) {
        guesses++;
        expect((await guess(first, userId, code)).statusCode).toBe(i === 4 ? 429 : 401);
      }
    }
    // The second account takes over the same address: 5 more reach the address's 20.
    const { userId, code } = await profileCode(second);
    for (let i = 0; i < 5; i++) {
      guesses++;
      const response = await guess(second, userId, code);
      expect(response.statusCode, `guess ${guesses}`).toBe(i === 4 ? 429 : 401);
      if (guesses === OTP_MAX_WRONG_GUESSES_PER_DAY) expect(response.json().message).toMatch(/^Too many wrong codes/);
    }
    expect(guesses).toBe(OTP_MAX_WRONG_GUESSES_PER_DAY);
    // A fresh code to that address, from either account (or the owner's sign-in), is refused even when right.
    clock.advance(3600);
    const again = await profileCode(first);
    const right = await ctx.app.inject({ method: 'POST', url: '/api/verify-profile-otp', headers: first, payload: { otp_type: 'email', otp: again.code, user_id: again.userId } });
    expect(right.statusCode).toBe(429);
    // The second account's own budget is not spent: a code to an address of its own still works.
    clock.advance(60);
    const own = await ctx.app.inject({ method: 'POST', url: '/api/send-profile-otp', headers: second, payload: { otp_type: 'email', email: 'second.new@guess.test' } });
    const [ownMessage] = await outbox(ctx.app, 'second.new@guess.test');
    const verified = await ctx.app.inject({ method: 'POST', url: '/api/verify-profile-otp', headers: second, payload: { otp_type: 'email', otp: ownMessage!.code!, user_id: own.json().data.user_id } });
    expect(verified.statusCode, verified.body).toBe(200);
  });
});

describe('a device that signed in before keeps its own allowance (issue 36, item 4)', () => {
  const owner = 'owner@device.test';
  const deviceOf = (response: { cookies: { name: string; value: string }[] }) => response.cookies.find((c) => c.name === DEVICE_COOKIE)?.value ?? '';
  const withDevice = (value: string) => ({ cookie: `${DEVICE_COOKIE}=${value}` });
  /** Sends a code (with these headers) and reads it from the outbox. */
  const codeFor = async (headers: Record<string, string>) => {
    const sent = await sendCode(ctx.app, { email: owner }, headers);
    if (sent.statusCode !== 200) return { status: sent.statusCode, reference: '', code: '' };
    const [message] = await outbox(ctx.app, owner);
    return { status: 200, reference: sent.json().data.user_id as string, code: message!.code! };
  };

  it('a stranger spends the address\'s codes and guesses; the owner\'s device still signs in, nobody else does', async () => {
    clock.advance(2 * 24 * 3600);
    await seedPatient(ctx.database, { email: owner });
    const first = await codeFor({});
    const signedIn = await verifyCode(ctx.app, { reference: first.reference, code: first.code });
    expect(signedIn.statusCode).toBe(200);
    const device = deviceOf(signedIn);
    expect(device).toMatch(/^v1\.[A-Za-z0-9_-]{22}\.\d+\./);
    // Another account's device is no key to this one.
    clock.advance(60);
    const otherDevice = deviceOf(await verifyCode(ctx.app, await requestCode(ctx.app, { email: 'someone.else@device.test' })));

    // The stranger, with no session: 4 codes x 5 wrong guesses spend the day's 20, a 5th code uses up the hour's sends.
    clock.advance(3600);
    for (let round = 0; round < 4; round++) {
      clock.advance(60);
      const { reference, code } = await codeFor({});
      for (let i = 0; i < 5; i++) await verifyCode(ctx.app, { reference, code: wrong(code) });
    }
    clock.advance(60);
    const fifth = await codeFor({});
    expect(fifth.status).toBe(200);
    // The bound holds for everyone without the owner's device, even with the right code.
    const right = await verifyCode(ctx.app, { reference: fifth.reference, code: fifth.code });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(/^Too many wrong codes for this account/);
    clock.advance(60);
    expect((await codeFor({})).status).toBe(429);
    expect((await codeFor(withDevice(otherDevice))).status).toBe(429);
    // A forged cookie (this account's id under another device's signature) is nobody's device.
    const [version, id, , signature] = otherDevice.split('.');
    const [, , ownerIds] = device.split('.');
    expect((await codeFor(withDevice([version, id, ownerIds, signature].join('.')))).status).toBe(429);

    // The owner's own device: a code of its own, and in.
    const mine = await codeFor(withDevice(device));
    expect(mine.status).toBe(200);
    // That code is the device's: from anywhere else it is a wrong code, and costs the device nothing.
    const elsewhere = await verifyCode(ctx.app, { reference: mine.reference, code: mine.code });
    expect(elsewhere.statusCode).toBe(401);
    const home = await verifyCode(ctx.app, { reference: mine.reference, code: mine.code }, withDevice(device));
    expect(home.statusCode, home.body).toBe(200);
    // The owner was told what happened, and that their device still works.
    const alerts = (await outbox(ctx.app, owner)).filter((m) => m.subject === t('auth.guessAlert.subject'));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.body).toContain('signed in on before');
  });

  it('a device\'s own wrong guesses are capped like any other budget', async () => {
    clock.advance(2 * 24 * 3600);
    const signedIn = await verifyCode(ctx.app, await codeFor({}));
    const device = deviceOf(signedIn);
    let last = 0;
    for (let round = 0; round < 4; round++) {
      clock.advance(60);
      const { reference, code } = await codeFor(withDevice(device));
      for (let i = 0; i < 5; i++) last = (await verifyCode(ctx.app, { reference, code: wrong(code) }, withDevice(device))).statusCode;
    }
    expect(last).toBe(429);
    clock.advance(60);
    const after = await codeFor(withDevice(device));
    expect((await verifyCode(ctx.app, { reference: after.reference, code: after.code }, withDevice(device))).statusCode).toBe(429);
  });
});

describe('outside the demo outbox no code is stored in clear', () => {
  it('production keeps the code neither in the outbox body nor in otp_codes', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production', PUBLIC_URL: 'https://medbook.example' }, database: ctx.database });
    try {
      clock.advance(3600);
      const response = await sendCode(prod.app, { email: 'prod.code@guess.test' });
      expect(response.statusCode).toBe(200);
      const rows = await ctx.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, 'prod.code@guess.test'));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.code).toBeNull();
      expect(rows[0]!.body).toContain('****');
      expect(rows[0]!.body).not.toMatch(/\d{4}/);
      const [code] = await ctx.database.db.select().from(otpCodes).where(eq(otpCodes.ref, response.json().data.user_id));
      expect(code!.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(Object.values(code!).filter((v) => typeof v === 'string' && /^\d{4}$/.test(v))).toEqual([]);
      // And the demo outbox is not there to read it.
      expect((await prod.app.inject({ method: 'GET', url: '/api/dev/outbox', query: { to: 'prod.code@guess.test' } })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
