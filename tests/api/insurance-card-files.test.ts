/**
 * A saved insurance's card photo file (issue 41) lives exactly as long as a row points at it: removing
 * a family member (their insurance row cascades), removing the insurance, uploading a new photo and
 * switching to another insurer or plan each delete the old file from the private store. A deletion
 * that fails does not fail the patient's change nor leave a row pointing at a missing or stale card.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { familyMembers } from '../../server/db/schema/family.ts';
import { insuranceNetworks, insurers, patientInsurance } from '../../server/db/schema/insurance.ts';
import { resetClock, setClock } from '../../server/services/common/clock.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { formData, pdfBytes, pngBytes } from './account-fixtures.ts';
import { NOW, addFamilyMember, patient } from './booking-fixtures.ts';

let ctx: TestApp;
let nadia: Awaited<ReturnType<typeof patient>>;
const network: Record<string, number> = {};
const insurer: Record<string, number> = {};

beforeAll(async () => {
  setClock(() => NOW);
  ctx = await createTestApp();
  nadia = await patient(ctx.app, 'nadia@card-files.test');
  for (const row of await ctx.database.db.select().from(insuranceNetworks)) network[`${row.insurerId}:${row.slug}`] = row.id;
  for (const row of await ctx.database.db.select().from(insurers)) insurer[row.slug] = row.id;
});
beforeEach(async () => {
  await ctx.database.db.delete(patientInsurance);
  await ctx.database.db.delete(familyMembers);
});
afterAll(async () => {
  resetClock();
  await ctx?.close();
});

const plan = (insurerSlug: string, networkSlug: string, memberNumber = '784-1990-1234567-1') => ({
  insurer_id: insurer[insurerSlug]!,
  network_id: network[`${insurer[insurerSlug]}:${networkSlug}`]!,
  member_number: memberNumber,
});
const DAMAN = () => plan('daman', 'daman-enhanced');

const addChild = () => addFamilyMember(ctx.app, nadia.headers, { first_name: 'Zaid', last_name: 'Karim', relation: 'child', dob: '2019-04-02', gender: 'male' });
async function save(payload: object): Promise<{ id: number; has_card: boolean }> {
  const saved = await ctx.app.inject({ method: 'PUT', url: '/api/patient-insurance', headers: nadia.headers, payload });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json().data;
}
/** Uploads a card photo to row `id`; answers the stored file's path. */
async function upload(id: number, file = { name: 'card.png', type: 'image/png', bytes: pngBytes(4, 3) }): Promise<string> {
  const uploaded = await ctx.app.inject({ method: 'POST', url: `/api/patient-insurance/${id}/card`, headers: nadia.headers, payload: formData({}, { card_photo: file }) });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  return (await rowOf(id))!.cardPhotoPath!;
}
const rowOf = async (id: number) => (await ctx.database.db.select().from(patientInsurance).where(eq(patientInsurance.id, id)))[0];
const card = (id: number) => ctx.app.inject({ method: 'GET', url: `/api/patient-insurance/${id}/card`, headers: nadia.headers });

/** Whether the file is still stored: through the store, and on disk where the store is the disk. */
async function stored(relative: string): Promise<boolean> {
  const inStore = (await ctx.app.fileStore.get(`private/${relative}`)) !== null;
  if (ctx.app.fileStore.kind === 'disk') {
    expect(fs.existsSync(path.join(ctx.config.dataDir, 'uploads', 'private', ...relative.split('/')))).toBe(inStore);
  }
  return inStore;
}

describe('a card photo file is deleted with what pointed at it', () => {
  it('removing a family member deletes their insurance card photo', async () => {
    const child = await addChild();
    const { id } = await save({ ...DAMAN(), family_member_id: child });
    const file = await upload(id);
    expect(await stored(file)).toBe(true);
    const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/family-members/${child}`, headers: nadia.headers });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await rowOf(id)).toBeUndefined();
    expect(await stored(file)).toBe(false);
  });

  it('removing a member whose insurance has no card, or who has none, removes just them', async () => {
    const withoutCard = await addChild();
    await save({ ...DAMAN(), family_member_id: withoutCard });
    const withNothing = await addChild();
    for (const id of [withoutCard, withNothing]) {
      expect((await ctx.app.inject({ method: 'DELETE', url: `/api/family-members/${id}`, headers: nadia.headers })).statusCode).toBe(200);
    }
    expect(await ctx.database.db.select().from(familyMembers).where(eq(familyMembers.ownerId, nadia.userId))).toEqual([]);
  });

  it('a new photo, the insurance removed, for the holder and for a family member, each delete the file before', async () => {
    const child = await addChild();
    for (const person of [null, child]) {
      const { id } = await save({ ...DAMAN(), family_member_id: person });
      const first = await upload(id);
      const second = await upload(id, { name: 'card.pdf', type: 'application/pdf', bytes: pdfBytes() });
      expect(await stored(first)).toBe(false);
      expect(await stored(second)).toBe(true);
      expect((await ctx.app.inject({ method: 'DELETE', url: `/api/patient-insurance/${id}`, headers: nadia.headers })).statusCode).toBe(200);
      expect(await stored(second)).toBe(false);
    }
  });

  it('another insurer or plan lets the old card go; a corrected member number keeps it', async () => {
    const { id } = await save(DAMAN());
    const file = await upload(id);
    expect(await save({ ...DAMAN(), member_number: '784-1990-1234567-2' })).toMatchObject({ id, has_card: true });
    expect(await stored(file)).toBe(true);
    // Another plan of the same insurer is another card.
    expect(await save(plan('daman', 'daman-premier'))).toMatchObject({ id, has_card: false });
    expect(await rowOf(id)).toMatchObject({ cardPhotoPath: null, cardPhotoType: null });
    expect(await stored(file)).toBe(false);
    expect((await card(id)).statusCode).toBe(404);
    // And another insurer, for a family member too.
    const child = await addChild();
    const theirs = await save({ ...DAMAN(), family_member_id: child });
    const childsFile = await upload(theirs.id);
    expect(await save({ ...plan('thiqa', 'thiqa'), family_member_id: child })).toMatchObject({ id: theirs.id, has_card: false });
    expect(await stored(childsFile)).toBe(false);
  });
});

describe('a deletion that fails', () => {
  it('still completes the change: no row points at the old file, and the answer is the usual one', async () => {
    const failing = vi.spyOn(ctx.app.fileStore, 'remove').mockRejectedValue(new Error('store unavailable'));
    try {
      // A member removed: gone, with their insurance row.
      const child = await addChild();
      const theirs = await save({ ...DAMAN(), family_member_id: child });
      await upload(theirs.id);
      expect((await ctx.app.inject({ method: 'DELETE', url: `/api/family-members/${child}`, headers: nadia.headers })).statusCode).toBe(200);
      expect(await rowOf(theirs.id)).toBeUndefined();

      // A photo replaced: the row points at the new one, which is what the patient reads.
      const { id } = await save(DAMAN());
      const first = await upload(id);
      const second = await upload(id, { name: 'card.pdf', type: 'application/pdf', bytes: pdfBytes() });
      expect(second).not.toBe(first);
      expect((await card(id)).headers['content-type']).toBe('application/pdf');

      // Another plan: the row has no card.
      expect(await save(plan('daman', 'daman-basic'))).toMatchObject({ id, has_card: false });
      expect((await card(id)).statusCode).toBe(404);

      // The insurance removed: gone.
      const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/patient-insurance/${id}`, headers: nadia.headers });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(await rowOf(id)).toBeUndefined();
      expect(failing).toHaveBeenCalledTimes(3);
    } finally {
      failing.mockRestore();
    }
  });
});
