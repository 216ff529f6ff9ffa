/**
 * A patient's saved insurance (issue 41, Edit Profile "My insurance"): the account holder saves,
 * reads and removes each person's insurance and its card photo. The card photo is private like a
 * doctor's proofs. Visitors, doctors and other patients are refused; hostile input (unknown catalog
 * ids, a network of another insurer, oversized member numbers, markup, wrong or oversized files,
 * encoded paths) gets a clear 4xx in the caller's language and changes nothing.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { familyMembers } from '../../server/db/schema/family.ts';
import { insuranceNetworks, insurers, patientInsurance } from '../../server/db/schema/insurance.ts';
import { resetClock, setClock } from '../../server/services/common/clock.ts';
import { MEMBER_NUMBER_MAX } from '../../src/shared/schemas/patient-insurance.ts';
import { t } from '../helpers/messages.ts';
import { bearer, seedDoctor, signIn } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { formData, pdfBytes, pngBytes, scriptBytes } from './account-fixtures.ts';
import { NOW, patient } from './booking-fixtures.ts';

let ctx: TestApp;
let nadia: Awaited<ReturnType<typeof patient>>;
let omar: Awaited<ReturnType<typeof patient>>;
let doctorHeaders: Record<string, string>;
let childId: number;
const network: Record<string, number> = {};
const insurer: Record<string, number> = {};

beforeAll(async () => {
  setClock(() => NOW);
  ctx = await createTestApp();
  nadia = await patient(ctx.app, 'nadia@insurance.test');
  omar = await patient(ctx.app, 'omar@insurance.test');
  await seedDoctor(ctx.database, { email: 'doctor@insurance.test' });
  doctorHeaders = bearer((await signIn(ctx.app, { email: 'doctor@insurance.test', userType: 'doctor' })).token);
  const [child] = await ctx.database.db
    .insert(familyMembers)
    .values({ ownerId: nadia.userId, firstName: 'Zaid', lastName: 'Karim', relation: 'child', dob: '2019-04-02', gender: 'male' })
    .returning({ id: familyMembers.id });
  childId = child!.id;
  for (const row of await ctx.database.db.select().from(insuranceNetworks)) network[row.slug] = row.id;
  for (const row of await ctx.database.db.select().from(insurers)) insurer[row.slug] = row.id;
});
beforeEach(async () => {
  await ctx.database.db.delete(patientInsurance);
});
afterAll(async () => {
  resetClock();
  await ctx?.close();
});

const DAMAN = () => ({ insurer_id: insurer['daman']!, network_id: network['daman-enhanced']!, member_number: '784-1990-1234567-1' });
const list = (headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: '/api/patient-insurance', headers });
const save = (headers: Record<string, string>, payload: unknown = DAMAN()) => ctx.app.inject({ method: 'PUT', url: '/api/patient-insurance', headers, payload: payload as object });
const remove = (headers: Record<string, string>, id: number | string) => ctx.app.inject({ method: 'DELETE', url: `/api/patient-insurance/${id}`, headers });
const upload = (headers: Record<string, string>, id: number | string, file = { name: 'card.png', type: 'image/png', bytes: pngBytes(4, 3) }) =>
  ctx.app.inject({ method: 'POST', url: `/api/patient-insurance/${id}/card`, headers, payload: formData({}, { card_photo: file }) });
const card = (headers: Record<string, string>, id: number | string) => ctx.app.inject({ method: 'GET', url: `/api/patient-insurance/${id}/card`, headers });
const rows = () => ctx.database.db.select().from(patientInsurance).orderBy(patientInsurance.id);
const savedId = async (payload: unknown = DAMAN(), headers = nadia.headers) => {
  const response = await save(headers, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id as number;
};

describe('the account holder', () => {
  it("saves, replaces, lists and removes their own and a family member's insurance, named in their language", async () => {
    const saved = await save({ ...nadia.headers, 'accept-language': 'ar' });
    expect(saved.json()).toMatchObject({
      success: true,
      message: t('myInsurance.saved', undefined, 'ar'),
      data: { family_member_id: null, insurer_name: 'ضمان', network_name: 'ضمان المعززة', network_slug: 'daman-enhanced', country: 'ae', has_card: false },
    });
    const own = saved.json().data.id as number;
    // Saving again replaces the one row of that person.
    const replaced = await save(nadia.headers, { ...DAMAN(), network_id: network['daman-premier'], member_number: ' 111 ' });
    expect(replaced.json().data).toMatchObject({ id: own, network_name: 'Daman Premier', member_number: '111' });
    const child = await savedId({ family_member_id: childId, insurer_id: insurer['thiqa'], network_id: network['thiqa'], member_number: 'TQ/22.7' });
    const listed = (await list(nadia.headers)).json().data;
    expect(listed.map((item: { id: number; family_member_id: number | null }) => [item.id, item.family_member_id])).toEqual([[own, null], [child, childId]]);

    expect((await remove(nadia.headers, child)).json()).toEqual({ success: true, message: t('myInsurance.removed'), data: { id: child } });
    expect((await rows()).map((row) => row.id)).toEqual([own]);
  });

  it('uploads a card photo kept private: served to them only, never cached, never under /media', async () => {
    const id = await savedId();
    const uploaded = await upload(nadia.headers, id);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json()).toMatchObject({ message: t('myInsurance.cardSaved'), data: { id, has_card: true } });
    const [row] = await rows();
    expect(row!.cardPhotoPath).toMatch(/^insurance-cards\/[0-9a-f]{32}\.png$/);

    const read = await card(nadia.headers, id);
    expect(read.statusCode).toBe(200);
    expect(read.headers).toMatchObject({ 'content-type': 'image/png', 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' });
    expect(read.rawPayload.equals(pngBytes(4, 3))).toBe(true);
    // The private file is not reachable through the public media path, by any spelling.
    for (const url of [`/media/uploads/${row!.cardPhotoPath}`, `/media/uploads/../private/${row!.cardPhotoPath}`, `/media/uploads/%2e%2e%2fprivate%2f${encodeURIComponent(row!.cardPhotoPath!)}`]) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    // A PDF replaces it; the old file is gone.
    expect((await upload(nadia.headers, id, { name: 'card.pdf', type: 'application/pdf', bytes: pdfBytes() })).statusCode).toBe(200);
    expect((await card(nadia.headers, id)).headers['content-type']).toBe('application/pdf');
    expect(await ctx.app.fileStore.get(`private/${row!.cardPhotoPath}`)).toBeNull();
    const [replaced] = await rows();
    // Removing the insurance deletes its card photo too.
    await remove(nadia.headers, id);
    expect(await ctx.app.fileStore.get(`private/${replaced!.cardPhotoPath}`)).toBeNull();
  });
});

describe('who may not', () => {
  it('refuses a visitor and a doctor every call, and another patient every row of this account', async () => {
    const id = await savedId();
    expect((await upload(nadia.headers, id)).statusCode).toBe(200);
    for (const [headers, status] of [[{}, 401], [doctorHeaders, 403]] as const) {
      expect((await list(headers)).statusCode).toBe(status);
      expect((await save(headers)).statusCode).toBe(status);
      expect((await remove(headers, id)).statusCode).toBe(status);
      expect((await upload(headers, id)).statusCode).toBe(status);
      expect((await card(headers, id)).statusCode).toBe(status);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/patient-insurance/coverage?doctor_id=1', headers })).statusCode).toBe(status);
    }
    expect((await list(omar.headers)).json().data).toEqual([]);
    for (const response of [await remove(omar.headers, id), await upload(omar.headers, id), await card(omar.headers, id)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, message: t('myInsurance.error.notFound') });
    }
    // Nor may they save insurance for this account's family member.
    const foreign = await save({ ...omar.headers, 'accept-language': 'hi' }, { ...DAMAN(), family_member_id: childId });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(t('family.error.notFound', undefined, 'hi'));
    const [row] = await rows();
    expect(await rows()).toEqual([expect.objectContaining({ id, ownerId: nadia.userId, memberNumber: DAMAN().member_number })]);
    expect(row!.cardPhotoPath).not.toBeNull();
  });
});

describe('hostile input', () => {
  it('answers a clear 400 naming the field, in the caller’s language, and stores nothing', async () => {
    const cases: Array<[Record<string, unknown>, string, Parameters<typeof t>[0], Record<string, number>?]> = [
      [{ insurer_id: 999_999 }, 'insurer_id', 'myInsurance.error.insurerUnknown'],
      [{ network_id: 999_999 }, 'network_id', 'myInsurance.error.networkUnknown'],
      [{ network_id: network['thiqa'] }, 'network_id', 'myInsurance.error.networkUnknown'],
      [{ insurer_id: 0 }, 'insurer_id', 'myInsurance.error.insurerRequired'],
      [{ network_id: '2147483648' }, 'network_id', 'myInsurance.error.networkRequired'],
      [{ member_number: 'X'.repeat(MEMBER_NUMBER_MAX + 1) }, 'member_number', 'myInsurance.error.memberInvalid', { max: MEMBER_NUMBER_MAX }],
      [{ member_number: '<script>alert(1)</script>' }, 'member_number', 'myInsurance.error.memberInvalid', { max: MEMBER_NUMBER_MAX }],
      [{ member_number: '"><img src=x>' }, 'member_number', 'myInsurance.error.memberInvalid', { max: MEMBER_NUMBER_MAX }],
      [{ member_number: '   ' }, 'member_number', 'myInsurance.error.memberRequired'],
      [{ member_number: ['123'] }, 'member_number', 'myInsurance.error.memberRequired'],
      [{ family_member_id: -1 }, 'family_member_id', 'family.error.notFound'],
    ];
    for (const locale of ['en', 'ar'] as const) {
      for (const [patch, field, key, params] of cases) {
        const response = await save({ ...nadia.headers, 'accept-language': locale }, { ...DAMAN(), ...patch });
        expect(response.statusCode, `${JSON.stringify(patch)} ${response.body}`).toBe(400);
        expect(response.json().errors?.[field], JSON.stringify(patch)).toBe(t(key, params, locale));
      }
    }
    const unknownMember = await save(nadia.headers, { ...DAMAN(), family_member_id: 2_000_000 });
    expect(unknownMember.statusCode).toBe(404);
    expect((await save(nadia.headers, { ...DAMAN(), owner_id: omar.userId })).statusCode).toBe(400);
    const raw = (payload: string) => ctx.app.inject({ method: 'PUT', url: '/api/patient-insurance', headers: { ...nadia.headers, 'content-type': 'application/json' }, payload });
    expect((await raw('{"insurer_id": 1,')).statusCode).toBe(400);
    expect((await raw(JSON.stringify({ ...DAMAN(), deep: JSON.parse(`${'{"a":'.repeat(200)}1${'}'.repeat(200)}`) }))).statusCode).toBe(400);
    expect(await rows()).toEqual([]);
  });

  it('refuses wrong file types, oversized files, a missing file and encoded paths, keeping the card as it was', async () => {
    const id = await savedId();
    expect((await upload(nadia.headers, id)).statusCode).toBe(200);
    const [before] = await rows();
    const refusals: Array<[{ name: string; type: string; bytes: Buffer }, number]> = [
      [{ name: 'card.png', type: 'image/png', bytes: scriptBytes() }, 400],
      [{ name: 'card.sh', type: 'image/png', bytes: pngBytes() }, 400],
      [{ name: 'card.gif', type: 'image/gif', bytes: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary') }, 400],
      [{ name: 'card.png', type: 'image/png', bytes: Buffer.concat([pngBytes(), Buffer.alloc(5 * 1024 * 1024 + 1)]) }, 413],
    ];
    for (const [file, status] of refusals) {
      const response = await upload({ ...nadia.headers, 'accept-language': 'ar' }, id, file);
      expect(response.statusCode, file.name).toBe(status);
      expect(response.json().message).toBe(t(status === 413 ? 'files.tooLarge' : 'files.proofType', undefined, 'ar'));
    }
    const none = await ctx.app.inject({ method: 'POST', url: `/api/patient-insurance/${id}/card`, headers: nadia.headers, payload: formData({ note: 'x' }) });
    expect(none.statusCode).toBe(400);
    const empty = await ctx.app.inject({ method: 'POST', url: `/api/patient-insurance/${id}/card`, headers: nadia.headers, payload: formData({}) });
    expect(empty.json().message).toBe(t('myInsurance.error.cardRequired'));
    for (const path of ['0', '-1', '1.5', 'abc', '2147483648', '%2e%2e%2fadmin', '..%2F..%2Fprivate']) {
      for (const response of [await card(nadia.headers, path), await remove(nadia.headers, path), await upload(nadia.headers, path)]) {
        expect(response.statusCode, path).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, path).toBeLessThan(500);
      }
    }
    expect(await rows()).toEqual([before]);
  });
});
