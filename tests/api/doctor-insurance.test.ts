/**
 * The portal's Insurance section (issue 41): a verified doctor states the networks each own clinic
 * accepts and whether video consultations are covered; refusals and hostile input change nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctors } from '../../server/db/schema/doctors.ts';
import { clinicInsuranceNetworks, insuranceNetworks } from '../../server/db/schema/insurance.ts';
import { users } from '../../server/db/schema/users.ts';
import { createSession } from '../../server/services/auth/sessions.ts';
import { resetClock, setClock } from '../../server/services/common/clock.ts';
import { t } from '../../src/shared/i18n/format.ts';
import { bearer, seedDoctor, signIn } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { NOW, buildWorld, patient, type World } from './booking-fixtures.ts';

let ctx: TestApp;
let world: World;
let doctor: Record<string, string>;
let network: Record<string, number>;

beforeAll(async () => {
  setClock(() => NOW);
  ctx = await createTestApp();
  world = await buildWorld(ctx.database);
  doctor = bearer((await signIn(ctx.app, { email: world.dubai.email, userType: 'doctor' })).token);
  const rows = await ctx.database.db.select({ id: insuranceNetworks.id, slug: insuranceNetworks.slug }).from(insuranceNetworks);
  network = Object.fromEntries(rows.map((r) => [r.slug, r.id]));
});
afterAll(async () => {
  resetClock();
  await ctx?.close();
});

const save = (headers: Record<string, string>, payload: unknown, language = 'en') =>
  ctx.app.inject({ method: 'POST', url: '/api/doctor/insurance', headers: { ...headers, 'accept-language': language }, payload: payload as Record<string, unknown> });
const stored = async () => ({
  rows: (await ctx.database.db.select().from(clinicInsuranceNetworks)).map((r) => `${r.clinicId}:${r.networkId}`).sort(),
  video: (await ctx.database.db.select({ v: doctors.videoInsurance }).from(doctors).where(eq(doctors.id, world.dubai.doctorId)))[0]!.v,
});

describe('a doctor states what each clinic accepts', () => {
  it('saves networks per own clinic and video cover; reads them back; an empty list is self-pay', async () => {
    const initial = await ctx.app.inject({ method: 'GET', url: '/api/doctor/insurance', headers: doctor });
    expect(initial.statusCode).toBe(200);
    expect(initial.json().data).toMatchObject({ clinics: [{ id: world.dubai.clinicId, clinic_name: 'Jumeirah Clinic', network_ids: [] }], video_insurance: false });
    expect(initial.json().data.clinics).toHaveLength(1);

    const ids = [network['daman-enhanced']!, network['thiqa']!, network['daman-enhanced']!];
    const saved = await save(doctor, { clinics: [{ clinic_id: world.dubai.clinicId, network_ids: ids }], video_insurance: true }, 'ar');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(t('doctorInsurance.saved', undefined, 'ar'));
    expect(saved.json().data.clinics[0].network_ids).toEqual([network['daman-enhanced'], network['thiqa']].sort((a, b) => a! - b!));
    expect(saved.json().data.video_insurance).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/doctor/insurance', headers: doctor })).json().data).toEqual(saved.json().data);

    const cleared = await save(doctor, { clinics: [{ clinic_id: world.dubai.clinicId, network_ids: [] }], video_insurance: false });
    expect(cleared.json().data.clinics[0].network_ids).toEqual([]);
    expect(await stored()).toEqual({ rows: [], video: false });
  });
});

describe('refusals and hostile input change nothing', () => {
  it('visitors (401), patients, admins and unverified doctors (403) can neither read nor save', async () => {
    await save(doctor, { clinics: [{ clinic_id: world.dubai.clinicId, network_ids: [network['thiqa']] }], video_insurance: true });
    const before = await stored();
    const [adminRow] = await ctx.database.db.insert(users).values({ role: 'admin', email: 'ins-admin@team.test', emailVerifiedAt: new Date() }).returning({ id: users.id });
    const admin = bearer((await createSession(ctx.database.db, adminRow!.id)).token);
    const pending = await seedDoctor(ctx.database, { email: 'pending@insurance.test', verificationStatus: 'pending' });
    const pendingHeaders = bearer((await createSession(ctx.database.db, pending.userId)).token);
    const body = { clinics: [{ clinic_id: world.dubai.clinicId, network_ids: [] }], video_insurance: false };
    const callers: Array<[Record<string, string>, number]> = [
      [{}, 401],
      [(await patient(ctx.app, 'pat@insurance.test')).headers, 403],
      [admin, 403],
      [pendingHeaders, 403],
    ];
    for (const [headers, status] of callers) {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/doctor/insurance', headers })).statusCode).toBe(status);
      const refused = await save(headers, body, 'hi');
      expect(refused.statusCode).toBe(status);
      expect(refused.json().message).toMatch(/[\u0900-\u097F]/);
    }
    expect(await stored()).toEqual(before);
  });

  it("another doctor's clinic is a 404; unknown networks, oversized lists and odd shapes are a clear 400", async () => {
    const before = await stored();
    const own = world.dubai.clinicId;
    const foreign = await save(doctor, { clinics: [{ clinic_id: own, network_ids: [] }, { clinic_id: world.other.clinicId, network_ids: [] }], video_insurance: false }, 'ar');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(t('doctorInsurance.clinicNotFound', undefined, 'ar'));

    const unknown = await save(doctor, { clinics: [{ clinic_id: own, network_ids: [network['thiqa'], 999_999] }], video_insurance: false }, 'hi');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(t('doctorInsurance.networkUnknown', undefined, 'hi'));

    const many = Array.from({ length: 101 }, (_, i) => i + 1);
    const cases: Array<[unknown, string]> = [
      [{ clinics: [{ clinic_id: own, network_ids: many }], video_insurance: false }, t('common.listTooLong', { max: 100 }, 'en')],
      [{ clinics: Array.from({ length: 21 }, (_, i) => ({ clinic_id: i + 1, network_ids: [] })), video_insurance: false }, t('common.listTooLong', { max: 20 }, 'en')],
      [{ clinics: [{ clinic_id: own, network_ids: [] }, { clinic_id: own, network_ids: [] }], video_insurance: false }, t('doctorInsurance.clinicTwice', undefined, 'en')],
      [{ clinics: [{ clinic_id: own, network_ids: [0] }], video_insurance: false }, t('doctorInsurance.networkUnknown', undefined, 'en')],
      [{ clinics: [{ clinic_id: own, network_ids: [2_147_483_648] }], video_insurance: false }, t('doctorInsurance.networkUnknown', undefined, 'en')],
      [{ clinics: [{ clinic_id: own, network_ids: ['<b>1</b>'] }], video_insurance: false }, t('doctorInsurance.networkUnknown', undefined, 'en')],
      [{ clinics: [{ clinic_id: -1, network_ids: [] }], video_insurance: false }, t('doctorInsurance.clinicNotFound', undefined, 'en')],
    ];
    for (const [payload, message] of cases) {
      const response = await save(doctor, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(400);
      expect(response.json().message, JSON.stringify(payload).slice(0, 120)).toContain(message);
    }
    for (const payload of [
      { clinics: [{ clinic_id: own, network_ids: [network['thiqa']] }] },
      { clinics: [{ clinic_id: own, network_ids: { nested: [[1]] } }], video_insurance: false },
      { clinics: [{ clinic_id: own, network_ids: [], extra: 1 }], video_insurance: false },
      { clinics: 'all', video_insurance: 'yes' },
    ]) {
      const response = await save(doctor, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().success).toBe(false);
    }
    const malformed = await ctx.app.inject({ method: 'POST', url: '/api/doctor/insurance', headers: { ...doctor, 'content-type': 'application/json' }, payload: '{"clinics":[' });
    expect(malformed.statusCode).toBe(400);
    expect(await stored()).toEqual(before);
  });
});
