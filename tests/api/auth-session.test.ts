import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../../server/db/schema/auth.ts';
import { users } from '../../server/db/schema/users.ts';
import { requireRole } from '../../server/plugins/auth.ts';
import { hashToken } from '../../server/services/auth/sessions.ts';
import { resetClock, setClock } from '../../server/services/common/clock.ts';
import { SESSION_COOKIE } from '../../src/shared/constants.ts';
import { t } from '../helpers/messages.ts';
import { bearer, requestCode, seedDoctor, seedPatient, sessionCookie, signIn, verifyCode } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let ctx: TestApp;
let clockMs = Date.now();

beforeAll(async () => {
  ctx = await createTestApp();
  setClock(() => clockMs);
});
afterAll(async () => {
  resetClock();
  await ctx?.close();
});

const profile = (headers: Record<string, string>, userType?: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/my-profile', query: userType ? { user_type: userType } : {}, headers });

describe('session transport', () => {
  it('sets an HttpOnly SameSite=Lax cookie and returns the token in the body', async () => {
    const { reference, code } = await requestCode(ctx.app, { email: 'api-client@example.com' });
    const response = await verifyCode(ctx.app, { reference, code });
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 3600 });
    expect(cookie.secure).toBeFalsy(); // not production, localhost
    expect(response.json().data.token).toBe(cookie.value);
    const [row] = await ctx.database.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(cookie.value)));
    expect(row).toBeDefined(); // only the hash is stored
    expect(JSON.stringify(row)).not.toContain(cookie.value);
  });

  it('keeps the token out of the body with X-Session-Transport: cookie', async () => {
    const { reference, code } = await requestCode(ctx.app, { email: 'web-app@example.com' });
    const response = await verifyCode(ctx.app, { reference, code }, { 'x-session-transport': 'cookie' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.token).toBeUndefined();
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await profile(sessionCookie(cookie.value), 'user');
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe('web-app@example.com');
  });

  it('accepts Authorization: Bearer', async () => {
    const { token } = await signIn(ctx.app, { email: 'bearer@example.com' });
    const me = await profile(bearer(token), 'user');
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe('bearer@example.com');
  });

  it('marks the cookie Secure in production behind a public host', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production', PUBLIC_URL: 'https://medbook.example' }, database: ctx.database });
    try {
      const { reference, code } = await requestCodeVia(prod, 'prod-cookie@example.com');
      const response = await verifyCode(prod.app, { reference, code }, { host: 'medbook.example', 'x-forwarded-proto': 'https' });
      expect(response.cookies.find((c) => c.name === SESSION_COOKIE)!.secure).toBe(true);
      const local = await verifyCodeAgain(prod, 'prod-local@example.com', { host: 'localhost:8080' });
      expect(local.cookies.find((c) => c.name === SESSION_COOKIE)!.secure).toBeFalsy();
    } finally {
      await prod.close();
    }
  });
});

/** Production has no demo outbox: read the code by issuing it through the service directly. */
async function requestCodeVia(app: TestApp, email: string) {
  const { issueCode } = await import('../../server/services/auth/otp.ts');
  const secret = await app.app.otpSecret();
  const { ref, code } = await issueCode(app.database.db, secret, { identifier: email, channel: 'email', purpose: 'login_user' });
  return { reference: ref, code };
}
async function verifyCodeAgain(app: TestApp, email: string, headers: Record<string, string>) {
  return verifyCode(app.app, await requestCodeVia(app, email), headers);
}

describe('logout and revocation', () => {
  it('revokes the session and clears the cookie; a second logout still succeeds', async () => {
    const { token } = await signIn(ctx.app, { email: 'leaving@example.com' });
    const out = await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ success: true, message: t('auth.loggedOut') });
    const cleared = out.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cleared.value).toBe('');
    const after = await profile(bearer(token), 'user');
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ success: false, message: t('auth.unauthenticated') });
    const again = await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(again.statusCode).toBe(200);
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/logout' });
    expect(anonymous.statusCode).toBe(200);
  });

  it('answers 401 for a missing, malformed or unknown token', async () => {
    expect((await profile({}, 'user')).statusCode).toBe(401);
    expect((await profile(bearer('nonsense'), 'user')).statusCode).toBe(401);
    expect((await profile(bearer('A'.repeat(43)), 'user')).statusCode).toBe(401);
  });

  it('drops a dead session cookie', async () => {
    const response = await profile(sessionCookie('B'.repeat(43)), 'user');
    expect(response.statusCode).toBe(401);
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
  });
});

describe('sliding expiry', () => {
  it('extends at most once a day and expires after 30 idle days', async () => {
    const { token } = await signIn(ctx.app, { email: 'slider@example.com' });
    const read = async () =>
      (await ctx.database.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token))))[0]!;
    const created = await read();
    clockMs += 3600_000; // an hour later: no write
    expect((await profile(bearer(token), 'user')).statusCode).toBe(200);
    expect((await read()).expiresAt.getTime()).toBe(created.expiresAt.getTime());
    clockMs += 2 * 24 * 3600_000; // two days later: extended, and the cookie renewed
    const used = await profile(sessionCookie(token), 'user');
    expect(used.statusCode).toBe(200);
    expect(used.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe(token);
    const extended = await read();
    expect(extended.expiresAt.getTime()).toBe(clockMs + 30 * 24 * 3600_000);
    clockMs += 30 * 24 * 3600_000 + 1000;
    expect((await profile(bearer(token), 'user')).statusCode).toBe(401);
  });
});

describe('my-profile', () => {
  it("returns only the caller's own patient details", async () => {
    const otherId = await seedPatient(ctx.database, { email: 'someone-else@example.com', firstName: 'Other' });
    await ctx.database.db
      .update(users)
      .set({ firstName: 'Asha', lastName: 'Rao', city: 'Dubai', bloodGroup: 'O+', dob: '1990-05-01' })
      .where(eq(users.id, otherId));
    const { token } = await signIn(ctx.app, { email: 'owner@example.com' });
    const me = await profile(bearer(token), 'user');
    const data = me.json().data;
    expect(data.id).not.toBe(otherId);
    expect(data).toMatchObject({
      email: 'owner@example.com',
      user_role: 'user',
      email_verified_at: expect.any(String),
      phone_verified_at: null,
      address: { address_one: null, city: null, latitude: null },
      marital_status: null,
      dob: null,
      blood_group: null,
    });
    // A user_id in the query is not a way to read another account.
    const sneaky = await ctx.app.inject({ method: 'GET', url: `/api/my-profile?user_type=user&user_id=${otherId}`, headers: bearer(token) });
    expect(sneaky.json().data.email).toBe('owner@example.com');
  });

  it('answers 403 when user_type does not match the session', async () => {
    const { token } = await signIn(ctx.app, { email: 'patient-not-doctor@example.com' });
    const response = await profile(bearer(token), 'doctor');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(t('auth.forbidden'));
  });

  it('gives a doctor their user details and profile basics', async () => {
    const { doctorId } = await seedDoctor(ctx.database, { email: 'dr.profile@example.com', firstName: 'Meera', lastName: 'Nair' });
    const { token } = await signIn(ctx.app, { email: 'dr.profile@example.com', userType: 'doctor' });
    const me = await profile(bearer(token), 'doctor');
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({
      user_role: 'doctor',
      doctor_id: doctorId,
      verification_badge: 'yes',
      registration_completed: 'yes',
      name: 'Meera Nair',
      doctor: { id: doctorId, first_name: 'Meera', last_name: 'Nair', verification_badge: 'yes', registration_completed: 'yes' },
    });
    expect((await profile(bearer(token), 'user')).statusCode).toBe(403);
  });
});

describe('guards and CSRF', () => {
  it('requireRole answers 401 signed out and 403 for another role; cookie writes from another origin are refused', async () => {
    const probe = await createTestApp({
      database: ctx.database,
      setup: (app) => {
        app.post('/api/probe-doctor', { preValidation: requireRole('doctor') }, async (request) => ({ success: true, data: request.auth }));
      },
    });
    try {
      const patient = await signIn(probe.app, { email: 'probe-patient@example.com' });
      await seedDoctor(probe.database, { email: 'probe-doctor@example.com' });
      const doctor = await signIn(probe.app, { email: 'probe-doctor@example.com', userType: 'doctor' });
      const call = (headers: Record<string, string>) => probe.app.inject({ method: 'POST', url: '/api/probe-doctor', headers, payload: {} });
      expect((await call({})).statusCode).toBe(401);
      const wrongRole = await call(bearer(patient.token));
      expect(wrongRole.statusCode).toBe(403);
      expect(wrongRole.json()).toEqual({ success: false, message: t('auth.forbidden') });
      const ok = await call(bearer(doctor.token));
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data).toMatchObject({ userId: doctor.userId, role: 'doctor', doctorId: doctor.doctorId, sessionId: expect.any(Number) });
      const cross = await call({ ...sessionCookie(doctor.token), origin: 'https://evil.example', host: 'localhost' });
      expect(cross.statusCode).toBe(403);
      const nullOrigin = await call({ ...sessionCookie(doctor.token), origin: 'null', host: 'localhost' });
      expect(nullOrigin.statusCode).toBe(403);
      const same = await call({ ...sessionCookie(doctor.token), origin: 'http://localhost', host: 'localhost' });
      expect(same.statusCode).toBe(200);
      expect((await call(sessionCookie(doctor.token))).statusCode).toBe(200); // no Origin header
      // Bearer clients are not subject to the Origin rule.
      expect((await call({ ...bearer(doctor.token), origin: 'https://other.example' })).statusCode).toBe(200);
    } finally {
      await probe.close();
    }
  });
});

describe('Sign out everywhere and the absolute session lifetime (issue 36, item 13)', () => {
  const logoutAll = (headers: Record<string, string> = {}, payload?: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/api/logout-all', headers: { ...headers, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) }, ...(payload === undefined ? {} : { payload: payload as string }) });

  it('ends every session of the account, this one included, and no one else\'s', async () => {
    const email = 'everywhere@example.com';
    const phone = bearer((await signIn(ctx.app, { email })).token);
    clockMs += 60_000;
    const laptop = bearer((await signIn(ctx.app, { email })).token);
    const stranger = bearer((await signIn(ctx.app, { email: 'not-me@example.com' })).token);
    await seedDoctor(ctx.database, { email: 'everywhere@doctor.test', firstName: 'Dana', lastName: 'Kh' });
    const doctor = bearer((await signIn(ctx.app, { email: 'everywhere@doctor.test', userType: 'doctor' })).token);

    const response = await logoutAll(phone);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: 'You are signed out on every device.', data: { sessions_ended: 2 } });
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? '').toBe('');
    expect((await profile(phone)).statusCode).toBe(401);
    expect((await profile(laptop)).statusCode).toBe(401);
    expect((await profile(stranger)).statusCode).toBe(200);
    // A doctor too, in the caller's language.
    const arabic = await logoutAll({ ...doctor, 'accept-language': 'ar' });
    expect(arabic.json()).toMatchObject({ message: 'تم تسجيل خروجك من جميع الأجهزة.', data: { sessions_ended: 1 } });
    expect((await profile(doctor, 'doctor')).statusCode).toBe(401);
  });

  it('refuses a visitor, an ended session and hostile input without ending anything', async () => {
    expect((await logoutAll()).statusCode).toBe(401);
    expect((await logoutAll(bearer('x'.repeat(43)))).statusCode).toBe(401);
    const me = bearer((await signIn(ctx.app, { email: 'hostile-everywhere@example.com' })).token);
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    expect((await logoutAll(me, deep)).statusCode).toBe(400);
    expect((await logoutAll(me, '{"<script>":')).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/logout-all', headers: me })).statusCode).toBe(404);
    expect((await profile(me)).statusCode).toBe(200);
  });

  it('a session used every day still ends 90 days after its sign-in', async () => {
    const me = bearer((await signIn(ctx.app, { email: 'daily@example.com' })).token);
    const signedInAt = clockMs;
    for (let day = 20; day < 90; day += 20) {
      clockMs = signedInAt + day * 86_400_000;
      expect((await profile(me)).statusCode, `day ${day}`).toBe(200);
    }
    clockMs = signedInAt + 89 * 86_400_000;
    expect((await profile(me)).statusCode).toBe(200);
    clockMs = signedInAt + 90 * 86_400_000 + 1000;
    expect((await profile(me)).statusCode).toBe(401);
    const [row] = await ctx.database.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(me.authorization.slice(7))));
    // Sliding never wrote an expiry past the sign-in plus 90 days.
    expect(row!.expiresAt.getTime()).toBeLessThanOrEqual(signedInAt + 90 * 86_400_000);
  });
});
