import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { EXPERIENCE_RANGES, FEE_RANGES, RATING_OPTIONS } from '../../src/shared/listing/query.ts';
import { FACET } from '../../server/services/listing/listing-filters.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { withListingFixture, type Fixture, type FixtureDoctor } from './listing-fixture.ts';

// doctors.listing_facets (migration 0004) lets a speciality or language listing intersect every
// option filter on one GIN index. These tests pin the SQL function to the option lists of the
// shared schema and check that a faceted listing returns what the plain conditions define.
let t: TestApp;
let fx: Fixture;

withListingFixture((ctx) => ({ t, fx } = ctx));

const range = (option: string) => option.split('-').map(Number) as [number, number];
const inRange = (v: number | null, [lo, hi]: [number, number]) => v !== null && v >= lo && v <= hi;

async function facetsOf(values: { experience: number; avgRating: number; onlineFee: number | null; offlineFee: number | null }) {
  const result = await t.database.db.execute(sql`select doctor_listing_facets('{}', '{}', null, null,
    ${values.experience}::int, ${values.avgRating}::numeric, ${values.onlineFee}::int, ${values.offlineFee}::int, 0::smallint, 0::smallint) as f`);
  return (result.rows[0] as { f: number[] }).f;
}

describe('doctor_listing_facets', () => {
  it('marks the experience, fee and rating options of the shared schema, boundaries included', async () => {
    const boundaries = [...new Set([...EXPERIENCE_RANGES, ...FEE_RANGES].flatMap((o) => { const [lo, hi] = range(o); return [lo - 1, lo, hi, hi + 1]; }))];
    for (const value of boundaries) {
      const rating = Math.min(5, Math.max(0, value / 20));
      const facets = await facetsOf({ experience: value, avgRating: rating, onlineFee: value, offlineFee: null });
      const expected = [
        ...EXPERIENCE_RANGES.flatMap((o, k) => (inRange(value, range(o)) ? [FACET.experience + k] : [])),
        ...FEE_RANGES.flatMap((o, k) => (inRange(value, range(o)) ? [FACET.onlineFee + k] : [])),
        ...RATING_OPTIONS.filter((r) => rating >= r).map((r) => FACET.rating + r),
        FACET.offersOnline,
      ];
      expect(facets.sort((a, b) => a - b), `value ${value}`).toEqual(expected.sort((a, b) => a - b));
    }
  });
});

describe('a faceted listing', () => {
  async function ids(body: Record<string, unknown>): Promise<number[]> {
    const res = await t.app.inject({ method: 'POST', url: '/api/doctors', payload: { per_page: 50, ...body } });
    expect(res.statusCode).toBe(200);
    return res.json().data.map((d: { id: number }) => d.id);
  }

  const combos: { body: Record<string, unknown>; keep: (d: FixtureDoctor) => boolean }[] = [
    { body: { gender: ['female'] }, keep: (d) => d.gender === 'female' },
    { body: { gender: ['male', 'others'], verified: 'yes' }, keep: (d) => d.gender !== 'female' && d.verified },
    { body: { experience: ['0-10', '16-100'] }, keep: (d) => inRange(d.experience, [0, 10]) || d.experience >= 16 },
    { body: { fees: ['100-500', '1000-2000'] }, keep: (d) => [d.onlineFee, d.offlineFee].some((f) => inRange(f, [100, 500]) || inRange(f, [1000, 2000])) },
    { body: { fees: ['500-1000'], consultation_type: ['online'] }, keep: (d) => inRange(d.onlineFee, [500, 1000]) },
    { body: { consultation_type: ['offline'], ratings: [3] }, keep: (d) => d.offlineFee !== null && d.avgRating >= 3 },
    { body: { ratings: [4], gender: ['male'], experience: ['11-16'] }, keep: (d) => d.avgRating >= 4 && d.gender === 'male' && inRange(d.experience, [11, 16]) },
  ];

  it('returns exactly the doctors the plain conditions define, for each speciality and a language', async () => {
    const scopes: Record<string, unknown>[] = [
      ...Object.values(fx.specialityIds).map((id) => ({ speciality_id: id })),
      { languages: ['Hindi'] },
      { languages: ['Arabic'], speciality_id: fx.specialityIds.cardiology },
    ];
    for (const scope of scopes) {
      const inScope = new Set(await ids(scope));
      for (const combo of combos) {
        const expected = fx.doctors.filter((d) => inScope.has(d.id) && combo.keep(d)).map((d) => d.id);
        expect(await ids({ ...scope, ...combo.body }), JSON.stringify({ ...scope, ...combo.body })).toEqual(expected);
      }
    }
  });
});
