import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../../server/services/common/clock.ts';
import { t } from '../helpers/messages.ts';
import { bearer, signIn } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { NOW, patient } from './booking-fixtures.ts';
import { seedCatalog, timingPayload, verifiedDoctor } from './doctor-portal-fixtures.ts';

let ctx: TestApp;
let amira: Awaited<ReturnType<typeof verifiedDoctor>>;
let omar: Awaited<ReturnType<typeof verifiedDoctor>>;
let patientHeaders: Record<string, string>;
let newcomerHeaders: Record<string, string>;
let amiraTiming: number;

beforeAll(async () => {
  setClock(() => NOW);
  ctx = await createTestApp();
  await seedCatalog(ctx.database);
  amira = await verifiedDoctor(ctx.app, ctx.database, 'amira@owner.test');
  omar = await verifiedDoctor(ctx.app, ctx.database, 'omar@owner.test', { firstName: 'Omar', lastName: 'Nasser' });
  patientHeaders = (await patient(ctx.app, 'sara@owner.test')).headers;
  // Registration step 1 only: a doctor account with an unverified profile.
  newcomerHeaders = bearer((await signIn(ctx.app, { email: 'new@owner.test', userType: 'doctor', intent: 'register' })).token);
  const created = await ctx.app.inject({ method: 'POST', url: '/api/doctor/add-timings', headers: amira.headers, payload: timingPayload() });
  amiraTiming = created.json().data.id;
});
afterAll(async () => {
  resetClock();
  await ctx?.close();
});

const calls = () => [
  { method: 'GET' as const, url: `/api/doctor-timings?doctor_id=${amira.doctorId}&type=online` },
  { method: 'GET' as const, url: `/api/doctor/timing-detail?timing_id=${amiraTiming}` },
  { method: 'POST' as const, url: '/api/doctor/add-timings', payload: timingPayload({ timing_id: amiraTiming, online_consultation_fee: '1' }) },
  { method: 'POST' as const, url: '/api/doctor/delete-timing', payload: { timing_id: amiraTiming } },
  { method: 'POST' as const, url: '/api/doctor/my-appointments', payload: {} },
  { method: 'GET' as const, url: '/api/doctor/profile' },
];

describe('who may use the configuration calls', () => {
  it('signed out → 401; a patient → 403; an unverified doctor → 403 "You are not verified yet"', async () => {
    for (const call of calls()) {
      const anonymous = await ctx.app.inject(call);
      expect(anonymous.statusCode, call.url).toBe(401);
      const asPatient = await ctx.app.inject({ ...call, headers: patientHeaders });
      expect(asPatient.statusCode, call.url).toBe(403);
      const asNewcomer = await ctx.app.inject({ ...call, headers: newcomerHeaders });
      expect(asNewcomer.statusCode, call.url).toBe(403);
      expect(asNewcomer.json().message).toBe(t('auth.doctor.notVerified'));
    }
  });

  it("another doctor cannot list (403), read, edit or delete (404) a doctor's configurations", async () => {
    const list = await ctx.app.inject({ method: 'GET', url: `/api/doctor-timings?doctor_id=${amira.doctorId}`, headers: omar.headers });
    expect(list.statusCode).toBe(403);
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/doctor/timing-detail?timing_id=${amiraTiming}`, headers: omar.headers });
    expect(detail.statusCode).toBe(404);
    const edit = await ctx.app.inject({
      method: 'POST',
      url: '/api/doctor/add-timings',
      headers: omar.headers,
      payload: timingPayload({ timing_id: amiraTiming, online_consultation_fee: '1' }),
    });
    expect(edit.statusCode).toBe(404);
    const remove = await ctx.app.inject({ method: 'POST', url: '/api/doctor/delete-timing', headers: omar.headers, payload: { timing_id: amiraTiming } });
    expect(remove.statusCode).toBe(404);

    const mine = await ctx.app.inject({ method: 'GET', url: `/api/doctor/timing-detail?timing_id=${amiraTiming}`, headers: amira.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.online_fee).toBe(500);
    const own = await ctx.app.inject({ method: 'GET', url: `/api/doctor-timings?doctor_id=${omar.doctorId}`, headers: omar.headers });
    expect(own.json()).toMatchObject({ success: true, data: [], total: 0 });
  });

  it('a retried save with the same Idempotency-Key creates one configuration', async () => {
    const payload = timingPayload({ slots: [{ day: 'friday', timings: [{ start_time: '09:00', end_time: '10:00' }] }] });
    const headers = { ...omar.headers, 'idempotency-key': 'save-friday' };
    const first = await ctx.app.inject({ method: 'POST', url: '/api/doctor/add-timings', headers, payload });
    const second = await ctx.app.inject({ method: 'POST', url: '/api/doctor/add-timings', headers, payload });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json().data.id).toBe(first.json().data.id);
    const own = await ctx.app.inject({ method: 'GET', url: `/api/doctor-timings?doctor_id=${omar.doctorId}`, headers: omar.headers });
    expect(own.json().total).toBe(1);
  });
});
