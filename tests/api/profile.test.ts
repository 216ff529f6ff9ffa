import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema/users.ts';
import { resetClock, setClock } from '../../server/services/common/clock.ts';
import { t } from '../helpers/messages.ts';
import { bearer, outbox, seedDoctor, seedPatient, signIn } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { formData, pngBytes, scriptBytes } from './account-fixtures.ts';
import { NOW, patient } from './booking-fixtures.ts';

let ctx: TestApp;
let nadia: Awaited<ReturnType<typeof patient>>;
let omar: Awaited<ReturnType<typeof patient>>;

beforeAll(async () => {
  setClock(() => NOW);
  ctx = await createTestApp();
  nadia = await patient(ctx.app, 'nadia@patient.test');
  omar = await patient(ctx.app, 'omar@patient.test');
  await seedPatient(ctx.database, { email: 'phone.owner@patient.test', phone: '501112222', countryCode: '+971', phoneVerifiedAt: new Date(NOW) });
});
afterAll(async () => {
  resetClock();
  await ctx?.close();
});

const update = (payload: FormData | Record<string, unknown>, headers: Record<string, string> = nadia.headers) =>
  ctx.app.inject({ method: 'POST', url: '/api/update-profile', headers, payload });
const userRow = async (id: number) => (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0]!;
const avatarFile = (url: string) => path.join(ctx.config.dataDir, 'uploads', 'public', url.replace('/media/uploads/', ''));
const png = (bytes = pngBytes(), name = 'me.png') => ({ profile_picture: { name, type: 'image/png', bytes } });

describe('POST /api/update-profile', () => {
  it('updates the caller\'s fields (multipart) and answers the my-profile shape', async () => {
    const response = await update(
      formData({
        first_name: 'Nadia',
        last_name: 'Karim',
        dob: '1990-05-14',
        gender: 'Female',
        blood_group: 'ab+',
        marital_status: 'married',
        weight: '61.5',
        address_one: '12 Palm Street',
        address_two: '',
        country: 'United Arab Emirates',
        state: 'Dubai',
        city: 'Dubai',
        postal_code: '00000',
        latitude: '25.2048',
        longitude: '55.2708',
        country_id: '',
        state_id: '',
        city_id: '',
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: t('profile.updated') });
    expect(body.data).toMatchObject({
      id: nadia.userId,
      first_name: 'Nadia',
      last_name: 'Karim',
      name: 'Nadia Karim',
      email: 'nadia@patient.test',
      dob: '1990-05-14',
      gender: 'female',
      blood_group: 'AB+',
      marital_status: 'married',
      weight: '61.5',
      address: { address_one: '12 Palm Street', address_two: null, city: 'Dubai', postal_code: '00000', latitude: 25.2048, longitude: 55.2708 },
    });
    expect(body.data.email_verified_at).not.toBeNull();
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/my-profile?user_type=user', headers: nadia.headers });
    expect(mine.json().data).toEqual(body.data);
    expect((await userRow(omar.userId)).firstName).toBeNull();
  });

  it('accepts JSON and keeps absent fields', async () => {
    const response = await update({ weight: '62' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ weight: '62', first_name: 'Nadia', blood_group: 'AB+' });
  });

  it('validates each field', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ dob: '2030-01-09' }, t('profile.dobFuture')],
      [{ dob: '1990-02-30' }, t('profile.dobInvalid')],
      [{ blood_group: 'C+' }, t('profile.bloodGroupInvalid')],
      [{ gender: 'unknown' }, t('profile.genderInvalid')],
      [{ marital_status: 'complicated' }, t('profile.maritalStatusInvalid')],
      [{ weight: 'heavy' }, t('profile.weightInvalid')],
      [{ email: 'not-an-email' }, t('profile.emailInvalid')],
      [{ phone: '12' }, t('profile.phoneInvalid')],
      [{ postal_code: '12345678901' }, t('profile.fieldTooLong', { max: 10 })],
      [{ latitude: '123' }, t('profile.coordinatesInvalid')],
    ];
    for (const [fields, message] of cases) {
      const response = await update(formData(fields));
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message });
    }
  });

  it('is for patients only', async () => {
    expect((await update(formData({ first_name: 'X' }), {})).statusCode).toBe(401);
    await seedDoctor(ctx.database, { email: 'dr.profile@test.test' });
    const doctor = await signIn(ctx.app, { email: 'dr.profile@test.test', userType: 'doctor' });
    expect((await update(formData({ first_name: 'X' }), bearer(doctor.token))).statusCode).toBe(403);
  });

  it('stores a real image under a random name, served from /media/uploads/avatars, and replaces it', async () => {
    const first = await update(formData({}, png()));
    expect(first.statusCode, first.body).toBe(200);
    const url: string = first.json().data.profile_image;
    expect(url).toMatch(/^\/media\/uploads\/avatars\/[0-9a-f]{32}\.png$/);
    expect(fs.existsSync(avatarFile(url))).toBe(true);
    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const second = await update(formData({}, png(pngBytes(2, 2), 'new.PNG')));
    const next: string = second.json().data.profile_image;
    expect(next).not.toBe(url);
    expect(fs.existsSync(avatarFile(next))).toBe(true);
    expect(fs.existsSync(avatarFile(url))).toBe(false);

    // An empty profile_picture field removes the picture.
    const removed = await update(formData({ profile_picture: '' }));
    expect(removed.json().data.profile_image).toBeNull();
    expect(fs.existsSync(avatarFile(next))).toBe(false);
  });

  it('checks the picture by content and size', async () => {
    const script = await update(formData({ first_name: 'Changed' }, png(scriptBytes(), 'evil.png')));
    expect(script.statusCode).toBe(400);
    expect(script.json()).toMatchObject({ success: false, message: t('files.imageOnly') });
    expect((await userRow(nadia.userId)).firstName).toBe('Nadia');

    const pdfAsImage = await update(formData({}, { profile_picture: { name: 'x.jpg', type: 'image/jpeg', bytes: Buffer.from('%PDF-1.4\n%%EOF') } }));
    expect(pdfAsImage.json().message).toBe(t('files.imageOnly'));

    const huge = await update(formData({}, png(pngBytes(9000, 1))));
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe(t('files.imageTooBig', { max: 8000 }));

    const tooBig = Buffer.concat([pngBytes(), Buffer.alloc(5 * 1024 * 1024)]);
    const large = await update(formData({}, png(tooBig)));
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ success: false, message: 'File size exceeds the 5MB limit.' });
    const avatars = path.join(ctx.config.dataDir, 'uploads', 'public', 'avatars');
    expect(fs.existsSync(avatars) ? fs.readdirSync(avatars) : []).toEqual([]);
  });

  it('a changed email loses its verification and must be free', async () => {
    const taken = await update(formData({ email: 'OMAR@patient.test' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(t('profile.emailTaken'));

    const same = await update(formData({ email: 'nadia@patient.test' }));
    expect(same.json().data.email_verified_at).not.toBeNull();

    const changed = await update(formData({ email: 'nadia.new@patient.test' }));
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ email: 'nadia.new@patient.test', email_verified_at: null });
  });

  it('a changed phone loses its verification and must be free', async () => {
    const taken = await update(formData({ phone: '50 111 2222', country_code: '+971' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(t('profile.phoneTaken'));
    await ctx.database.db.update(users).set({ phone: '509990000', countryCode: '+971', phoneVerifiedAt: new Date(NOW) }).where(eq(users.id, omar.userId));
    const changed = await update(formData({ phone: '509990001' }), omar.headers);
    expect(changed.json().data).toMatchObject({ phone: '509990001', country_code: '+971', phone_verified_at: null });
  });
});

describe('profile verification codes', () => {
  const send = (payload: Record<string, unknown>, headers: Record<string, string> = nadia.headers) =>
    ctx.app.inject({ method: 'POST', url: '/api/send-profile-otp', headers, payload });
  const verify = (payload: Record<string, unknown>, headers: Record<string, string> = nadia.headers) =>
    ctx.app.inject({ method: 'POST', url: '/api/verify-profile-otp', headers, payload });

  it('validates the address with the spec\'s messages', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ otp_type: 'email', email: '' }, t('profile.emailRequired')],
      [{ otp_type: 'email', email: 'nadia@' }, t('profile.emailInvalid')],
      [{ otp_type: 'phone', phone: '' }, t('profile.phoneRequired')],
      [{ otp_type: 'phone', phone: '1234' }, t('profile.phoneInvalid')],
    ];
    for (const [payload, message] of cases) {
      const response = await send(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await send({ otp_type: 'email', email: 'x@y.test' }, {})).statusCode).toBe(401);
  });

  it('verifies a new email for the caller only', async () => {
    const sent = await send({ otp_type: 'email', email: 'Nadia.Verified@patient.test' });
    expect(sent.statusCode, sent.body).toBe(200);
    const reference = sent.json().data.user_id;
    const [message] = await outbox(ctx.app, 'nadia.verified@patient.test');
    expect(message!.subject).toBe(t('profile.codeMessage.subject'));

    const wrong = message!.code === '0000' ? '1111' : '0000';
    expect((await verify({ user_type: 'user', otp: wrong, otp_type: 'email', user_id: reference })).statusCode).toBe(401);
    // Omar cannot use Nadia's code.
    expect((await verify({ user_type: 'user', otp: message!.code, otp_type: 'email', user_id: reference }, omar.headers)).statusCode).toBe(401);

    const response = await verify({ user_type: 'user', otp: message!.code, otp_type: 'email', user_id: reference });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: t('profile.emailVerified'), data: { id: nadia.userId, email: 'nadia.verified@patient.test' } });
    expect(response.json().data.email_verified_at).toBe(new Date(NOW).toISOString());
  });

  it('verifies a phone', async () => {
    const sent = await send({ otp_type: 'phone', phone: '501234999', country_code: '971' });
    expect(sent.statusCode, sent.body).toBe(200);
    const [message] = await outbox(ctx.app, '+971501234999');
    const response = await verify({ otp: message!.code, otp_type: 'phone', user_id: sent.json().data.user_id });
    expect(response.json().data).toMatchObject({ phone: '501234999', country_code: '+971', phone_verified_at: new Date(NOW).toISOString() });
  });

  it('one patient account per email and phone', async () => {
    const email = await send({ otp_type: 'email', email: 'omar@patient.test' });
    expect(email.statusCode).toBe(409);
    expect(email.json().message).toBe(t('profile.emailTaken'));
    const phone = await send({ otp_type: 'phone', phone: '501112222', country_code: '+971' });
    expect(phone.statusCode).toBe(409);
  });
});
