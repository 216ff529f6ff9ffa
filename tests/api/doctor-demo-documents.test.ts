import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../server/db/seed/accounts.ts';
import { seedDemo } from '../../server/db/seed/demo.ts';
import { t } from '../helpers/messages.ts';
import { bearer, signIn } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { formData } from './account-fixtures.ts';

// The demo doctors have their licence and ID proofs on file (issue: a seeded
// doctor could not save Professional Info), so every section saves without
// uploading them again, and the proofs open for their own doctor only.

let ctx: TestApp;
let doctor: Record<string, string>;
let doctor2: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemo(ctx.database.db, { doctors: 6, files: ctx.app.fileStore });
  doctor = bearer((await signIn(ctx.app, { email: demoAccounts.doctor, userType: 'doctor' })).token);
  doctor2 = bearer((await signIn(ctx.app, { email: demoAccounts.doctor2, userType: 'doctor' })).token);
}, 180_000);
afterAll(async () => {
  await ctx?.close();
});

const profile = async (headers: Record<string, string>) => (await ctx.app.inject({ method: 'GET', url: '/api/doctor/profile', headers })).json().data;

describe('the demo doctors\' documents', () => {
  it('are on file with numbers and proofs each doctor alone can open', async () => {
    const own = await profile(doctor);
    const numbers = own.documents.map((doc: { document_number: string }) => doc.document_number);
    expect(numbers).toEqual([expect.stringMatching(/^DEMO-LIC-/), expect.stringMatching(/^DEMO-ID-/)]);
    expect(own.documents.map((doc: { view_url: string }) => doc.view_url)).toEqual(['/api/doctor/documents/license_proof', '/api/doctor/documents/id_proof']);
    const file = await ctx.app.inject({ method: 'GET', url: '/api/doctor/documents/license_proof', headers: doctor });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.body.startsWith('%PDF-')).toBe(true);
    // Each doctor has their own numbers; visitors see nothing.
    const other = await profile(doctor2);
    expect(other.documents[0].document_number).not.toBe(numbers[0]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/doctor/documents/license_proof' })).statusCode).toBe(401);
  });

  it('let doctor@demo.test save Professional Info without uploading the proofs again', async () => {
    const before = await profile(doctor);
    const number = (kind: string) => before.documents.find((doc: { document_description: string }) => doc.document_description === kind).document_number;
    const payload: Record<string, string | number> = {
      speciality_id: before.speciality_id,
      about_doctor: 'General physician who listens first.',
      experience_years: before.experience_years,
      license_number: number('license_proof'),
      id_number: number('id_proof'),
    };
    before.specializations.forEach((item: { id: number }, i: number) => (payload[`specialization[${i}]`] = item.id));
    const response = await ctx.app.inject({ method: 'POST', url: '/api/doctor/update-professionalinfo', headers: doctor, payload: formData(payload) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(t('doctorProfile.updated'));
    const after = await profile(doctor);
    expect(after.about_doctor).toBe('General physician who listens first.');
    // The proofs on file stay on file.
    expect(after.documents).toEqual(before.documents);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/doctor/documents/id_proof', headers: doctor })).statusCode).toBe(200);
  });

  it('keep their numbers when a save is refused, and a patient cannot save a doctor\'s section', async () => {
    const before = await profile(doctor);
    const hostile = await ctx.app.inject({
      method: 'POST',
      url: '/api/doctor/update-professionalinfo',
      headers: doctor,
      payload: formData({ speciality_id: before.speciality_id, license_number: '<script>alert(1)</script>'.repeat(10), id_number: '' }),
    });
    expect(hostile.statusCode).toBe(400);
    expect((await profile(doctor)).documents).toEqual(before.documents);
    const patient = bearer((await signIn(ctx.app, { email: demoAccounts.patient })).token);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/doctor/update-professionalinfo',
      headers: patient,
      payload: formData({ speciality_id: before.speciality_id, license_number: 'X', id_number: 'Y' }),
    });
    expect(refused.statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/doctor/documents/license_proof', headers: patient })).statusCode).toBe(403);
  });
});
