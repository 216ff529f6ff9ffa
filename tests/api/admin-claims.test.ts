import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { specialities } from '../../server/db/schema/catalog.ts';
import { doctorDocuments, doctors } from '../../server/db/schema/doctors.ts';
import { claims } from '../../server/db/schema/engagement.ts';
import { users } from '../../server/db/schema/users.ts';
import { resetClock, setClock } from '../../server/services/common/clock.ts';
import { createSession } from '../../server/services/auth/sessions.ts';
import { t } from '../helpers/messages.ts';
import { bearer, outbox, requestCode, signIn } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { formData, pdfBytes, pngBytes } from './account-fixtures.ts';
import { NOW, buildWorld, patient, type World } from './booking-fixtures.ts';

// The admin HTTP routes for claim decisions (server/routes/admin-claims.ts): the
// same services as `npm run admin -- claims | approve-claim | reject-claim`.

let ctx: TestApp;
let world: World;
let nadia: Awaited<ReturnType<typeof patient>>;
let omar: Awaited<ReturnType<typeof patient>>;
let adminHeaders: Record<string, string>;
let doctorHeaders: Record<string, string>;

beforeAll(async () => {
  setClock(() => NOW);
  ctx = await createTestApp();
  world = await buildWorld(ctx.database);
  nadia = await patient(ctx.app, 'nadia@admin-claims.test');
  omar = await patient(ctx.app, 'omar@admin-claims.test');
  const [admin] = await ctx.database.db.insert(users).values({ role: 'admin', email: 'admin@admin-claims.test', emailVerifiedAt: new Date() }).returning({ id: users.id });
  adminHeaders = bearer((await createSession(ctx.database.db, admin!.id)).token);
  doctorHeaders = bearer((await signIn(ctx.app, { email: world.dubai.email, userType: 'doctor' })).token);
});
afterAll(async () => {
  resetClock();
  await ctx?.close();
});

async function claimAs(headers: Record<string, string>, doctorId: number): Promise<number> {
  const payload = formData(
    { first_name: 'Nadia', last_name: 'Karim', doctor_id: doctorId, license_proof_number: 'DHA-1', id_proof_number: 'P-1', claim_type: 'claim' },
    {
      license_proof: { name: 'licence.png', type: 'image/png', bytes: pngBytes() },
      identity_proof: { name: 'passport.pdf', type: 'application/pdf', bytes: pdfBytes() },
    },
  );
  const response = await ctx.app.inject({ method: 'POST', url: '/api/add-claim', headers, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.claim.id as number;
}

const list = (headers: Record<string, string>, query = '') => ctx.app.inject({ method: 'GET', url: `/api/admin/claims${query}`, headers });
const approve = (id: number, headers: Record<string, string>) => ctx.app.inject({ method: 'POST', url: `/api/admin/claims/${id}/approve`, headers });
const reject = (id: number, headers: Record<string, string>, reason?: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/claims/${id}/reject`, headers, payload: reason === undefined ? {} : { reason } });

describe('admin claim routes', () => {
  let nadiaClaim = 0;
  let omarClaim = 0;

  beforeAll(async () => {
    nadiaClaim = await claimAs(nadia.headers, world.unverified.doctorId);
    omarClaim = await claimAs(omar.headers, world.unverified.doctorId);
  });

  it('are for admins only: guests 401, patients and doctors 403', async () => {
    for (const call of [() => list({}), () => approve(nadiaClaim, {}), () => reject(nadiaClaim, {}, 'x')]) {
      expect((await call()).statusCode).toBe(401);
    }
    for (const headers of [nadia.headers, doctorHeaders]) {
      expect((await list(headers)).statusCode).toBe(403);
      expect((await approve(nadiaClaim, headers)).statusCode).toBe(403);
      expect((await reject(nadiaClaim, headers, 'x')).statusCode).toBe(403);
    }
    const [row] = await ctx.database.db.select().from(claims).where(eq(claims.id, nadiaClaim));
    expect(row!.status).toBe('pending');
  });

  it('an admin signs in by code (send-otp, verify-otp) to the admin account and may call them', async () => {
    const { reference, code } = await requestCode(ctx.app, { email: 'admin@admin-claims.test' });
    const login = await ctx.app.inject({ method: 'POST', url: '/api/verify-otp', payload: { user_type: 'user', user_id: reference, otp: code, otp_type: 'email' } });
    expect(login.statusCode, login.body).toBe(200);
    const headers = bearer(login.json().data.token);
    expect((await list(headers)).statusCode).toBe(200);
    // No patient account was made for the admin's address.
    const rows = await ctx.database.db.select().from(users).where(eq(users.email, 'admin@admin-claims.test'));
    expect(rows.map((row) => row.role)).toEqual(['admin']);
  });

  it('list the pending claims with the claimant and private proof links', async () => {
    const response = await list(adminHeaders);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data as Array<Record<string, unknown>>;
    expect(data.map((entry) => entry.id)).toEqual([nadiaClaim, omarClaim]);
    expect(data[0]).toMatchObject({
      claim_type: 'claim',
      status: 'pending',
      license_proof_url: `/api/admin/claims/${nadiaClaim}/proof/license`,
      doctor: { id: world.unverified.doctorId, status: 'unverified' },
      claimant: { id: nadia.userId, email: 'nadia@admin-claims.test', email_verified: true },
    });
    expect(JSON.stringify(data)).not.toContain('/media/');
    const proof = await ctx.app.inject({ method: 'GET', url: data[0]!.license_proof_url as string, headers: adminHeaders });
    expect(proof.statusCode).toBe(200);
  });

  it('reject needs a reason, records it and tells the claimant', async () => {
    const missing = await reject(omarClaim, adminHeaders, '  ');
    expect(missing.statusCode).toBe(400);
    const response = await reject(omarClaim, adminHeaders, 'The licence number does not match');
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await ctx.database.db.select().from(claims).where(eq(claims.id, omarClaim));
    expect(row).toMatchObject({ status: 'rejected', decisionReason: 'The licence number does not match' });
    const [notice] = await outbox(ctx.app, 'omar@admin-claims.test');
    expect(notice!.subject).toBe(t('claim.mail.rejectedSubject', { doctor: 'Dr. New Doctor' }));
    const rejected = await list(adminHeaders, '?status=rejected');
    expect(rejected.json().data.map((entry: { id: number }) => entry.id)).toEqual([omarClaim]);
  });

  it('approve links the profile to the claimant\'s verified email, who then signs in as that doctor', async () => {
    // Documents of a former owner, to be replaced by the claim's.
    const formerProof = 'doctor-documents/0123456789abcdef0123456789abcdef.pdf';
    fs.mkdirSync(path.join(ctx.config.dataDir, 'uploads', 'private', 'doctor-documents'), { recursive: true });
    fs.writeFileSync(path.join(ctx.config.dataDir, 'uploads', 'private', formerProof), pdfBytes());
    await ctx.database.db.insert(doctorDocuments).values({ doctorId: world.unverified.doctorId, documentDescription: 'license_proof', documentNumber: 'OLD-1', documentPath: formerProof, mimeType: 'application/pdf' });
    const response = await approve(nadiaClaim, adminHeaders);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.identifier).toBe('nadia@admin-claims.test');
    const [doctor] = await ctx.database.db.select().from(doctors).where(eq(doctors.id, world.unverified.doctorId));
    expect(doctor).toMatchObject({ userId: response.json().data.doctor_user_id, verificationStatus: 'verified' });
    const session = await signIn(ctx.app, { email: 'nadia@admin-claims.test', userType: 'doctor' });
    expect(session.token).toBeTruthy();

    // The claim's numbers and proofs are now the profile's documents: the former owner's are gone.
    const headers = bearer(session.token);
    const profile = (await ctx.app.inject({ method: 'GET', url: '/api/doctor/profile', headers })).json().data;
    expect(profile.documents).toEqual([
      { document_description: 'license_proof', document_number: 'DHA-1', view_url: '/api/doctor/documents/license_proof', mime_type: 'image/png' },
      { document_description: 'id_proof', document_number: 'P-1', view_url: '/api/doctor/documents/id_proof', mime_type: 'application/pdf' },
    ]);
    expect(fs.existsSync(path.join(ctx.config.dataDir, 'uploads', 'private', formerProof))).toBe(false);
    const licence = await ctx.app.inject({ method: 'GET', url: '/api/doctor/documents/license_proof', headers });
    expect(licence.statusCode).toBe(200);
    expect(licence.rawPayload.equals(pngBytes())).toBe(true);
    // A copy, not the claim's own file: the claim keeps its proof.
    const [claimRow] = await ctx.database.db.select().from(claims).where(eq(claims.id, nadiaClaim));
    const docs = await ctx.database.db.select().from(doctorDocuments).where(eq(doctorDocuments.doctorId, world.unverified.doctorId));
    expect(docs.map((doc) => doc.documentPath)).not.toContain(claimRow!.licenseProofPath);
    expect(fs.existsSync(path.join(ctx.config.dataDir, 'uploads', 'private', claimRow!.licenseProofPath))).toBe(true);

    // So Professional Info saves without uploading the proofs again (the form sends the numbers it shows).
    const [speciality] = await ctx.database.db.insert(specialities).values({ slug: 'claims-cardiology', speciality: 'Cardiology', sortOrder: 1 }).returning();
    const save = await ctx.app.inject({
      method: 'POST',
      url: '/api/doctor/update-professionalinfo',
      headers,
      payload: formData({ speciality_id: speciality!.id, about_doctor: 'Family doctor, now on MedBook.', license_number: 'DHA-1', id_number: 'P-1', experience_years: 9 }),
    });
    expect(save.statusCode, save.body).toBe(200);
    const after = (await ctx.app.inject({ method: 'GET', url: '/api/doctor/profile', headers })).json().data;
    expect(after.about_doctor).toBe('Family doctor, now on MedBook.');
    expect(after.documents.map((doc: { view_url: string | null }) => doc.view_url)).toEqual([
      '/api/doctor/documents/license_proof',
      '/api/doctor/documents/id_proof',
    ]);
    // The previous owner of this profile (here: nobody) and other doctors still cannot read these proofs.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/doctor/documents/license_proof', headers: doctorHeaders })).rawPayload.equals(pngBytes())).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/doctor/documents/license_proof' })).statusCode).toBe(401);
    // A decided claim cannot be decided again: 409, naming who decided it (the audit log).
    const again = await approve(nadiaClaim, adminHeaders);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('admin@admin-claims.test');
    expect((await approve(999_999, adminHeaders)).statusCode).toBe(404);
    expect((await list(adminHeaders)).json().data).toEqual([]);
  });
});
