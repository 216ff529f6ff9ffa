/**
 * Family members (issue 41): the account holder lists, adds, edits and removes their own; nobody else
 * sees or touches them. Hostile input (an 11th member, dates of birth in the future or before 1900,
 * markup in names, unknown relations, oversized or malformed bodies, another account's id) gets a
 * clear 4xx in the caller's language and changes nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { familyMembers } from '../../server/db/schema/family.ts';
import { resetClock, setClock } from '../../server/services/common/clock.ts';
import { FAMILY_MEMBERS_MAX } from '../../src/shared/constants.ts';
import { t } from '../helpers/messages.ts';
import { bearer, seedDoctor, signIn } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { NOW, patient } from './booking-fixtures.ts';

let ctx: TestApp;
let nadia: Awaited<ReturnType<typeof patient>>;
let omar: Awaited<ReturnType<typeof patient>>;
let doctorHeaders: Record<string, string>;

beforeAll(async () => {
  // 2030-01-07 06:00 UTC: already the 7th everywhere, the 8th only east of UTC+18 (nowhere).
  setClock(() => NOW);
  ctx = await createTestApp();
  nadia = await patient(ctx.app, 'nadia@family.test');
  omar = await patient(ctx.app, 'omar@family.test');
  await seedDoctor(ctx.database, { email: 'doctor@family.test' });
  doctorHeaders = bearer((await signIn(ctx.app, { email: 'doctor@family.test', userType: 'doctor' })).token);
});
beforeEach(async () => {
  await ctx.database.db.delete(familyMembers);
});
afterAll(async () => {
  resetClock();
  await ctx?.close();
});

const ZAID = { first_name: 'Zaid', last_name: 'Karim', relation: 'child', dob: '2019-04-02', gender: 'male' };

const list = (headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: '/api/family-members', headers });
const add = (headers: Record<string, string>, payload: unknown = ZAID) => ctx.app.inject({ method: 'POST', url: '/api/family-members', headers, payload: payload as object });
const edit = (headers: Record<string, string>, id: number | string, payload: unknown = ZAID) =>
  ctx.app.inject({ method: 'PUT', url: `/api/family-members/${id}`, headers, payload: payload as object });
const remove = (headers: Record<string, string>, id: number | string) => ctx.app.inject({ method: 'DELETE', url: `/api/family-members/${id}`, headers });
const rows = () => ctx.database.db.select().from(familyMembers).orderBy(familyMembers.id);
const addedId = async (headers = nadia.headers, payload: unknown = ZAID) => {
  const response = await add(headers, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id as number;
};

describe('the account holder', () => {
  it('adds, lists, edits and removes a family member', async () => {
    const added = await add(nadia.headers);
    expect(added.json()).toMatchObject({ success: true, message: t('family.added'), data: { ...ZAID } });
    const id = added.json().data.id as number;
    expect((await list(nadia.headers)).json()).toEqual({ success: true, data: [{ id, ...ZAID }] });

    const edited = await edit(nadia.headers, id, { ...ZAID, first_name: '  Zaid Omar ', dob: '2019-04-03', gender: 'other' });
    expect(edited.json()).toMatchObject({ message: t('family.updated'), data: { id, first_name: 'Zaid Omar', dob: '2019-04-03', gender: 'other' } });
    const [row] = await rows();
    expect(row).toMatchObject({ ownerId: nadia.userId, firstName: 'Zaid Omar', dob: '2019-04-03' });

    const removed = await remove(nadia.headers, id);
    expect(removed.json()).toEqual({ success: true, message: t('family.removed'), data: { id } });
    expect(await rows()).toEqual([]);
    expect((await list(nadia.headers)).json().data).toEqual([]);
  });

  it('keeps names of any script, and lists members in the order they were added', async () => {
    const first = await addedId(nadia.headers, { ...ZAID, first_name: 'عائشة', last_name: 'O’Neil-Khan', relation: 'parent', gender: 'female', dob: '1900-01-01' });
    const second = await addedId(nadia.headers, { ...ZAID, first_name: 'प्रिया', relation: 'sibling', gender: 'female', dob: '2030-01-07' });
    expect((await list(nadia.headers)).json().data.map((member: { id: number; first_name: string }) => [member.id, member.first_name])).toEqual([
      [first, 'عائشة'],
      [second, 'प्रिया'],
    ]);
  });
});

describe('who may not', () => {
  it('refuses a visitor, a doctor and another patient, changing nothing', async () => {
    const id = await addedId();
    for (const headers of [{}, doctorHeaders]) {
      const status = Object.keys(headers).length ? 403 : 401;
      expect((await list(headers)).statusCode).toBe(status);
      expect((await add(headers)).statusCode).toBe(status);
      expect((await edit(headers, id, { ...ZAID, first_name: 'Mallory' })).statusCode).toBe(status);
      expect((await remove(headers, id)).statusCode).toBe(status);
    }
    // Another account sees none of them, and another's id is 404 like a missing one.
    expect((await list(omar.headers)).json().data).toEqual([]);
    for (const response of [await edit(omar.headers, id, { ...ZAID, first_name: 'Mallory' }), await remove(omar.headers, id), await remove(nadia.headers, id + 1000)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, message: t('family.error.notFound') });
    }
    expect(await rows()).toMatchObject([{ id, ownerId: nadia.userId, firstName: 'Zaid' }]);
  });
});

describe('hostile input', () => {
  it(`refuses an account's ${FAMILY_MEMBERS_MAX + 1}th member, even sent in parallel`, async () => {
    for (let i = 0; i < FAMILY_MEMBERS_MAX - 2; i += 1) await addedId();
    const parallel = await Promise.all([add(nadia.headers), add(nadia.headers), add(nadia.headers), add(nadia.headers)]);
    expect(parallel.map((response) => response.statusCode).sort()).toEqual([200, 200, 422, 422]);
    const refused = await add({ ...nadia.headers, 'accept-language': 'ar' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ success: false, message: t('family.error.tooMany', { max: FAMILY_MEMBERS_MAX }, 'ar') });
    expect(await rows()).toHaveLength(FAMILY_MEMBERS_MAX);
    // Another account has its own ten.
    expect((await add(omar.headers)).statusCode).toBe(200);
  });

  it('answers a clear 400 naming the field, in the caller’s language, and stores nothing', async () => {
    const cases: Array<[Record<string, unknown>, string, Parameters<typeof t>[0], Record<string, number>?]> = [
      [{ dob: '2030-01-08' }, 'dob', 'family.error.dobFuture'],
      [{ dob: '1899-12-31' }, 'dob', 'family.error.dobTooEarly'],
      [{ dob: '2019-02-30' }, 'dob', 'family.error.dobInvalid'],
      [{ dob: '02/04/2019' }, 'dob', 'family.error.dobInvalid'],
      [{ dob: '' }, 'dob', 'family.error.dobRequired'],
      [{ first_name: '<script>alert(1)</script>' }, 'first_name', 'family.error.nameInvalid'],
      [{ last_name: 'Karim<b>' }, 'last_name', 'family.error.nameInvalid'],
      [{ first_name: '   ' }, 'first_name', 'family.error.firstNameRequired'],
      [{ last_name: undefined }, 'last_name', 'family.error.lastNameRequired'],
      [{ first_name: ['Zaid'] }, 'first_name', 'family.error.firstNameRequired'],
      [{ first_name: 'Z'.repeat(51) }, 'first_name', 'family.error.nameTooLong', { max: 50 }],
      [{ relation: 'cousin' }, 'relation', 'family.error.relationInvalid'],
      [{ relation: { $ne: 1 } }, 'relation', 'family.error.relationInvalid'],
      [{ gender: 'unknown' }, 'gender', 'family.error.genderInvalid'],
      [{ gender: '' }, 'gender', 'family.error.genderRequired'],
      [{ relation: undefined }, 'relation', 'family.error.relationRequired'],
    ];
    for (const locale of ['en', 'ar', 'hi'] as const) {
      for (const [patch, field, key, params] of cases) {
        const response = await add({ ...nadia.headers, 'accept-language': locale }, { ...ZAID, ...patch });
        expect(response.statusCode, `${JSON.stringify(patch)} ${response.body}`).toBe(400);
        expect(response.json().errors?.[field], JSON.stringify(patch)).toBe(t(key, params, locale));
      }
    }
    // An edit is checked the same way and leaves the member as it was.
    const id = await addedId();
    expect((await edit(nadia.headers, id, { ...ZAID, dob: '2030-01-08' })).statusCode).toBe(400);
    expect((await edit(nadia.headers, id, { ...ZAID, first_name: '"><img src=x onerror=alert(1)>' })).statusCode).toBe(400);
    expect(await rows()).toMatchObject([{ id, firstName: 'Zaid', dob: '2019-04-02' }]);
  });

  it('refuses malformed, oversized and deeply nested bodies and odd ids', async () => {
    const raw = (payload: string, contentType = 'application/json') =>
      ctx.app.inject({ method: 'POST', url: '/api/family-members', headers: { ...nadia.headers, 'content-type': contentType, 'accept-language': 'hi' }, payload });
    const malformed = await raw('{"first_name": "Zaid",');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(t('validation.unreadable', undefined, 'hi'));
    expect((await raw('[]')).statusCode).toBe(400);
    expect((await raw(`${'['.repeat(5000)}${']'.repeat(5000)}`)).statusCode).toBe(400);
    expect((await raw(JSON.stringify({ ...ZAID, deep: JSON.parse(`${'{"a":'.repeat(200)}1${'}'.repeat(200)}`) }))).statusCode).toBe(400);
    expect((await raw(JSON.stringify({ ...ZAID, first_name: 'a\u0000b' }))).statusCode).toBe(400);
    const huge = await raw(JSON.stringify({ ...ZAID, first_name: 'Z'.repeat(2 * 1024 * 1024) }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(t('validation.tooLarge', undefined, 'hi'));
    for (const type of ['text/plain', 'application/xml']) expect([400, 415], type).toContain((await raw('first_name=Zaid', type)).statusCode);
    for (const id of ['0', '-1', '1.5', 'abc', '2147483648', '%2e%2e%2fadmin']) {
      const response = await edit(nadia.headers, id);
      expect(response.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, id).toBeLessThan(500);
      expect((await remove(nadia.headers, id)).statusCode, id).toBeLessThan(500);
    }
    // Nothing was stored, and an unknown field is not a way in either.
    expect(await rows()).toEqual([]);
    expect((await raw(JSON.stringify({ ...ZAID, owner_id: omar.userId, id: 1 }))).statusCode).toBe(200);
    expect(await ctx.database.db.select().from(familyMembers).where(eq(familyMembers.ownerId, nadia.userId))).toHaveLength(1);
  });
});
