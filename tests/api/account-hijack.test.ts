/**
 * No pre-hijacking, and code references nobody can guess. A value an account
 * has not verified never signs anyone in and never routes a sign-in (or a
 * claim approval, or a social sign-in) to that account.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes } from '../../server/db/schema/auth.ts';
import { doctors } from '../../server/db/schema/doctors.ts';
import { claims } from '../../server/db/schema/engagement.ts';
import { users } from '../../server/db/schema/users.ts';
import { t } from '../helpers/messages.ts';
import { bearer, requestCode, seedDoctor, sendCode, signIn, testClock, verifyCode } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let ctx: TestApp;
const clock = testClock(Date.parse('2030-03-04T08:00:00Z'));

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  clock.reset();
  await ctx?.close();
});
afterEach(() => clock.advance(2 * 3600)); // clear of the send limits

const userRow = async (id: number) => (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0]!;
const updateProfile = (token: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/update-profile', headers: bearer(token), payload });
const bookingsOf = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/my-appointments', headers: bearer(token), payload: { type: 'Upcoming' } });

describe('patients: an unverified email or phone has no power', () => {
  it('the victim who later signs up by email gets an account of their own, and the squatter loses the copy', async () => {
    const attacker = await signIn(ctx.app, { email: 'attacker@hijack.test' });
    const saved = await updateProfile(attacker.token, { email: 'victim@hijack.test' });
    expect(saved.statusCode).toBe(200);
    expect((await userRow(attacker.userId)).email).toBe('victim@hijack.test');

    const victim = await signIn(ctx.app, { email: 'victim@hijack.test' });
    expect(victim.userId).not.toBe(attacker.userId);
    const mine = await userRow(victim.userId);
    expect(mine.email).toBe('victim@hijack.test');
    expect(mine.emailVerifiedAt).not.toBeNull();
    // The squatter's unverified copy is gone; its own verified address stays.
    expect((await userRow(attacker.userId)).email).toBeNull();
    // The attacker's session is still its own account: the victim's bookings are not theirs.
    const me = await ctx.app.inject({ method: 'GET', url: '/api/my-profile', headers: bearer(attacker.token) });
    expect(me.json().data.id).toBe(attacker.userId);
    expect((await bookingsOf(victim.token)).statusCode).toBe(200);
  });

  it('the same for a phone', async () => {
    const attacker = await signIn(ctx.app, { email: 'phone.attacker@hijack.test' });
    const saved = await updateProfile(attacker.token, { phone: '502223333', country_code: '+971' });
    expect(saved.statusCode).toBe(200);
    const victim = await signIn(ctx.app, { phone: '502223333', countryCode: '+971' });
    expect(victim.userId).not.toBe(attacker.userId);
    const mine = await userRow(victim.userId);
    expect(mine).toMatchObject({ countryCode: '+971', phone: '502223333' });
    expect(mine.phoneVerifiedAt).not.toBeNull();
    expect((await userRow(attacker.userId)).phone).toBeNull();
  });

  it('an unverified holder does not squat: another patient may save, then verify, the address', async () => {
    const squatter = await signIn(ctx.app, { email: 'squatter@hijack.test' });
    expect((await updateProfile(squatter.token, { email: 'wanted@hijack.test' })).statusCode).toBe(200);
    const owner = await signIn(ctx.app, { email: 'owner.first@hijack.test' });
    const saved = await updateProfile(owner.token, { email: 'wanted@hijack.test' });
    expect(saved.statusCode).toBe(200);
    expect((await userRow(squatter.userId)).email).toBeNull();

    // A VERIFIED holder still keeps the address (409, nothing changes).
    const verified = await signIn(ctx.app, { email: 'verified.holder@hijack.test' });
    const refused = await updateProfile(owner.token, { email: 'verified.holder@hijack.test' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(t('profile.emailTaken'));
    expect((await userRow(verified.userId)).email).toBe('verified.holder@hijack.test');
    expect((await userRow(owner.userId)).email).toBe('wanted@hijack.test');
  });

  it('verifying an address from Edit Profile drops another account\'s unverified copy instead of failing', async () => {
    const squatter = await signIn(ctx.app, { email: 'squat2@hijack.test' });
    expect((await updateProfile(squatter.token, { phone: '503334444', country_code: '+971' })).statusCode).toBe(200);
    const owner = await signIn(ctx.app, { email: 'owner2@hijack.test' });
    const sent = await ctx.app.inject({
      method: 'POST', url: '/api/send-profile-otp', headers: bearer(owner.token), payload: { otp_type: 'phone', phone: '503334444', country_code: '+971' },
    });
    expect(sent.statusCode).toBe(200);
    const [message] = (await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox', query: { to: '+971503334444' } })).json().data;
    const verified = await ctx.app.inject({
      method: 'POST', url: '/api/verify-profile-otp', headers: bearer(owner.token),
      payload: { otp_type: 'phone', otp: message.code, user_id: sent.json().data.user_id },
    });
    expect(verified.statusCode).toBe(200);
    expect((await userRow(owner.userId)).phone).toBe('503334444');
    expect((await userRow(squatter.userId)).phone).toBeNull();
  });
});

describe('doctors: an unverified email routes no sign-in', () => {
  it('login refuses, registration creates the victim\'s own account, and the squatter loses the copy', async () => {
    // A verified doctor account that carries someone else's email unverified.
    const squatter = await seedDoctor(ctx.database, { email: 'squatting.doctor@hijack.test' });
    await ctx.database.db.update(users).set({ email: 'dr.victim@hijack.test', emailVerifiedAt: null }).where(eq(users.id, squatter.userId));

    const { reference, code } = await requestCode(ctx.app, { email: 'dr.victim@hijack.test', userType: 'doctor' });
    const login = await verifyCode(ctx.app, { reference, code, userType: 'doctor' });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(t('auth.doctor.notRegistered'));

    clock.advance(60);
    const registered = await signIn(ctx.app, { email: 'dr.victim@hijack.test', userType: 'doctor', intent: 'register' });
    expect(registered.userId).not.toBe(squatter.userId);
    expect(registered.doctorId).not.toBe(squatter.doctorId);
    expect((await userRow(squatter.userId)).email).toBeNull();
  });
});

describe('claim approval: the claimant\'s verified email, never an unverified copy', () => {
  it('creates the claimant\'s own doctor account rather than handing the profile to a squatter', async () => {
    const admin = await ctx.database.db.insert(users).values({ role: 'admin', email: 'admin@hijack.test', emailVerifiedAt: new Date() }).returning();
    const adminSession = await signIn(ctx.app, { email: 'admin@hijack.test' });
    expect(adminSession.userId).toBe(admin[0]!.id);
    const claimant = await signIn(ctx.app, { email: 'claimant@hijack.test' });
    const profile = await seedDoctor(ctx.database, { email: 'listed.profile@hijack.test', firstName: 'Layla', lastName: 'Nasser' });
    await ctx.database.db.update(doctors).set({ userId: null }).where(eq(doctors.id, profile.doctorId));
    // An attacker's doctor account typed the claimant's email (never verified).
    const squatter = await seedDoctor(ctx.database, { email: 'claim.squatter@hijack.test' });
    await ctx.database.db.update(users).set({ email: 'claimant@hijack.test', emailVerifiedAt: null }).where(eq(users.id, squatter.userId));
    const [claim] = await ctx.database.db.insert(claims).values({
      doctorId: profile.doctorId, userId: claimant.userId, claimType: 'claim', firstName: 'Layla', lastName: 'Nasser',
      licenseProofNumber: 'L-1', idProofNumber: 'I-1', licenseProofPath: 'x.pdf', identityProofPath: 'y.pdf',
    }).returning();

    const approved = await ctx.app.inject({ method: 'POST', url: `/api/admin/claims/${claim!.id}/approve`, headers: bearer(adminSession.token) });
    expect(approved.statusCode).toBe(200);
    const [owner] = await ctx.database.db.select().from(doctors).where(eq(doctors.id, profile.doctorId));
    expect(owner!.userId).not.toBe(squatter.userId);
    const account = await userRow(owner!.userId!);
    expect(account).toMatchObject({ role: 'doctor', email: 'claimant@hijack.test' });
    expect(account.emailVerifiedAt).not.toBeNull();
    expect((await userRow(squatter.userId)).email).toBeNull();
  });
});

describe('code references', () => {
  it('are 22 base64url characters of 128 random bits, all different, never the row id', async () => {
    const refs: string[] = [];
    for (let i = 0; i < 8; i++) {
      const response = await sendCode(ctx.app, { email: `ref${i}@hijack.test` });
      expect(response.statusCode).toBe(200);
      refs.push(response.json().data.user_id);
    }
    for (const ref of refs) {
      expect(ref).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(Buffer.from(ref, 'base64url')).toHaveLength(16);
      const [row] = await ctx.database.db.select().from(otpCodes).where(eq(otpCodes.ref, ref));
      expect(String(row!.id)).not.toBe(ref);
    }
    expect(new Set(refs).size).toBe(refs.length);
    // Many distinct bytes across 8 × 16 random bytes: not a counter dressed up.
    const bytes = new Set(refs.flatMap((ref) => [...Buffer.from(ref, 'base64url')]));
    expect(bytes.size).toBeGreaterThan(60);
  });

  it('the row number (as number or string) neither verifies nor burns a live code', async () => {
    const { reference, code } = await requestCode(ctx.app, { email: 'probe.victim@hijack.test' });
    const [row] = await ctx.database.db.select().from(otpCodes).where(eq(otpCodes.ref, reference));
    for (const guess of [row!.id, String(row!.id), String(row!.id).padStart(22, '0')]) {
      const response = await ctx.app.inject({
        method: 'POST', url: '/api/verify-otp', payload: { user_type: 'user', user_id: guess, otp: code, otp_type: 'email' },
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().success).toBe(false);
    }
    const [after] = await ctx.database.db.select().from(otpCodes).where(eq(otpCodes.ref, reference));
    expect(after!.attempts).toBe(0);
    expect(after!.consumedAt).toBeNull();
    expect((await verifyCode(ctx.app, { reference, code })).statusCode).toBe(200);
  });

  it.each([
    ['a script', '<script>alert(1)</script>'],
    ['an oversized string', 'A'.repeat(10_000)],
    ['a negative number', -1],
    ['a huge number', 1e300],
    ['null', null],
    ['an object', { $gt: '' }],
  ])('answers %s as user_id with a clear 400', async (_label, value) => {
    for (const url of ['/api/verify-otp']) {
      const response = await ctx.app.inject({ method: 'POST', url, payload: { user_type: 'user', user_id: value, otp: '1234', otp_type: 'email' } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
  });

  it('verify-profile-otp refuses a malformed reference with 400 and another account\'s reference like a wrong code', async () => {
    const nadia = await signIn(ctx.app, { email: 'nadia@hijack.test' });
    const omar = await signIn(ctx.app, { email: 'omar@hijack.test' });
    const sent = await ctx.app.inject({
      method: 'POST', url: '/api/send-profile-otp', headers: bearer(nadia.token), payload: { otp_type: 'email', email: 'nadia.new@hijack.test' },
    });
    const reference = sent.json().data.user_id as string;
    expect(reference).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const bad = await ctx.app.inject({
      method: 'POST', url: '/api/verify-profile-otp', headers: bearer(nadia.token), payload: { otp_type: 'email', otp: '1234', user_id: 7 },
    });
    expect(bad.statusCode).toBe(400);
    const foreign = await ctx.app.inject({
      method: 'POST', url: '/api/verify-profile-otp', headers: bearer(omar.token), payload: { otp_type: 'email', otp: '1234', user_id: reference },
    });
    expect(foreign.statusCode).toBe(401);
    expect(foreign.json().message).toBe(t('auth.codeInvalid'));
  });
});
