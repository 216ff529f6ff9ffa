import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { doctors } from '../../server/db/schema/doctors.ts';
import { users } from '../../server/db/schema/users.ts';
import { t } from '../helpers/messages.ts';
import { bearer, requestCode, seedDoctor, seedPatient, testClock, verifyCode } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let ctx: TestApp;
const clock = testClock();
let verified: { userId: number; doctorId: number };
let incomplete: { userId: number; doctorId: number };

beforeAll(async () => {
  ctx = await createTestApp();
  verified = await seedDoctor(ctx.database, { email: 'verified@clinic.test', firstName: 'Vera', lastName: 'Ified' });
  await seedDoctor(ctx.database, { email: 'pending@clinic.test', verificationStatus: 'pending', registrationCompleted: true });
  await seedDoctor(ctx.database, { email: 'rejected@clinic.test', verificationStatus: 'rejected', registrationCompleted: true });
  incomplete = await seedDoctor(ctx.database, { email: 'halfway@clinic.test', verificationStatus: 'unverified', registrationCompleted: false });
  await seedPatient(ctx.database, { email: 'patient-only@clinic.test' });
});
afterAll(async () => {
  clock.reset();
  await ctx?.close();
});

async function doctorVerify(email: string, intent: 'login' | 'register' = 'login', headers: Record<string, string> = {}) {
  clock.advance(3600);
  const request = await requestCode(ctx.app, { email, userType: 'doctor', intent });
  return verifyCode(ctx.app, { ...request, userType: 'doctor', intent }, headers);
}

describe('doctor login', () => {
  it('signs a verified doctor in with the badge and registration state', async () => {
    const response = await doctorVerify('verified@clinic.test');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.token).toEqual(expect.any(String));
    expect(data.user_details).toMatchObject({
      id: verified.userId,
      user_role: 'doctor',
      doctor_id: verified.doctorId,
      verification_badge: 'yes',
      registration_completed: 'yes',
      name: 'Vera Ified',
    });
  });

  it('uses the doctor purpose: a doctor code does not sign in a patient', async () => {
    clock.advance(3600);
    const request = await requestCode(ctx.app, { email: 'verified@clinic.test', userType: 'doctor' });
    const asPatient = await verifyCode(ctx.app, { ...request, userType: 'user' });
    expect(asPatient.statusCode).toBe(401);
    expect(asPatient.json().message).toBe(t('auth.codeInvalid'));
  });

  it("answers 'Email is not registered' for an unknown doctor, a patient and an unfinished registration", async () => {
    for (const email of ['nobody@clinic.test', 'patient-only@clinic.test', 'halfway@clinic.test']) {
      const response = await doctorVerify(email);
      expect(response.statusCode, email).toBe(403);
      expect(response.json()).toEqual({ success: false, message: 'Email is not registered' });
      expect(response.cookies).toHaveLength(0);
    }
    // Login never creates a doctor account.
    expect(await ctx.database.db.select().from(users).where(eq(users.email, 'nobody@clinic.test'))).toHaveLength(0);
  });

  it('signs a finished but unverified registration in to its status page; the portal stays closed (issue 42)', async () => {
    for (const email of ['pending@clinic.test', 'rejected@clinic.test']) {
      const response = await doctorVerify(email);
      expect(response.statusCode, email).toBe(200);
      const { token, user_details } = response.json().data;
      expect(user_details, email).toMatchObject({ user_role: 'doctor', verification_badge: 'no', registration_completed: 'yes' });
      const portal = await ctx.app.inject({ method: 'GET', url: '/api/doctor/profile', headers: bearer(token) });
      expect(portal.statusCode, email).toBe(403);
      expect(portal.json().message).toBe('You are not verified yet');
      const state = await ctx.app.inject({ method: 'GET', url: '/api/doctor/registration', headers: bearer(token) });
      expect(state.json().data.verification_status, email).toBe(email.startsWith('pending') ? 'pending' : 'rejected');
    }
  });
});

describe('doctor registration (wizard step 1)', () => {
  it('creates a doctor account and an empty unverified profile, and signs in', async () => {
    const response = await doctorVerify('newdoc@clinic.test', 'register', { 'x-session-transport': 'cookie' });
    expect(response.statusCode).toBe(200);
    const details = response.json().data.user_details;
    expect(details).toMatchObject({ user_role: 'doctor', verification_badge: 'no', registration_completed: 'no', doctor_id: expect.any(Number) });
    expect(response.json().data.token).toBeUndefined();
    const [doctor] = await ctx.database.db.select().from(doctors).where(eq(doctors.id, details.doctor_id));
    expect(doctor).toMatchObject({ userId: details.id, verificationStatus: 'unverified', registrationCompleted: false, slug: `doctor-${details.doctor_id}` });
    // The session works for the rest of the wizard.
    const cookie = response.cookies.find((c) => c.name === 'mb_session')!.value;
    const me = await ctx.app.inject({ method: 'GET', url: '/api/my-profile?user_type=doctor', headers: { cookie: `mb_session=${cookie}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.doctor).toMatchObject({ id: details.doctor_id, registration_completed: 'no' });
  });

  it('signs an unfinished registration back in without a second profile', async () => {
    const response = await doctorVerify('halfway@clinic.test', 'register');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user_details).toMatchObject({ id: incomplete.userId, doctor_id: incomplete.doctorId, registration_completed: 'no' });
    const rows = await ctx.database.db.select().from(doctors).where(eq(doctors.userId, incomplete.userId));
    expect(rows).toHaveLength(1);
  });

  it('signs a verified doctor in, and a pending one in to its status page without a second profile', async () => {
    const ok = await doctorVerify('verified@clinic.test', 'register');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.user_details.verification_badge).toBe('yes');
    const pending = await doctorVerify('pending@clinic.test', 'register');
    expect(pending.statusCode).toBe(200);
    expect(pending.json().data.user_details).toMatchObject({ verification_badge: 'no', registration_completed: 'yes' });
    const rows = await ctx.database.db.select().from(doctors).where(eq(doctors.userId, pending.json().data.user_details.id));
    expect(rows).toHaveLength(1);
  });

  it('lets a patient register a separate doctor account with the same email', async () => {
    const response = await doctorVerify('patient-only@clinic.test', 'register');
    expect(response.statusCode).toBe(200);
    const { token, user_details } = response.json().data;
    expect(user_details.user_role).toBe('doctor');
    const me = await ctx.app.inject({ method: 'GET', url: '/api/my-profile?user_type=doctor', headers: bearer(token) });
    expect(me.json().data.email).toBe('patient-only@clinic.test');
  });
});
