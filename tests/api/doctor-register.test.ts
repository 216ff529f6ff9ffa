import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { doctorSpecializations } from '../../server/db/schema/doctor-catalog.ts';
import { doctorDocuments, doctors } from '../../server/db/schema/doctors.ts';
import { listDoctorsByStatus, rejectDoctor, verifyDoctor } from '../../server/services/admin/doctor-registration-admin.ts';
import { FILE_MAX_BYTES } from '../../src/shared/constants.ts';
import { t } from '../helpers/messages.ts';
import { bearer, outbox, requestCode, signIn, testClock, verifyCode } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { formData, pdfBytes, pngBytes, scriptBytes, type FilePart } from './account-fixtures.ts';
import { NOW } from './booking-fixtures.ts';
import { seedCatalog, type Catalog } from './doctor-portal-fixtures.ts';

let ctx: TestApp;
let catalog: Catalog;
const clock = testClock(NOW);

beforeAll(async () => {
  ctx = await createTestApp();
  catalog = await seedCatalog(ctx.database);
});
afterAll(async () => {
  clock.reset();
  await ctx?.close();
});

/** Wizard step 1: sign in with intent 'register' (creates the account and an empty profile). */
async function startRegistration(email: string) {
  clock.advance(3600);
  const { token, doctorId } = await signIn(ctx.app, { email, userType: 'doctor', intent: 'register' });
  return { headers: bearer(token), doctorId: doctorId! };
}

const proofs = (): Record<string, FilePart> => ({
  license_proof: { name: 'licence.pdf', type: 'application/pdf', bytes: pdfBytes() },
  id_proof: { name: 'id.png', type: 'image/png', bytes: pngBytes(2, 2) },
});

function fields(doctorId: number, overrides: Record<string, string | number> = {}) {
  return {
    doctor_id: doctorId,
    first_name: 'Layla',
    last_name: 'Karim',
    gender: 'female',
    dob: '1985-04-12',
    address_one: 'Building 64, Al Razi',
    address_two: 'Dubai Healthcare City',
    country: 'United Arab Emirates',
    state: 'Dubai',
    city: 'Dubai',
    country_id: '',
    state_id: '',
    city_id: '',
    postal_code: '00000',
    latitude: '25.2325',
    longitude: '55.3231',
    experience_years: '12',
    registration_no: 'DHA-12345',
    license_number: 'LIC-778',
    id_number: '784-1985-1234567-1',
    'specialization[0]': catalog.echo,
    'specialization[1]': catalog.acne,
    ...overrides,
  };
}

const register = (headers: Record<string, string>, body: FormData) =>
  ctx.app.inject({ method: 'POST', url: '/api/doctor/register', headers, payload: body });

const doctorLogin = async (email: string) => {
  clock.advance(3600);
  const code = await requestCode(ctx.app, { email, userType: 'doctor', intent: 'login' });
  return verifyCode(ctx.app, { ...code, userType: 'doctor', intent: 'login' });
};

const adminDeps = () => ({ config: ctx.config, database: ctx.database, log: ctx.app.log });

describe('geocoding of the step 3 address (gazetteer)', () => {
  it('answers the city centre for a street in a known city', async () => {
    const { headers } = await startRegistration('geo@register.test');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/geocode',
      headers,
      payload: { address_one: '12', address_two: 'Al Wasl Road', city: 'dubai' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      latitude: 25.0772,
      longitude: 55.3093,
      city: 'Dubai',
      state: 'Dubai',
      country: 'United Arab Emirates',
      country_code: 'ae',
      city_slug: 'dubai',
      time_zone: 'Asia/Dubai',
      // The gazetteer knows cities, not streets: the answer says only the city was placed.
      precision: 'city',
    });
  });

  it("says the street was not placed for gibberish too, so the wizard can ask before pinning the city centre", async () => {
    const { headers } = await startRegistration('geo3@register.test');
    const response = await ctx.app.inject({ method: 'POST', url: '/api/geocode', headers, payload: { address_one: 'zzzz', address_two: 'qqqq xxxx', city: 'Dubai' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ city: 'Dubai', latitude: 25.0772, longitude: 55.3093, precision: 'city' });
  });

  it('is for doctor accounts only, and answers hostile input with 4xx and a clear message', async () => {
    const { headers } = await startRegistration('geo4@register.test');
    const patientSession = await signIn(ctx.app, { email: 'geo.patient@register.test' });
    const asPatient = await ctx.app.inject({ method: 'POST', url: '/api/geocode', headers: bearer(patientSession.token), payload: { address_one: 'Al Wasl', city: 'Dubai' } });
    expect(asPatient.statusCode).toBe(403);
    const invalid = 'Please enter valid house/building no. and street name';
    const cases: [unknown, number][] = [
      [{ address_one: 'x'.repeat(201), city: 'Dubai' }, 400],
      [{ address_one: 'Al Wasl', city: 'D'.repeat(101) }, 400],
      [{ address_one: ['Al Wasl'], city: 'Dubai' }, 400],
      [{ address_one: { $ne: '' }, city: 'Dubai' }, 400],
      [{ address_one: 'Al Wasl', city: "Dubai'; drop table cities; --" }, 400],
      [[1, 2, 3], 400],
    ];
    for (const [payload, status] of cases) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/geocode', headers, payload: payload as Record<string, unknown> });
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().success).toBe(false);
      expect(typeof response.json().message).toBe('string');
    }
    const malformed = await ctx.app.inject({ method: 'POST', url: '/api/geocode', headers: { ...headers, 'content-type': 'application/json' }, payload: '{"address_one":' });
    expect(malformed.statusCode).toBe(400);
    // A script in the street is only text: city-level, nothing of it echoed back.
    const script = await ctx.app.inject({ method: 'POST', url: '/api/geocode', headers, payload: { address_one: '<script>alert(1)</script>', city: 'Dubai' } });
    expect(script.statusCode).toBe(200);
    expect(script.body).not.toContain('<script>');
    expect(script.json().data.precision).toBe('city');
    expect((await ctx.app.inject({ method: 'POST', url: '/api/geocode', headers, payload: { address_one: 'Al Wasl', city: 'Atlantis' } })).json()).toMatchObject({ message: invalid });
  });

  it("refuses a street without a two-character word and an unknown city with the spec's message", async () => {
    const { headers } = await startRegistration('geo2@register.test');
    const message = 'Please enter valid house/building no. and street name';
    for (const payload of [
      { address_one: '', city: 'Dubai' },
      { address_one: '- 1 .', city: 'Dubai' },
      { address_one: 'Al Wasl Road', city: 'Atlantis' },
      { address_one: 'Al Wasl Road', city: '' },
    ]) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/geocode', headers, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message, errors: { address_one: message } });
    }
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/geocode', payload: { address_one: 'Al Wasl', city: 'Dubai' } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/doctor/register', () => {
  let layla: { headers: Record<string, string>; doctorId: number };

  beforeAll(async () => {
    layla = await startRegistration('layla@register.test');
  });

  it('checks step 4 in the order of 001 §5: licence number, ID number, licence proof, ID proof', async () => {
    const steps: [Record<string, string | number>, Record<string, FilePart>, string][] = [
      [{ license_number: '', id_number: '' }, {}, 'Please Enter Medical License Number*'],
      [{ id_number: '' }, {}, 'Please Enter ID Number*'],
      [{}, {}, 'Please Select Medical License Proof*'],
      [{}, { license_proof: proofs().license_proof! }, 'Please Select ID Proof*'],
    ];
    for (const [change, files, message] of steps) {
      const response = await register(layla.headers, formData(fields(layla.doctorId, change), files));
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message });
    }
    const all = await register(layla.headers, formData(fields(layla.doctorId, { license_number: '', id_number: '' })));
    expect(all.json().errors).toEqual({
      license_number: 'Please Enter Medical License Number*',
      id_number: 'Please Enter ID Number*',
      license_proof: 'Please Select Medical License Proof*',
      id_proof: 'Please Select ID Proof*',
    });
  });

  it('refuses a future date of birth, files that are not what they claim, and files over 5 MB', async () => {
    const future = await register(layla.headers, formData(fields(layla.doctorId, { dob: '2030-01-09' }), proofs()));
    expect(future.statusCode).toBe(400);
    expect(future.json().errors.dob).toBe(t('doctorRegister.dobFuture'));

    const script = await register(
      layla.headers,
      formData(fields(layla.doctorId), { ...proofs(), license_proof: { name: 'licence.pdf', type: 'application/pdf', bytes: scriptBytes() } }),
    );
    expect(script.statusCode).toBe(400);
    expect(script.json().message).toBe(t('files.proofType'));

    const big = Buffer.concat([pdfBytes(), Buffer.alloc(FILE_MAX_BYTES)]);
    const tooLarge = await register(
      layla.headers,
      formData(fields(layla.doctorId), { ...proofs(), id_proof: { name: 'id.pdf', type: 'application/pdf', bytes: big } }),
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('File size exceeds the 5MB limit.');

    const [row] = await ctx.database.db.select().from(doctors).where(eq(doctors.id, layla.doctorId));
    expect(row!.registrationCompleted).toBe(false);
  });

  it('lists the doctor under the speciality chosen first; a specialization of another speciality or an unknown speciality changes nothing (issue 42)', async () => {
    const nora = await startRegistration('nora@register.test');
    // Acne Treatment is Dermatology's: not one of Cardiology's specializations.
    for (const [locale, headers] of [['en', nora.headers], ['ar', { ...nora.headers, 'x-page-locale': 'ar' }], ['hi', { ...nora.headers, 'accept-language': 'hi' }]] as const) {
      const outside = await register(headers, formData(fields(nora.doctorId, { first_name: 'Nora', speciality_id: catalog.cardiology, 'specialization[0]': catalog.acne, 'specialization[1]': '' }), proofs()));
      expect(outside.statusCode, outside.body).toBe(400);
      expect(outside.json().errors).toEqual({ specialization: t('doctorRegister.specializationOutside', {}, locale) });
    }
    for (const hostile of ['999999', '0', '-1', '1e3', '<b>1</b>', '%2e%2e']) {
      const response = await register(nora.headers, formData(fields(nora.doctorId, { first_name: 'Nora', speciality_id: hostile }), proofs()));
      expect(response.statusCode, hostile).toBe(400);
      expect(response.json().errors.speciality_id, hostile).toBe(t('doctorProfile.specialityInvalid'));
    }
    const long = await register(nora.headers, formData(fields(nora.doctorId, { first_name: 'Nora', speciality_id: '9'.repeat(40) }), proofs()));
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.speciality_id).toBe(t('doctorRegister.textTooLong', { max: 12 }));
    const [untouched] = await ctx.database.db.select().from(doctors).where(eq(doctors.id, nora.doctorId));
    expect(untouched).toMatchObject({ registrationCompleted: false, specialityId: null });

    // Chosen Dermatology with a Cardiology-free list: listed under Dermatology, not the first specialization's.
    const chosen = await register(nora.headers, formData(fields(nora.doctorId, { first_name: 'Nora', speciality_id: catalog.dermatology, 'specialization[0]': catalog.acne, 'specialization[1]': '' }), proofs()));
    expect(chosen.statusCode, chosen.body).toBe(200);
    const [row] = await ctx.database.db.select().from(doctors).where(eq(doctors.id, nora.doctorId));
    expect(row!.specialityId).toBe(catalog.dermatology);
  });

  it('a speciality with no specializations yet is enough to be listed under it', async () => {
    const omar = await startRegistration('omar@register.test');
    const response = await register(omar.headers, formData(fields(omar.doctorId, { first_name: 'Omar', speciality_id: catalog.cardiology, 'specialization[0]': '', 'specialization[1]': '' }), proofs()));
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await ctx.database.db.select().from(doctors).where(eq(doctors.id, omar.doctorId));
    expect(row!.specialityId).toBe(catalog.cardiology);
  });

  it("refuses another doctor's id (403) and a patient (403)", async () => {
    const other = await register(layla.headers, formData(fields(layla.doctorId + 1000), proofs()));
    expect(other.statusCode).toBe(403);
    clock.advance(3600);
    const patient = await signIn(ctx.app, { email: 'patient@register.test' });
    const asPatient = await register(bearer(patient.token), formData(fields(layla.doctorId), proofs()));
    expect(asPatient.statusCode).toBe(403);
  });

  it('registers: profile, slug, speciality, place, documents (private files), pending verification', async () => {
    const response = await register(
      layla.headers,
      formData(fields(layla.doctorId), { ...proofs(), profile_picture: { name: 'me.png', type: 'image/png', bytes: pngBytes(4, 4) } }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: { doctor_id: layla.doctorId, registration_completed: 'yes', verification_badge: 'no' } });

    const [row] = await ctx.database.db.select().from(doctors).where(eq(doctors.id, layla.doctorId));
    expect(row).toMatchObject({
      slug: 'layla-karim',
      firstName: 'Layla',
      lastName: 'Karim',
      gender: 'female',
      dob: '1985-04-12',
      specialityId: catalog.cardiology,
      experienceYears: 12,
      registrationNumber: 'DHA-12345',
      citySlug: 'dubai',
      timeZone: 'Asia/Dubai',
      latitude: 25.2325,
      longitude: 55.3231,
      registrationCompleted: true,
      verificationStatus: 'pending',
    });
    expect(row!.profileImage).toMatch(/^\/media\/uploads\/doctor-photos\/[0-9a-f]{32}\.png$/);
    const photo = path.join(ctx.config.dataDir, 'uploads', 'public', row!.profileImage!.replace('/media/uploads/', ''));
    expect(fs.existsSync(photo)).toBe(true);

    const specs = await ctx.database.db.select().from(doctorSpecializations).where(eq(doctorSpecializations.doctorId, layla.doctorId));
    expect(specs.map((s) => s.specializationId).sort()).toEqual([catalog.echo, catalog.acne].sort());
    // Listed under both specialities (kept by the 0002 triggers).
    expect([...row!.specialityIds].sort()).toEqual([catalog.cardiology, catalog.dermatology].sort());

    const documents = await ctx.database.db.select().from(doctorDocuments).where(eq(doctorDocuments.doctorId, layla.doctorId));
    expect(documents).toHaveLength(2);
    for (const document of documents) {
      expect(document.documentPath).toMatch(/^doctor-documents\/[0-9a-f]{32}\.(pdf|png)$/);
      expect(fs.existsSync(path.join(ctx.config.dataDir, 'uploads', 'private', document.documentPath!))).toBe(true);
    }
    expect(documents.find((d) => d.documentDescription === 'license_proof')).toMatchObject({ documentNumber: 'LIC-778', mimeType: 'application/pdf' });
    expect(documents.find((d) => d.documentDescription === 'id_proof')).toMatchObject({ documentNumber: '784-1985-1234567-1', mimeType: 'image/png' });
  });

  it('a completed registration cannot be submitted again (409)', async () => {
    const again = await register(layla.headers, formData(fields(layla.doctorId), proofs()));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(t('doctorRegister.alreadyCompleted'));
  });

  it('until verified, doctor login opens only the status page; the portal says "You are not verified yet"', async () => {
    const login = await doctorLogin('layla@register.test');
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user_details).toMatchObject({ doctor_id: layla.doctorId, verification_badge: 'no', registration_completed: 'yes' });
    for (const headers of [layla.headers, bearer(login.json().data.token)]) {
      const portal = await ctx.app.inject({ method: 'GET', url: '/api/doctor/profile', headers });
      expect(portal.statusCode).toBe(403);
      expect(portal.json().message).toBe('You are not verified yet');
    }
  });

  it('admin: listed as pending, verified (notified), then the doctor signs in and uses the portal', async () => {
    const pending = await listDoctorsByStatus(adminDeps(), 'pending');
    const listed = pending.find((p) => p.doctor.id === layla.doctorId);
    expect(listed?.documents.map((d) => d.kind).sort()).toEqual(['id_proof', 'license_proof']);

    const result = await verifyDoctor(adminDeps(), 'Layla@Register.test');
    expect(result).toEqual({ doctorId: layla.doctorId, name: 'Dr. Layla Karim', notified: 'layla@register.test' });
    const [row] = await ctx.database.db.select().from(doctors).where(eq(doctors.id, layla.doctorId));
    expect(row!.verificationStatus).toBe('verified');
    expect(row!.verifiedAt?.getTime()).toBe(clock.now());
    const [message] = await outbox(ctx.app, 'layla@register.test');
    expect(message!.subject).toBe(t('doctorAdmin.verifiedSubject'));
    await expect(verifyDoctor(adminDeps(), String(layla.doctorId))).rejects.toThrow(/already verified/);

    const login = await doctorLogin('layla@register.test');
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().data.user_details).toMatchObject({ doctor_id: layla.doctorId, verification_badge: 'yes', registration_completed: 'yes' });
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/doctor/profile', headers: bearer(login.json().data.token) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({ slug: 'layla-karim', verification_status: 'verified' });
  });

  it('a second doctor of the same name gets a distinct slug; an Indian or Canadian city sets its zone', async () => {
    const twin = await startRegistration('twin@register.test');
    const response = await register(
      twin.headers,
      formData(fields(twin.doctorId, { city: 'Mumbai', state: 'Maharashtra', country: 'India', latitude: '', longitude: '' }), proofs()),
    );
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await ctx.database.db.select().from(doctors).where(eq(doctors.id, twin.doctorId));
    expect(row).toMatchObject({ slug: `layla-karim-${twin.doctorId}`, citySlug: 'mumbai', timeZone: 'Asia/Kolkata', latitude: 19.0728, country: 'India' });

    const north = await startRegistration('north@register.test');
    const toronto = await register(
      north.headers,
      formData(fields(north.doctorId, { first_name: 'Noor', city: 'Toronto', state: 'Ontario', country: 'CA', latitude: '', longitude: '' }), proofs()),
    );
    expect(toronto.statusCode, toronto.body).toBe(200);
    const [canadian] = await ctx.database.db.select().from(doctors).where(eq(doctors.id, north.doctorId));
    expect(canadian).toMatchObject({ timeZone: 'America/Toronto', country: 'Canada', citySlug: 'toronto' });
  });

  it('admin: a rejected registration is told the reason, also at login, and still cannot sign in', async () => {
    const rejected = await startRegistration('rejected@register.test');
    const response = await register(rejected.headers, formData(fields(rejected.doctorId, { first_name: 'Rami' }), proofs()));
    expect(response.statusCode).toBe(200);
    await expect(rejectDoctor(adminDeps(), String(rejected.doctorId), '  ')).rejects.toThrow(/reason/);
    const result = await rejectDoctor(adminDeps(), String(rejected.doctorId), 'The licence number does not match the licence.');
    expect(result.notified).toBe('rejected@register.test');
    const [row] = await ctx.database.db.select().from(doctors).where(eq(doctors.id, rejected.doctorId));
    expect(row).toMatchObject({ verificationStatus: 'rejected', verificationNote: 'The licence number does not match the licence.' });
    const [message] = await outbox(ctx.app, 'rejected@register.test');
    expect(message!.body).toContain('The licence number does not match the licence.');
    const login = await doctorLogin('rejected@register.test');
    expect(login.statusCode).toBe(200);
    const state = await ctx.app.inject({ method: 'GET', url: '/api/doctor/registration', headers: bearer(login.json().data.token) });
    expect(state.json().data).toMatchObject({ verification_status: 'rejected', rejection_reason: 'The licence number does not match the licence.' });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/doctor/profile', headers: bearer(login.json().data.token) })).statusCode).toBe(403);
  });

  it('admin: an unfinished registration cannot be verified', async () => {
    const halfway = await startRegistration('halfway@register.test');
    await expect(verifyDoctor(adminDeps(), String(halfway.doctorId))).rejects.toThrow(/not finished registration/);
    await expect(verifyDoctor(adminDeps(), 'nobody@register.test')).rejects.toThrow(/No doctor profile/);
  });
});
