import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { doctors } from '../../server/db/schema/doctors.ts';
import { users } from '../../server/db/schema/users.ts';
import { t } from '../helpers/messages.ts';
import { bearer, outbox, requestCode, signIn, testClock, verifyCode } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { formData, pdfBytes, pngBytes } from './account-fixtures.ts';
import { NOW } from './booking-fixtures.ts';
import { seedCatalog, type Catalog } from './doctor-portal-fixtures.ts';
import { namesAr } from '../../src/shared/i18n/names-ar.ts';
import { namesHi } from '../../src/shared/i18n/names-hi.ts';
import { doctorSpecializations } from '../../server/db/schema/doctor-catalog.ts';
import { sitemapUrls } from '../helpers/sitemaps.ts';

let ctx: TestApp;
let catalog: Catalog;
let admin: Record<string, string>;
let patient: Record<string, string>;
const clock = testClock(NOW);

beforeAll(async () => {
  ctx = await createTestApp();
  catalog = await seedCatalog(ctx.database);
  await ctx.database.db.insert(users).values({ role: 'admin', email: 'team@admin.test', emailVerifiedAt: new Date() });
  // The admin signs in by code like a patient and keeps the admin role.
  admin = bearer((await signIn(ctx.app, { email: 'team@admin.test' })).token);
  patient = bearer((await signIn(ctx.app, { email: 'someone@patient.test' })).token);
});
afterAll(async () => {
  clock.reset();
  await ctx?.close();
});

async function registeredDoctor(email: string, firstName = 'Rami') {
  clock.advance(3600);
  const { token, doctorId } = await signIn(ctx.app, { email, userType: 'doctor', intent: 'register' });
  const headers = bearer(token);
  const response = await submit(headers, doctorId!, firstName);
  expect(response.statusCode).toBe(200);
  return { headers, doctorId: doctorId! };
}

function submit(headers: Record<string, string>, doctorId: number, firstName: string) {
  const body = formData(
    {
      doctor_id: doctorId,
      first_name: firstName,
      last_name: 'Saleh',
      gender: 'male',
      dob: '1980-01-02',
      address_one: 'Building 12, Al Wasl Road',
      address_two: '',
      country: 'United Arab Emirates',
      state: 'Dubai',
      city: 'Dubai',
      postal_code: '',
      latitude: '25.2',
      longitude: '55.27',
      experience_years: '9',
      registration_no: 'REG-1',
      license_number: 'LIC-1',
      id_number: 'ID-1',
      'specialization[0]': catalog.echo,
    },
    {
      license_proof: { name: 'licence.pdf', type: 'application/pdf', bytes: pdfBytes() },
      id_proof: { name: 'id.png', type: 'image/png', bytes: pngBytes(2, 2) },
    },
  );
  return ctx.app.inject({ method: 'POST', url: '/api/doctor/register', headers, payload: body });
}

async function doctorCode(email: string, intent: 'login' | 'register') {
  clock.advance(3600);
  const code = await requestCode(ctx.app, { email, userType: 'doctor', intent });
  return verifyCode(ctx.app, { ...code, userType: 'doctor', intent });
}

describe('admin doctor routes: who may call them', () => {
  it('guest 401, patient 403, doctor 403; admin 200', async () => {
    const doctor = await registeredDoctor('who@register.test');
    const calls = [
      { method: 'GET' as const, url: '/api/admin/doctors?pending=1' },
      { method: 'POST' as const, url: `/api/admin/doctors/${doctor.doctorId}/verify` },
      { method: 'POST' as const, url: `/api/admin/doctors/${doctor.doctorId}/reject`, payload: { reason: 'x' } },
    ];
    for (const call of calls) {
      expect((await ctx.app.inject(call)).statusCode, `${call.url} as guest`).toBe(401);
      expect((await ctx.app.inject({ ...call, headers: patient })).statusCode, `${call.url} as patient`).toBe(403);
      expect((await ctx.app.inject({ ...call, headers: doctor.headers })).statusCode, `${call.url} as doctor`).toBe(403);
    }
    const list = await ctx.app.inject({ method: 'GET', url: '/api/admin/doctors?pending=1', headers: admin });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((row: { id: number }) => row.id)).toContain(doctor.doctorId);
  });
});

describe('verify and reject over HTTP', () => {
  it('lists pending registrations with their proofs, verifies one (notified); the doctor then signs in', async () => {
    const doctor = await registeredDoctor('verify@register.test', 'Yusuf');
    const before = await doctorCode('verify@register.test', 'login');
    expect(before.statusCode).toBe(200);
    expect(before.json().data.user_details.verification_badge).toBe('no');
    const waiting = bearer(before.json().data.token);
    const submitted = (await ctx.app.inject({ method: 'GET', url: '/api/doctor/registration', headers: waiting })).json().data;
    expect(submitted).toMatchObject({ verification_status: 'pending', review_started_at: null, decided_at: null });
    expect(Date.parse(submitted.submitted_at)).toBeGreaterThan(0);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/doctor/profile', headers: waiting })).json().message).toBe(t('auth.doctor.notVerified'));
    // A verifier opening the registration puts it "under review"; the first opening counts.
    clock.advance(60);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/admin/doctors/${doctor.doctorId}`, headers: admin })).statusCode).toBe(200);
    const reviewing = (await ctx.app.inject({ method: 'GET', url: '/api/doctor/registration', headers: waiting })).json().data;
    expect(reviewing.review_started_at).toBe(new Date(clock.now()).toISOString());
    clock.advance(60);
    await ctx.app.inject({ method: 'GET', url: `/api/admin/doctors/${doctor.doctorId}`, headers: admin });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/doctor/registration', headers: waiting })).json().data.review_started_at).toBe(reviewing.review_started_at);

    const list = await ctx.app.inject({ method: 'GET', url: '/api/admin/doctors?pending=1', headers: admin });
    const row = list.json().data.find((item: { id: number }) => item.id === doctor.doctorId);
    expect(row).toMatchObject({
      first_name: 'Yusuf',
      verification_status: 'pending',
      account: { email: 'verify@register.test' },
      documents: expect.arrayContaining([
        expect.objectContaining({ document_description: 'license_proof', document_number: 'LIC-1', has_file: true }),
        expect.objectContaining({ document_description: 'id_proof', document_number: 'ID-1', has_file: true }),
      ]),
    });

    const verified = await ctx.app.inject({ method: 'POST', url: `/api/admin/doctors/${doctor.doctorId}/verify`, headers: admin });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data).toEqual({ doctor_id: doctor.doctorId, notified: 'verify@register.test' });
    const [message] = await outbox(ctx.app, 'verify@register.test');
    expect(message!.subject).toBe(t('doctorAdmin.verifiedSubject'));
    const again = await ctx.app.inject({ method: 'POST', url: `/api/admin/doctors/${doctor.doctorId}/verify`, headers: admin });
    expect(again.statusCode).toBe(400);

    const login = await doctorCode('verify@register.test', 'login');
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user_details.verification_badge).toBe('yes');
    const pending = await ctx.app.inject({ method: 'GET', url: '/api/admin/doctors?pending=1', headers: admin });
    expect(pending.json().data.map((item: { id: number }) => item.id)).not.toContain(doctor.doctorId);
  });

  it('rejects with a reason: the doctor is told the reason, can fix and resubmit, and is pending again', async () => {
    const doctor = await registeredDoctor('reject@register.test');
    const missing = await ctx.app.inject({ method: 'POST', url: `/api/admin/doctors/${doctor.doctorId}/reject`, headers: admin, payload: { reason: ' ' } });
    expect(missing.statusCode).toBe(400);
    const reason = 'The licence number does not match the licence.';
    const rejected = await ctx.app.inject({ method: 'POST', url: `/api/admin/doctors/${doctor.doctorId}/reject`, headers: admin, payload: { reason } });
    expect(rejected.statusCode).toBe(200);
    const rejectedAt = new Date(clock.now()).toISOString();
    const [message] = await outbox(ctx.app, 'reject@register.test');
    expect(message!.body).toContain(reason);
    expect(message!.body).toContain('Doctor Registration');

    // Login opens the status page: the reason, when, and the way to resubmit.
    const login = await doctorCode('reject@register.test', 'login');
    expect(login.statusCode).toBe(200);
    const status = (await ctx.app.inject({ method: 'GET', url: '/api/doctor/registration', headers: bearer(login.json().data.token) })).json().data;
    expect(status).toMatchObject({ verification_status: 'rejected', rejection_reason: reason, decided_at: rejectedAt });

    // The wizard's sign-in lets a rejected doctor back in to correct the registration.
    const wizard = await doctorCode('reject@register.test', 'register');
    expect(wizard.statusCode).toBe(200);
    const headers = bearer(wizard.json().data.token);
    const state = await ctx.app.inject({ method: 'GET', url: '/api/doctor/registration', headers });
    expect(state.statusCode).toBe(200);
    expect(state.json().data).toMatchObject({ verification_status: 'rejected', rejection_reason: reason, first_name: 'Rami', registration_completed: true });
    // The portal stays closed until verified.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/doctor/profile', headers })).statusCode).toBe(403);

    const resubmitted = await submit(headers, doctor.doctorId, 'Ramiz');
    expect(resubmitted.statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(doctors).where(eq(doctors.id, doctor.doctorId));
    expect(row).toMatchObject({ verificationStatus: 'pending', verificationNote: null, firstName: 'Ramiz' });
    expect((await submit(headers, doctor.doctorId, 'Again')).statusCode).toBe(409);
    // Pending again: submitted anew, not under review, no decision, whichever way the doctor signs in.
    for (const intent of ['login', 'register'] as const) {
      const after = await doctorCode('reject@register.test', intent);
      expect(after.json().data.user_details.verification_badge).toBe('no');
      const again = (await ctx.app.inject({ method: 'GET', url: '/api/doctor/registration', headers: bearer(after.json().data.token) })).json().data;
      expect(again).toMatchObject({ verification_status: 'pending', rejection_reason: null, review_started_at: null, decided_at: null });
    }
  });

  it('GET /api/doctor/registration: a fresh registration has no reason; patients are refused', async () => {
    clock.advance(3600);
    const { token } = await signIn(ctx.app, { email: 'fresh@register.test', userType: 'doctor', intent: 'register' });
    const state = await ctx.app.inject({ method: 'GET', url: '/api/doctor/registration', headers: bearer(token) });
    expect(state.json().data).toMatchObject({ registration_completed: false, rejection_reason: null });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/doctor/registration', headers: patient })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/doctor/registration' })).statusCode).toBe(401);
  });

  it('an approval leaves the Submitted time as it was, and its answer names the doctor (issue 42, item 8)', async () => {
    const doctor = await registeredDoctor('submitted@register.test', 'Hiba');
    const item = async () =>
      (await ctx.app.inject({ method: 'GET', url: `/api/admin/doctors?status=verified&search=submitted@register.test`, headers: admin })).json().data[0]
      ?? (await ctx.app.inject({ method: 'GET', url: '/api/admin/doctors?pending=1&search=submitted@register.test', headers: admin })).json().data[0];
    const before = await item();
    expect(before.submitted_at).toBeTruthy();
    clock.advance(600);
    const verified = await ctx.app.inject({ method: 'POST', url: `/api/admin/doctors/${doctor.doctorId}/verify`, headers: admin });
    expect(verified.json().message).toBe('Dr. Hiba Saleh verified.');
    const after = await item();
    expect(after.submitted_at).toBe(before.submitted_at);
    expect(after.updated_at).not.toBe(before.updated_at);
    const arabic = await ctx.app.inject({
      method: 'POST', url: `/api/admin/doctors/${doctor.doctorId}/reject`, headers: { ...admin, 'x-page-locale': 'ar' }, payload: { reason: 'Licence expired.' },
    });
    expect(arabic.json().message).toMatch(/^تم رفض .*Hiba Saleh/);
  });

  it("names the speciality and specializations in the verifier's language (issue 42)", async () => {
    const doctor = await registeredDoctor('names@register.test', 'Hadi');
    await ctx.database.db.insert(doctorSpecializations).values({ doctorId: doctor.doctorId, specializationId: catalog.interventional });
    const arabic = { ...admin, 'x-page-locale': 'ar' };
    const detail = (await ctx.app.inject({ method: 'GET', url: `/api/admin/doctors/${doctor.doctorId}`, headers: arabic })).json().data;
    expect(detail.speciality).toBe(namesAr.specialities['Cardiology']);
    expect(detail.specializations).toContain(namesAr.specializations['Interventional Cardiology']);
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/admin/doctors?pending=1', headers: { ...admin, 'accept-language': 'hi' } })).json().data;
    expect(list.find((item: { id: number }) => item.id === doctor.doctorId).speciality).toBe(namesHi.specialities['Cardiology']);
    // English stays the stored name.
    expect((await ctx.app.inject({ method: 'GET', url: `/api/admin/doctors/${doctor.doctorId}`, headers: admin })).json().data.speciality).toBe('Cardiology');
  });

  it('unknown ids are 404', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/admin/doctors/999999/verify', headers: admin });
    expect(response.statusCode).toBe(404);
  });
});

describe('a self-registration is private until the verification team approves it (issue 36, item 6)', () => {
  const visible = async (doctorId: number, name: string) => {
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/doctor-detail?doctor_id=${doctorId}` });
    const seo = await ctx.app.inject({ method: 'POST', url: '/api/doctor-seo-data', payload: { doctor_id: doctorId } });
    const listing = await ctx.app.inject({ method: 'POST', url: '/api/doctors', payload: { search: name } });
    const search = await ctx.app.inject({ method: 'POST', url: '/api/global-search', payload: { search: name } });
    const sitemap = { body: (await sitemapUrls(ctx.app)).join('\n') + '\n' };
    return {
      detail: detail.statusCode,
      seo: Boolean(seo.json().data),
      listed: (listing.json().data as { id: number }[]).some((d) => d.id === doctorId),
      searched: JSON.stringify(search.json().data).includes(name),
      // A doctor URL names its id ("…/dr-name-12?…" or "doctorId=12"): not the "-8" of encoding="UTF-8".
      sitemap: new RegExp(`doctorId=${doctorId}(?![0-9])|/dr-[^"<?]*-${doctorId}[?"<\\n]`).test(sitemap.body) || sitemap.body.toLowerCase().includes(name.toLowerCase()),
    };
  };
  const hidden = { detail: 404, seo: false, listed: false, searched: false, sitemap: false };
  const enquire = (doctorId: number) =>
    ctx.app.inject({
      method: 'POST', url: '/api/send-appointment-enquiry', headers: patient,
      payload: { doctor_id: doctorId, preferred_date: '2026-03-11', preferred_time: '10:30', description: 'My private health question' },
    });
  const claim = (doctorId: number) =>
    ctx.app.inject({
      method: 'POST', url: '/api/add-claim', headers: patient,
      payload: formData(
        { first_name: 'Zainab', last_name: 'Qureshi', doctor_id: doctorId, license_proof_number: 'L-1', id_proof_number: 'P-1', claim_type: 'claim' },
        { license_proof: { name: 'l.png', type: 'image/png', bytes: pngBytes(2, 2) }, identity_proof: { name: 'p.pdf', type: 'application/pdf', bytes: pdfBytes() } },
      ),
    });

  it('the empty profile of step 1, a submission under review and a rejected one are nowhere public; verified, everywhere', async () => {
    clock.advance(3600);
    const started = await signIn(ctx.app, { email: 'started@private.test', userType: 'doctor', intent: 'register' });
    expect(await visible(started.doctorId!, 'Dr.')).toMatchObject({ detail: 404, seo: false, listed: false });

    const doctor = await registeredDoctor('zainab@private.test', 'Zainabqureshi');
    expect(await visible(doctor.doctorId, 'Zainabqureshi')).toEqual(hidden);
    // Nobody can send a patient's name and health message to whoever registered, or claim the profile.
    const refusedEnquiry = await enquire(doctor.doctorId);
    expect(refusedEnquiry.statusCode).toBe(404);
    expect(refusedEnquiry.json().message).toBe(t('booking.error.doctorNotFound'));
    expect((await claim(doctor.doctorId)).statusCode).toBe(404);

    const verified = await ctx.app.inject({ method: 'POST', url: `/api/admin/doctors/${doctor.doctorId}/verify`, headers: admin });
    expect(verified.statusCode).toBe(200);
    // The read cache follows the decision at once (the doctors row's version).
    expect(await visible(doctor.doctorId, 'Zainabqureshi')).toEqual({ detail: 200, seo: true, listed: true, searched: true, sitemap: true });

    const rejected = await ctx.app.inject({
      method: 'POST', url: `/api/admin/doctors/${doctor.doctorId}/reject`, headers: admin, payload: { reason: 'The licence number does not match the register.' },
    });
    expect(rejected.statusCode).toBe(200);
    expect(await visible(doctor.doctorId, 'Zainabqureshi')).toEqual(hidden);
  });
});
