import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../helpers/test-app.ts';
import { resetClock, setClock } from '../../server/services/common/clock.ts';
import { withListingFixture, type Fixture, type FixtureDoctor } from './listing-fixture.ts';

let t: TestApp;
let fx: Fixture;

withListingFixture((ctx) => ({ t, fx } = ctx));
afterEach(() => resetClock());

async function list(body: unknown) {
  const res = await t.app.inject({ method: 'POST', url: '/api/doctors', payload: body as object });
  return { status: res.statusCode, body: res.json() };
}

/** Every matching doctor's id, in the listing's default (relevance) order. */
const expectIds = (keep: (d: FixtureDoctor) => boolean) => fx.doctors.filter(keep).map((d) => d.id);

async function ids(body: Record<string, unknown>) {
  const { status, body: json } = await list({ per_page: 50, ...body });
  expect(status).toBe(200);
  expect(json.total).toBe(json.data.length);
  return json.data.map((d: { id: number }) => d.id);
}

const inRange = (v: number | null, lo: number, hi: number) => v !== null && v >= lo && v <= hi;

describe('POST /api/doctors filters', () => {
  it('filters by speciality: primary speciality or one of its specializations', async () => {
    const expected = expectIds((d) => d.speciality === 'cardiology' || d.index === 1);
    expect(await ids({ speciality_id: fx.specialityIds.cardiology })).toEqual(expected);
    expect(await ids({ speciality_id: String(fx.specialityIds.paediatrics) })).toEqual(expectIds((d) => d.speciality === 'paediatrics'));
  });

  it('filters by gender, mapping others to other, arrays or comma lists', async () => {
    expect(await ids({ gender: ['female'] })).toEqual(expectIds((d) => d.gender === 'female'));
    expect(await ids({ gender: ['others', 'male'] })).toEqual(expectIds((d) => d.gender !== 'female'));
    expect(await ids({ gender: 'male,female' })).toEqual(expectIds((d) => d.gender !== 'other'));
  });

  it('OR-s experience ranges', async () => {
    expect(await ids({ experience: ['0-5', '11-16'] })).toEqual(
      expectIds((d) => inRange(d.experience, 0, 5) || inRange(d.experience, 11, 16)),
    );
    expect(await ids({ experience: ['16-100'] })).toEqual(expectIds((d) => d.experience >= 16));
  });

  it('filters verified doctors with yes or true', async () => {
    const expected = expectIds((d) => d.verified);
    expect(await ids({ verified: 'yes' })).toEqual(expected);
    expect(await ids({ verified: true })).toEqual(expected);
    expect(await ids({ verified: 'no' })).toHaveLength(30);
  });

  it('filters languages by id or name (any match)', async () => {
    expect(await ids({ languages: [fx.languageIds.Hindi] })).toEqual(expectIds((d) => d.languages.includes('Hindi')));
    expect(await ids({ languages: ['hindi', 'Arabic'] })).toEqual(
      expectIds((d) => d.languages.includes('Hindi') || d.languages.includes('Arabic')),
    );
  });

  it('filters consultation types by having such a consultation', async () => {
    expect(await ids({ consultation_type: ['online'] })).toEqual(expectIds((d) => d.onlineFee !== null));
    expect(await ids({ consultation_type: ['offline'] })).toEqual(expectIds((d) => d.offlineFee !== null));
    expect(await ids({ consultation_type: ['online', 'offline'] })).toHaveLength(30);
  });

  it('matches fee ranges against either fee, or only the chosen kind', async () => {
    expect(await ids({ fees: ['100-500'] })).toEqual(
      expectIds((d) => inRange(d.onlineFee, 100, 500) || inRange(d.offlineFee, 100, 500)),
    );
    expect(await ids({ fees: ['100-500', '2000-5000'], consultation_type: ['offline'] })).toEqual(
      expectIds((d) => inRange(d.offlineFee, 100, 500) || inRange(d.offlineFee, 2000, 5000)),
    );
  });

  it('uses the lowest chosen rating as the minimum average', async () => {
    expect(await ids({ ratings: [4] })).toEqual(expectIds((d) => d.avgRating >= 4));
    expect(await ids({ ratings: ['4', '2'] })).toEqual(expectIds((d) => d.avgRating >= 2));
  });

  it('filters by availability from the configured weekdays in each doctor’s time zone', async () => {
    // Monday 2 June 2025, 14:00 in Dubai and 15:30 in Mumbai: today is bit 0, tomorrow bit 1.
    setClock(() => Date.parse('2025-06-02T10:00:00Z'));
    const days = (d: FixtureDoctor) => d.onlineDays | d.offlineDays;
    expect(await ids({ availability: [0] })).toEqual(expectIds((d) => (days(d) & 1) !== 0));
    expect(await ids({ availability: [1] })).toEqual(expectIds((d) => (days(d) & 2) !== 0));
    expect(await ids({ availability: [0, 1] })).toEqual(expectIds((d) => (days(d) & 3) !== 0));
    expect(await ids({ availability: [1], consultation_type: ['online'] })).toEqual(expectIds((d) => (d.onlineDays & 2) !== 0));
    expect(await ids({ availability: [7] })).toEqual(expectIds((d) => days(d) !== 0));
    // 23:00 Sunday in Dubai is already 00:30 Monday in Mumbai.
    setClock(() => Date.parse('2025-06-01T19:00:00Z'));
    expect(await ids({ availability: ['0'] })).toEqual(
      expectIds((d) => (days(d) & (d.timeZone === 'Asia/Kolkata' ? 1 : 1 << 6)) !== 0),
    );
  });

  it('searches names, specialities, specializations and services', async () => {
    expect(await ids({ search: 'sharma' })).toEqual([fx.doctors[0]!.id]);
    expect(await ids({ search: 'Dr. Priya' })).toEqual(expectIds((d) => d.firstName === 'Priya'));
    expect(await ids({ search: 'electro' })).toEqual([fx.doctors[0]!.id, fx.doctors[1]!.id]);
    expect(await ids({ search: 'acne' })).toEqual(expectIds((d) => d.services.includes('Acne')));
    expect(await ids({ search: 'cardio' })).toEqual(expectIds((d) => d.speciality === 'cardiology'));
    expect(await ids({ search: '100%_' })).toEqual([]);
  });

  it('a city page lists only that city, each card with its distance from the city centre', async () => {
    const { status, body } = await list({ per_page: 50, city: 'Sharjah' });
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    const cards = body.data as { city_slug: string; distance_km?: number | null }[];
    for (const card of cards) expect(card.city_slug).toBe('sharjah');
    const distances = cards.map((card) => card.distance_km).filter((km): km is number => typeof km === 'number');
    expect(distances.length).toBeGreaterThan(0);
    for (const km of distances) expect(km).toBeLessThan(50);
    // The order stays the listing's (relevance), as before.
    expect(body.data.map((d: { id: number }) => d.id)).toEqual(expectIds((d) => d.citySlug === 'sharjah'));
    // No city (default-location) and no position: nothing to measure from.
    const all = await list({ per_page: 5, city: 'default-location' });
    expect(all.body.data.every((d: Record<string, unknown>) => !('distance_km' in d))).toBe(true);
    // A city outside the gazetteer, or hostile text, still answers 200 with no distance.
    for (const city of ['Atlantis', '<script>alert(1)</script>', 'x'.repeat(300)]) {
      const odd = await list({ per_page: 5, city });
      expect(odd.status).toBeLessThan(500);
    }
  });

  it("resolves the page's location slug: a gazetteer city filters and is named, anything else lists every city", async () => {
    const city = await list({ per_page: 50, location: 'sharjah' });
    expect(city.status).toBe(200);
    expect(city.body.city).toBe('Sharjah');
    expect(city.body.data.map((d: { id: number }) => d.id)).toEqual(expectIds((d) => d.citySlug === 'sharjah'));
    expect(city.body.data.some((d: { distance_km?: number | null }) => typeof d.distance_km === 'number')).toBe(true);
    // A URL segment is made a slug first; the name alone is enough.
    expect((await list({ per_page: 50, location: '  SHARJAH ' })).body.city).toBe('Sharjah');
    // A street address (not a city), default-location, nothing, or hostile text: no city filter, no name.
    for (const location of ['al-barsha-1-dubai', 'default-location', '', null, '<script>alert(1)</script>', 'x'.repeat(300)]) {
      const other = await list({ per_page: 50, location });
      expect(other.status, String(location)).toBe(200);
      expect(other.body).toMatchObject({ total: 30, city: null });
    }
    // The spec's `city` name still filters (API callers), and is named when it is a gazetteer city.
    expect((await list({ city: 'Sharjah' })).body.city).toBe('Sharjah');
    expect((await list({ city: 'Atlantis' })).body).toMatchObject({ total: 0, city: null });
    // A location that is no city leaves a `city` name to filter.
    expect(await ids({ location: 'al-barsha-1-dubai', city: 'Mumbai' })).toEqual(expectIds((d) => d.citySlug === 'mumbai'));
    // A wrong JSON type is refused.
    expect((await list({ location: ['sharjah'] })).status).toBe(400);
  });

  it('filters by city, locality and state', async () => {
    expect(await ids({ city: 'Sharjah' })).toEqual(expectIds((d) => d.citySlug === 'sharjah'));
    expect(await ids({ city: 'default-location' })).toHaveLength(30);
    expect(await ids({ locality: 'barsha' })).toEqual(expectIds((d) => d.addressTwo === 'Al Barsha 1'));
    expect(await ids({ state: 'maharashtra' })).toEqual(expectIds((d) => d.state === 'Maharashtra'));
  });

  it('combines filters with AND', async () => {
    expect(
      await ids({ speciality_id: fx.specialityIds.dermatology, verified: 'yes', city: 'dubai', gender: ['male', 'female'] }),
    ).toEqual(expectIds((d) => d.speciality === 'dermatology' && d.verified && d.citySlug === 'dubai' && d.gender !== 'other'));
  });

  it('a speciality page counts its matches in the page statement: every page, past the end and no match', async () => {
    const expected = expectIds((d) => d.speciality === 'cardiology' || d.index === 1);
    expect(expected.length).toBeGreaterThan(2);
    const pages = Math.ceil(expected.length / 2);
    const seen: number[] = [];
    for (let page = 1; page <= pages; page++) {
      const { status, body } = await list({ speciality_id: fx.specialityIds.cardiology, per_page: 2, page });
      expect(status).toBe(200);
      expect(body).toMatchObject({ total: expected.length, last_page: pages, total_capped: false });
      seen.push(...body.data.map((d: { id: number }) => d.id));
    }
    expect(seen).toEqual(expected);
    // Past the last page: no cards, and still the count (an empty page carries none, so it is asked apart).
    const beyond = await list({ speciality_id: fx.specialityIds.cardiology, per_page: 2, page: pages + 3 });
    expect(beyond.body).toMatchObject({ data: [], total: expected.length, last_page: pages });
    // Nothing matches: zero on the first page and on any other.
    for (const page of [1, 4]) {
      const none = await list({ speciality_id: fx.specialityIds.cardiology, search: 'no such doctor anywhere', page });
      expect(none.body).toMatchObject({ data: [], total: 0, last_page: 1, total_capped: false });
    }
  });

  it('keeps the speciality and language filters in step with profile edits (triggers)', async () => {
    const db = t.database.db;
    const [d3, d4] = [fx.doctors[3]!, fx.doctors[4]!];
    // d3 (cardiology) takes up Neonatology: listed under paediatrics too; d4 moves to cardiology.
    await db.execute(sql`insert into doctor_specializations (doctor_id, specialization_id) values (${d3.id}, ${fx.specializationIds.Neonatology})`);
    await db.execute(sql`update doctors set speciality_id = ${fx.specialityIds.cardiology} where id = ${d4.id}`);
    expect(await ids({ speciality_id: fx.specialityIds.paediatrics })).toContain(d3.id);
    expect(await ids({ speciality_id: fx.specialityIds.cardiology })).toContain(d4.id);
    // …and stays under dermatology through its Cosmetic Dermatology specialization.
    expect(await ids({ speciality_id: fx.specialityIds.dermatology })).toContain(d4.id);
    // d3 stops speaking Hindi.
    await db.execute(sql`delete from doctor_languages where doctor_id = ${d3.id} and language_id = ${fx.languageIds.Hindi}`);
    expect(await ids({ languages: ['Hindi'] })).not.toContain(d3.id);
    // Undo, and check that removing rows keeps the lists right.
    await db.execute(sql`delete from doctor_specializations where doctor_id = ${d3.id} and specialization_id = ${fx.specializationIds.Neonatology}`);
    await db.execute(sql`update doctors set speciality_id = ${fx.specialityIds.dermatology} where id = ${d4.id}`);
    await db.execute(sql`insert into doctor_languages (doctor_id, language_id) values (${d3.id}, ${fx.languageIds.Hindi})`);
    expect(await ids({ speciality_id: fx.specialityIds.paediatrics })).toEqual(expectIds((d) => d.speciality === 'paediatrics'));
    expect(await ids({ languages: ['Hindi'] })).toEqual(expectIds((d) => d.languages.includes('Hindi')));
    const rows = await db.execute(sql`select speciality_ids, language_ids from doctors where id = ${d3.id}`);
    expect(rows.rows[0]).toEqual({ speciality_ids: [fx.specialityIds.cardiology], language_ids: [fx.languageIds.English, fx.languageIds.Hindi].sort((a, b) => a! - b!) });
  });

  it('ignores unknown values but refuses wrong types', async () => {
    const lenient = await list({
      fees: ['abc'], gender: ['x'], sort_by: 'weird', availability: [3], ratings: [9], experience: ['1-2'],
      consultation_type: ['phone'], page: 'abc', per_page: -3, latitude: 'north', speciality_id: 'cardio',
    });
    expect(lenient.status).toBe(200);
    expect(lenient.body).toMatchObject({ success: true, total: 30, last_page: 3, total_capped: false });
    expect((await list(undefined)).body.total).toBe(30);
    for (const bad of [{ gender: { a: 1 } }, { page: [1] }, { search: 5 }, { verified: [true] }]) {
      const res = await list(bad);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    }
  });
});
