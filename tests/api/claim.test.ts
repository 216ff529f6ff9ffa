import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctors } from '../../server/db/schema/doctors.ts';
import { claims } from '../../server/db/schema/engagement.ts';
import { users } from '../../server/db/schema/users.ts';
import { approveClaim, listClaims, rejectClaim } from '../../server/services/admin/claims-admin.ts';
import { resetClock, setClock } from '../../server/services/common/clock.ts';
import { createSession } from '../../server/services/auth/sessions.ts';
import { t } from '../helpers/messages.ts';
import { bearer, outbox, signIn } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { formData, pdfBytes, pngBytes, scriptBytes, type FilePart } from './account-fixtures.ts';
import { NOW, buildWorld, patient, type World } from './booking-fixtures.ts';

let ctx: TestApp;
let world: World;
let nadia: Awaited<ReturnType<typeof patient>>;
let omar: Awaited<ReturnType<typeof patient>>;
let lina: Awaited<ReturnType<typeof patient>>;
let adminHeaders: Record<string, string>;
let dubaiDoctorHeaders: Record<string, string>;

beforeAll(async () => {
  setClock(() => NOW);
  ctx = await createTestApp();
  world = await buildWorld(ctx.database);
  nadia = await patient(ctx.app, 'nadia@patient.test');
  omar = await patient(ctx.app, 'omar@patient.test');
  lina = await patient(ctx.app, 'lina@patient.test');
  const [admin] = await ctx.database.db.insert(users).values({ role: 'admin', email: 'admin@claims.test', emailVerifiedAt: new Date() }).returning({ id: users.id });
  adminHeaders = bearer((await createSession(ctx.database.db, admin!.id)).token);
  dubaiDoctorHeaders = bearer((await signIn(ctx.app, { email: world.dubai.email, userType: 'doctor' })).token);
});
afterAll(async () => {
  resetClock();
  await ctx?.close();
});

const licence = (bytes = pngBytes(), name = 'licence.png', type = 'image/png'): FilePart => ({ name, type, bytes });
const photoId = (bytes = pdfBytes(), name = 'passport.pdf', type = 'application/pdf'): FilePart => ({ name, type, bytes });

const fields = (overrides: Record<string, string | number> = {}) => ({
  first_name: 'Nadia',
  last_name: 'Karim',
  doctor_id: world.unverified.doctorId,
  license_proof_number: 'DHA-12345',
  id_proof_number: 'P1234567',
  claim_type: 'claim',
  ...overrides,
});

const submit = (payload: FormData, headers: Record<string, string> = nadia.headers) =>
  ctx.app.inject({ method: 'POST', url: '/api/add-claim', headers, payload });

async function refused(payload: FormData, status: number, message: string) {
  const response = await submit(payload);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ success: false, message });
}

const deps = () => ({ config: ctx.config, database: ctx.database, log: ctx.app.log, publicUrl: 'http://localhost:8080', fileStore: ctx.app.fileStore });
const privateClaims = () => path.join(ctx.config.dataDir, 'uploads', 'private', 'claims');
const storedCount = () => (fs.existsSync(privateClaims()) ? fs.readdirSync(privateClaims()).length : 0);

describe('POST /api/add-claim', () => {
  it('needs a signed-in patient', async () => {
    const body = () => formData(fields(), { license_proof: licence(), identity_proof: photoId() });
    expect((await submit(body(), {})).statusCode).toBe(401);
    expect((await submit(body(), dubaiDoctorHeaders)).statusCode).toBe(403);
  });

  it('requires every field and both proofs', async () => {
    await refused(formData(fields({ first_name: '' }), { license_proof: licence(), identity_proof: photoId() }), 400, t('claim.fieldsRequired'));
    await refused(formData(fields({ id_proof_number: ' ' }), { license_proof: licence(), identity_proof: photoId() }), 400, t('claim.fieldsRequired'));
    await refused(formData(fields(), { identity_proof: photoId() }), 400, t('claim.licenseProofRequired'));
    await refused(formData(fields(), { license_proof: licence() }), 400, t('claim.idProofRequired'));
  });

  it('claim only an unverified profile, reclaim only a verified one', async () => {
    const files = () => ({ license_proof: licence(), identity_proof: photoId() });
    await refused(formData(fields({ doctor_id: world.dubai.doctorId }), files()), 400, t('claim.alreadyVerified'));
    await refused(formData(fields({ claim_type: 'reclaim' }), files()), 400, t('claim.notVerified'));
    await refused(formData(fields({ claim_type: 'steal' }), files()), 400, t('claim.typeInvalid'));
    await refused(formData(fields({ doctor_id: 999_999 }), files()), 404, t('doctor.notFound'));
  });

  it('checks the proofs by content, type and size', async () => {
    await refused(formData(fields(), { license_proof: licence(scriptBytes()), identity_proof: photoId() }), 400, t('files.proofType'));
    await refused(formData(fields(), { license_proof: licence(pngBytes(), 'licence.exe'), identity_proof: photoId() }), 400, t('files.proofType'));
    await refused(formData(fields(), { license_proof: licence(), identity_proof: photoId(Buffer.from('GIF89a\x01\x00\x01\x00'), 'id.jpg', 'image/jpeg') }), 400, t('files.proofType'));
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(5 * 1024 * 1024)]);
    await refused(formData(fields(), { license_proof: licence(), identity_proof: photoId(big) }), 413, 'File size exceeds the 5MB limit.');
    expect(storedCount()).toBe(0);
  });

  it('stores the claim as pending with private proofs that /media never serves', async () => {
    const response = await submit(formData(fields(), { license_proof: licence(), identity_proof: photoId() }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: t('claim.submitted.claim'), data: { claim: { claim_type: 'claim', status: 'pending' } } });
    const [row] = await ctx.database.db.select().from(claims).where(eq(claims.id, response.json().data.claim.id));
    expect(row).toMatchObject({ userId: nadia.userId, doctorId: world.unverified.doctorId, licenseProofNumber: 'DHA-12345', status: 'pending' });
    expect(row!.licenseProofPath).toMatch(/^claims\/[0-9a-f]{32}\.png$/);
    expect(row!.identityProofPath).toMatch(/^claims\/[0-9a-f]{32}\.pdf$/);
    expect(storedCount()).toBe(2);
    expect(fs.existsSync(path.join(ctx.config.dataDir, 'uploads', 'public', 'claims'))).toBe(false);

    const name = row!.licenseProofPath.split('/')[1]!;
    for (const url of [
      `/media/uploads/claims/${name}`,
      `/media/uploads/private/claims/${name}`,
      `/media/uploads/../private/claims/${name}`,
      `/media/uploads/%2e%2e/private/claims/${name}`,
      `/media/uploads/..%2fprivate%2fclaims%2f${name}`,
      `/media/private/claims/${name}`,
    ]) {
      const served = await ctx.app.inject({ method: 'GET', url });
      expect(served.statusCode, url).not.toBe(200);
      expect(served.rawPayload.includes(pngBytes())).toBe(false);
    }
  });

  it('refuses a second pending request for the same profile', async () => {
    await refused(formData(fields(), { license_proof: licence(), identity_proof: photoId() }), 409, t('claim.pendingExists'));
  });
});

describe('GET /api/admin/claims/:id/proof/:kind', () => {
  it('streams the private proof to an admin only', async () => {
    const [row] = await ctx.database.db.select().from(claims).where(eq(claims.userId, nadia.userId));
    const url = (kind: string) => `/api/admin/claims/${row!.id}/proof/${kind}`;
    const proof = await ctx.app.inject({ method: 'GET', url: url('license'), headers: adminHeaders });
    expect(proof.statusCode).toBe(200);
    expect(proof.headers['content-type']).toBe('image/png');
    expect(proof.rawPayload.equals(pngBytes())).toBe(true);
    const id = await ctx.app.inject({ method: 'GET', url: url('identity_proof'), headers: adminHeaders });
    expect(id.headers['content-type']).toBe('application/pdf');

    expect((await ctx.app.inject({ method: 'GET', url: url('license'), headers: nadia.headers })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: url('license'), headers: dubaiDoctorHeaders })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: url('license') })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/claims/999999/proof/license', headers: adminHeaders })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: url('passwd'), headers: adminHeaders })).statusCode).toBe(400);
  });
});

describe('admin decisions (npm run admin -- approve-claim / reject-claim)', () => {
  it('lists pending claims', async () => {
    const pending = await listClaims(deps());
    expect(pending.map((entry) => entry.claimant.id)).toEqual([nadia.userId]);
    expect(pending[0]!.claimant).toMatchObject({ email: 'nadia@patient.test', emailVerified: true });
  });

  it('approval makes the claimant\'s verified email a doctor sign-in for that profile', async () => {
    // Before: the address is a patient only; doctor login is refused.
    const before = await ctx.app.inject({ method: 'POST', url: '/api/send-doctor-otp', payload: { email_or_phone: 'nadia@patient.test', user_type: 'doctor', otp_type: 'email' } });
    expect(before.statusCode).toBe(200);
    const [code] = await outbox(ctx.app, 'nadia@patient.test');
    const refusedLogin = await ctx.app.inject({
      method: 'POST',
      url: '/api/verify-otp',
      payload: { user_type: 'doctor', user_id: before.json().data.user_id, otp: code!.code, otp_type: 'email' },
    });
    expect(refusedLogin.statusCode).toBe(403);

    const [row] = await ctx.database.db.select().from(claims).where(eq(claims.userId, nadia.userId));
    const result = await approveClaim(deps(), row!.id);
    expect(result.identifier).toBe('nadia@patient.test');
    const [doctor] = await ctx.database.db.select().from(doctors).where(eq(doctors.id, world.unverified.doctorId));
    expect(doctor).toMatchObject({ userId: result.doctorUserId, verificationStatus: 'verified', registrationCompleted: true });
    expect((await ctx.database.db.select().from(claims).where(eq(claims.id, row!.id)))[0]).toMatchObject({ status: 'approved' });
    const [notice] = await outbox(ctx.app, 'nadia@patient.test');
    expect(notice!.subject).toBe(t('claim.mail.approvedSubject', { doctor: 'Dr. New Doctor' }));
    expect(notice!.body).toContain('http://localhost:8080/doctor-login');

    setClock(() => NOW + 60_000); // past the resend wait of the refused attempt
    const session = await signIn(ctx.app, { email: 'nadia@patient.test', userType: 'doctor' });
    setClock(() => NOW);
    expect(session.doctorId).toBe(world.unverified.doctorId);
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/my-profile?user_type=doctor', headers: bearer(session.token) });
    expect(profile.json().data).toMatchObject({ verification_badge: 'yes', doctor: { id: world.unverified.doctorId } });
    // The patient account is untouched.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/my-profile?user_type=user', headers: nadia.headers })).statusCode).toBe(200);

    await expect(approveClaim(deps(), row!.id)).rejects.toThrow(/already approved/);
  });

  it('a reclaim hands a verified profile over and signs the former owner out', async () => {
    const response = await submit(
      formData(fields({ doctor_id: world.dubai.doctorId, claim_type: 'reclaim', first_name: 'Lina' }), { license_proof: licence(), identity_proof: photoId() }),
      lina.headers,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(t('claim.submitted.reclaim'));
    await approveClaim(deps(), response.json().data.claim.id);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/my-profile', headers: dubaiDoctorHeaders })).statusCode).toBe(401);
    const session = await signIn(ctx.app, { email: 'lina@patient.test', userType: 'doctor' });
    expect(session.doctorId).toBe(world.dubai.doctorId);
  });

  it('rejection records the reason and tells the claimant', async () => {
    const response = await submit(
      formData(fields({ doctor_id: world.kolkata.doctorId, claim_type: 'reclaim' }), { license_proof: licence(), identity_proof: photoId() }),
      omar.headers,
    );
    const id = response.json().data.claim.id;
    await expect(rejectClaim(deps(), id, '  ')).rejects.toThrow(/reason/);
    await rejectClaim(deps(), id, 'The licence number does not match the registry.');
    expect((await ctx.database.db.select().from(claims).where(eq(claims.id, id)))[0]).toMatchObject({
      status: 'rejected',
      decisionReason: 'The licence number does not match the registry.',
    });
    const [notice] = await outbox(ctx.app, 'omar@patient.test');
    expect(notice!.body).toContain('The licence number does not match the registry.');
    const [kolkata] = await ctx.database.db.select().from(doctors).where(eq(doctors.id, world.kolkata.doctorId));
    expect(kolkata!.userId).toBeNull();
  });
});
