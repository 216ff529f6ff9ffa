/**
 * Public reads (issue 17): ETag / Cache-Control / 304, and the in-process cache's exact invalidation
 * (a booking takes its slot at once, a cancel returns it, a profile edit shows at once), with no
 * private data in cached public answers and no signed-in answer poisoning them.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../../server/services/common/clock.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { formData } from './account-fixtures.ts';
import { NOW, TUESDAY, bookingPayload, buildWorld, patient, type World } from './booking-fixtures.ts';
import { seedCatalog, verifiedDoctor } from './doctor-portal-fixtures.ts';

let ctx: TestApp;
let world: World;
let sara: Awaited<ReturnType<typeof patient>>;
let amira: Awaited<ReturnType<typeof verifiedDoctor>>;

beforeAll(async () => {
  setClock(() => NOW);
  ctx = await createTestApp();
  await seedCatalog(ctx.database);
  world = await buildWorld(ctx.database);
  sara = await patient(ctx.app, 'sara.cache@booking.test');
  amira = await verifiedDoctor(ctx.app, ctx.database, 'amira@cache.test');
});
afterAll(async () => {
  resetClock();
  await ctx?.close();
});

const availability = (headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/doctor-availability', headers, payload: { doctor_id: world.dubai.doctorId, date: TUESDAY, type: 'online' } });
const freeTimes = async () =>
  ((await availability()).json().data.online_timeslots as { time: string; isDisabled: boolean }[]).filter((slot) => !slot.isDisabled).map((slot) => slot.time);
const detail = (doctorId: number, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api/doctor-detail?doctor_id=${doctorId}`, headers });

describe('public reads carry validators and CDN-suited caching', () => {
  const reads = () => [
    { method: 'GET' as const, url: '/api/home' },
    { method: 'GET' as const, url: `/api/doctor-detail?doctor_id=${world.dubai.doctorId}` },
    { method: 'POST' as const, url: '/api/doctors', payload: { page: 1 } },
    { method: 'POST' as const, url: '/api/global-search', payload: { search: 'am' } },
    { method: 'POST' as const, url: '/api/all-seos', payload: { page_type: 'Home' } },
    { method: 'POST' as const, url: '/api/doctor-seo-data', payload: { doctor_id: world.dubai.doctorId } },
    { method: 'POST' as const, url: '/api/doctor-availability', payload: { doctor_id: world.dubai.doctorId, date: TUESDAY, type: 'online' } },
  ];

  it('answers with an ETag and public, revalidated caching, then 304 on a matching If-None-Match', async () => {
    for (const read of reads()) {
      const first = await ctx.app.inject(read);
      expect(first.statusCode, read.url).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag, read.url).toMatch(/^W\/"[\w-]+"$/);
      expect(first.headers['cache-control'], read.url).toBe('public, no-cache');
      expect(first.headers['cdn-cache-control'], read.url).toMatch(read.url.includes('availability') ? /^max-age=5, must-revalidate$/ : /stale-while-revalidate/);
      expect(first.headers.vary, read.url).toContain('Accept-Encoding');
      const again = await ctx.app.inject({ ...read, headers: { 'if-none-match': etag } });
      expect(again.statusCode, read.url).toBe(304);
      expect(again.body).toBe('');
      const other = await ctx.app.inject({ ...read, headers: { 'if-none-match': 'W/"something-else"' } });
      expect(other.statusCode, read.url).toBe(200);
      expect(other.body).toBe(first.body);
    }
  });

  it('serves the same bytes compressed when asked, with the same ETag', async () => {
    const plain = await ctx.app.inject({ method: 'POST', url: '/api/doctors', payload: { page: 1 } });
    const gzip = await ctx.app.inject({ method: 'POST', url: '/api/doctors', payload: { page: 1 }, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.etag).toBe(plain.headers.etag);
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    // Brotli with a window sized to the body (read-cache.ts, brotliParams): a browser's decoder reads it back whole.
    const br = await ctx.app.inject({ method: 'POST', url: '/api/doctors', payload: { page: 1 }, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });

  it('a signed-in answer is private, and does not change what visitors get', async () => {
    const publicAnswer = await detail(world.dubai.doctorId);
    const signedIn = await detail(world.dubai.doctorId, sara.headers);
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    expect(signedIn.headers['cdn-cache-control']).toBeUndefined();
    const signedInSlots = await availability(sara.headers);
    expect(signedInSlots.headers['cache-control']).toBe('private, no-cache');
    const after = await detail(world.dubai.doctorId);
    expect(after.headers['cache-control']).toBe('public, no-cache');
    expect(after.body).toBe(publicAnswer.body);
    expect(after.body).not.toContain(sara.email);
  });

  it('keeps one answer per language: an Arabic visitor never gets the English one cached before (and back)', async () => {
    const english = await availability({ 'accept-language': 'en' });
    const arabic = await availability({ 'accept-language': 'ar' });
    expect(english.statusCode).toBe(200);
    expect(arabic.statusCode).toBe(200);
    expect(arabic.headers.vary).toContain('Accept-Language');
    expect(arabic.body).toMatch(/[\u0600-\u06FF]/);
    expect(english.body).not.toMatch(/[\u0600-\u06FF]/);
    expect(arabic.headers.etag).not.toBe(english.headers.etag);
    expect((await availability({ 'accept-language': 'en' })).body).toBe(english.body);
  });

  it('a search is one answer whatever its case and spacing, and a hostile one is a clear 400', async () => {
    const search = (text: unknown) => ctx.app.inject({ method: 'POST', url: '/api/global-search', payload: { search: text } });
    const plain = await search('amira');
    expect(plain.statusCode).toBe(200);
    const loud = await search('  AMIRA ');
    expect(loud.body).toBe(plain.body);
    expect(loud.headers.etag).toBe(plain.headers.etag);
    for (const hostile of ['x'.repeat(101), { $ne: 1 }, ['a']]) {
      const refused = await search(hostile);
      expect(refused.statusCode, JSON.stringify(hostile)).toBe(400);
      expect(refused.json().success).toBe(false);
      expect(refused.headers.etag).toBeUndefined();
    }
  });

  it('a bad request is never cached nor validated', async () => {
    const missing = await detail(999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const hostile = await ctx.app.inject({ method: 'POST', url: '/api/doctor-seo-data', payload: { doctor_id: '<script>' } });
    expect(hostile.statusCode).toBe(400);
    expect(hostile.headers.etag).toBeUndefined();
  });
});

describe('exact invalidation', () => {
  it('a booking takes its slot from availability at once, a cancel gives it back', async () => {
    const before = await freeTimes();
    expect(before).toContain('09:00');
    const etagBefore = (await availability()).headers.etag as string;
    const booked = await ctx.app.inject({
      method: 'POST', url: '/api/add-appointment', headers: { ...sara.headers, 'idempotency-key': 'cache-book-1' },
      payload: bookingPayload({ doctor_id: world.dubai.doctorId, appointment_date: TUESDAY, appointment_time: '09:00', email: sara.email }),
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const afterBooking = await availability({ 'if-none-match': etagBefore });
    expect(afterBooking.statusCode).toBe(200);
    expect(await freeTimes()).not.toContain('09:00');
    // No private data of the booking in the public answer.
    expect(afterBooking.body).not.toContain(sara.email);
    expect(afterBooking.body).not.toContain('Sara Ali');

    const id = booked.json().data.appointment.id as number;
    const cancelled = await ctx.app.inject({
      method: 'POST', url: '/api/change-appointment-status', headers: { ...sara.headers, 'idempotency-key': 'cache-cancel-1' },
      payload: { appointment_id: id, booking_status: 'cancelled', cancel_reason: 'Feeling better', cancel_description: 'The headache is gone, thank you.' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await freeTimes()).toContain('09:00');
  });

  it('a profile edit shows at once in the detail and the listing', async () => {
    const before = await detail(amira.doctorId);
    expect(before.statusCode).toBe(200);
    const listing = async () => (await ctx.app.inject({ method: 'POST', url: '/api/doctors', payload: { page: 1, search: 'Haddad' } })).body;
    await listing();
    const searched = async () => (await ctx.app.inject({ method: 'POST', url: '/api/global-search', payload: { search: 'haddad' } })).json().data as { name: string }[];
    const searchedBefore = await searched();
    const edited = await ctx.app.inject({
      method: 'POST', url: '/api/doctor/update-personal', headers: amira.headers,
      payload: formData({ first_name: 'Amira', last_name: 'Haddad', dob: '1980-02-29', gender: 'female' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await detail(amira.doctorId, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.last_name ?? after.body).toContain('Haddad');
    expect(await listing()).toContain('Haddad');
    // The type-ahead search (cached like the listing) finds the new name at once.
    expect(searchedBefore.map((hit) => hit.name)).not.toContain('Dr. Amira Haddad');
    expect((await searched()).map((hit) => hit.name)).toContain('Dr. Amira Haddad');
  });

  it('versions are pushed: a repeated read asks the version table nothing, and a write the app never saw shows at once', async () => {
    const versions = ctx.app.readCache.versions;
    const first = await detail(world.other.doctorId);
    expect(first.statusCode).toBe(200);
    const queries = versions.queries;
    for (let i = 0; i < 3; i++) expect((await detail(world.other.doctorId)).body).toBe(first.body);
    expect(versions.queries).toBe(queries);
    // A script's update, outside any request of the app (PostgreSQL: through another pooled connection).
    await ctx.database.db.execute(sql`update doctors set about_doctor = 'Written behind the app' where id = ${world.other.doctorId}`);
    expect((await detail(world.other.doctorId)).body).toContain('Written behind the app');
    expect(versions.queries).toBe(queries);
  });

  it('a profile stays cached across the turn of the minute: it does not follow the clock (an edit shows at once through its versions, above)', async () => {
    const first = await detail(world.kolkata.doctorId);
    expect(first.statusCode).toBe(200);
    const cache = ctx.app.readCache;
    try {
      setClock(() => NOW + 90_000);
      const misses = cache.misses;
      expect((await detail(world.kolkata.doctorId)).body).toBe(first.body);
      expect(cache.misses).toBe(misses);
    } finally {
      setClock(() => NOW);
    }
  });

  it('a listing stays cached across the minute, but one filtered on availability ("today", "next 7 days") follows the clock', async () => {
    const list = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/doctors', payload });
    const cache = ctx.app.readCache;
    const plain = await list({ page: 1, gender: ['female'] });
    const today = await list({ page: 1, gender: ['female'], availability: [0] });
    expect([plain.statusCode, today.statusCode]).toEqual([200, 200]);
    try {
      setClock(() => NOW + 90_000);
      const misses = cache.misses;
      expect((await list({ page: 1, gender: ['female'] })).body).toBe(plain.body);
      expect(cache.misses).toBe(misses);
      expect((await list({ page: 1, gender: ['female'], availability: [0] })).statusCode).toBe(200);
      expect(cache.misses).toBe(misses + 1);
    } finally {
      setClock(() => NOW);
    }
  });
});
