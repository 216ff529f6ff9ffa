import { describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.ts';
import { withListingFixture, type Fixture, type FixtureDoctor } from './listing-fixture.ts';
import type { DoctorCard } from '../../src/shared/schemas/doctor.ts';

let t: TestApp;
let fx: Fixture;

withListingFixture((ctx) => ({ t, fx } = ctx));

async function list(body: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: '/api/doctors', payload: body });
  expect(res.statusCode).toBe(200);
  return res.json() as { success: boolean; data: DoctorCard[]; last_page: number; total: number };
}

const DUBAI = { latitude: 25.2048, longitude: 55.2708 };

describe('POST /api/doctors pages and sorting', () => {
  it('pages 10 at a time by relevance, with total and last_page', async () => {
    const first = await list({});
    expect(first).toMatchObject({ success: true, total: 30, last_page: 3 });
    expect(first.data.map((d) => d.id)).toEqual(fx.doctors.slice(0, 10).map((d) => d.id));
    const third = await list({ page: 3 });
    expect(third.data.map((d) => d.id)).toEqual(fx.doctors.slice(20, 30).map((d) => d.id));
    const past = await list({ page: 4 });
    expect(past).toMatchObject({ data: [], total: 30, last_page: 3 });
    expect((await list({ per_page: 7 })).last_page).toBe(5);
    expect((await list({ per_page: 500 })).data).toHaveLength(30);
    expect((await list({ per_page: 0 })).data).toHaveLength(10);
    expect(await list({ search: 'nobody-matches' })).toMatchObject({ data: [], total: 0, last_page: 1 });
  });

  it('builds cards with every field of 000 §3', async () => {
    const [card] = (await list({ search: 'sharma', ...DUBAI })).data;
    const d0 = fx.doctors[0]!;
    expect(card).toMatchObject({
      id: d0.id,
      slug: d0.slug,
      first_name: 'Priya',
      last_name: 'Sharma',
      profile_image: 'doctors/priya.jpg',
      verification_badge: 'yes',
      recommended_count: 8,
      recommended_percentage: 80,
      experience_years: 12,
      degree: 'MBBS, MD',
      gender: 'male',
      speciality: { id: fx.specialityIds.cardiology, slug: 'cardiology', speciality: 'Cardiology' },
      speciality_name: 'Cardiology',
      address: { address_one: 'Tower 0', address_two: 'Al Barsha 1', city: 'Dubai', state: 'Dubai', postal_code: '00000', country: 'United Arab Emirates' },
      online_fee: 100,
      offline_fee: 200,
      avg_rating: 4.8,
      reviews_count: 10,
      city_slug: 'dubai',
      distance_km: 0,
    });
    expect(card!.specializations).toEqual([
      { id: fx.specializationIds.Electrophysiology, specialization: 'Electrophysiology' },
      { id: fx.specializationIds['Interventional Cardiology'], specialization: 'Interventional Cardiology' },
    ]);
    // The primary speciality's specializations come first.
    const d1 = (await list({ search: 'test1' })).data.find((d) => d.id === fx.doctors[1]!.id)!;
    expect(d1.specializations.map((s) => s.specialization)).toEqual(['Cosmetic Dermatology', 'Electrophysiology']);
    const noReviews = (await list({ search: 'test5' })).data.find((d) => d.id === fx.doctors[5]!.id)!;
    expect(noReviews).toMatchObject({ recommended_percentage: 0, reviews_count: 0, verification_badge: 'no', online_fee: 850 });
    expect(noReviews).not.toHaveProperty('distance_km');
  });

  it('sorts by experience and by ratings', async () => {
    const byExperience = [...fx.doctors].sort((a, b) => b.experience - a.experience || b.relevance - a.relevance);
    expect((await list({ sort_by: 'experience', per_page: 50 })).data.map((d) => d.id)).toEqual(byExperience.map((d) => d.id));
    const byRating = [...fx.doctors].sort((a, b) => b.avgRating - a.avgRating || b.reviewsCount - a.reviewsCount || a.id - b.id);
    const rated = (await list({ sort_by: 'ratings', per_page: 50 })).data;
    expect(rated.map((d) => d.id)).toEqual(byRating.map((d) => d.id));
    // Paging through a sort gives the same order as one big page.
    const pages = [];
    for (let page = 1; page <= 3; page++) pages.push(...(await list({ sort_by: 'ratings', page })).data.map((d) => d.id));
    expect(pages).toEqual(byRating.map((d) => d.id));
  });

  it('with a position and only verified doctors, orders nearest first all through', async () => {
    const all: DoctorCard[] = [];
    for (let page = 1; page <= 2; page++) all.push(...(await list({ verified: 'yes', ...DUBAI, page })).data);
    expect(all.map((d) => d.id).sort((a, b) => a - b)).toEqual(fx.doctors.filter((d) => d.verified).map((d) => d.id).sort((a, b) => a - b));
    const distances = all.map((d) => d.distance_km!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // Mumbai is about 1 900 km from Dubai.
    expect(distances.at(-1)).toBeGreaterThan(1800);
  });

  it("offers the sorts of 000 §4 only: 'distance' is the default, relevance", async () => {
    const byRelevance = (await list({ ...DUBAI, per_page: 50 })).data.map((d) => d.id);
    expect((await list({ sort_by: 'distance', ...DUBAI, per_page: 50 })).data.map((d) => d.id)).toEqual(byRelevance);
  });

  it('with coordinates and the default sort, puts verified doctors first, each bucket nearest first', async () => {
    const data = (await list({ ...DUBAI, per_page: 50 })).data;
    const verified = fx.doctors.filter((d) => d.verified).length;
    expect(data.slice(0, verified).every((d) => d.verification_badge === 'yes')).toBe(true);
    const located = (cards: DoctorCard[]) => cards.filter((d) => d.distance_km !== null).map((d) => d.distance_km!);
    for (const bucket of [data.slice(0, verified), data.slice(verified)]) {
      const km = located(bucket);
      expect(km).toEqual([...km].sort((a, b) => a - b));
    }
    // A doctor without a position comes last.
    expect(data.at(-1)).toMatchObject({ id: fx.doctors[29]!.id, distance_km: null });
    // Filters still apply to the nearest-first branches, and the count matches.
    const female = await list({ ...DUBAI, gender: ['female'], per_page: 5 });
    const expected = fx.doctors.filter((d: FixtureDoctor) => d.gender === 'female');
    expect(female.total).toBe(expected.length);
    expect(female.data.every((d) => d.gender === 'female')).toBe(true);
    const ignored = await list({ sort_by: 'distance' });
    expect(ignored.data.map((d) => d.id)).toEqual(fx.doctors.slice(0, 10).map((d) => d.id));
  });
});
