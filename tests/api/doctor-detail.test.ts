import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.ts';
import { withListingFixture, type Fixture } from './listing-fixture.ts';
import type { DoctorDetail } from '../../src/shared/schemas/doctor.ts';

let t: TestApp;
let fx: Fixture;

withListingFixture((ctx) => ({ t, fx } = ctx));

const detail = (id: string | number) => t.app.inject({ method: 'GET', url: `/api/doctor-detail?doctor_id=${id}` });

describe('GET /api/doctor-detail', () => {
  it('returns the card fields and every detail field of 000 §3', async () => {
    const d0 = fx.doctors[0]!;
    const res = await detail(`${d0.id},${fx.doctors[1]!.id}`);
    expect(res.statusCode).toBe(200);
    const { success, data } = res.json() as { success: boolean; data: DoctorDetail };
    expect(success).toBe(true);
    expect(data).toMatchObject({
      id: d0.id,
      slug: d0.slug,
      first_name: 'Priya',
      last_name: 'Sharma',
      verification_badge: 'yes',
      recommended_percentage: 80,
      experience_years: 12,
      speciality: { slug: 'cardiology', speciality: 'Cardiology' },
      address: { city: 'Dubai', address_one: 'Tower 0' },
      online_fee: 100,
      offline_fee: 200,
      spoken_languages: ['Arabic', 'English', 'Hindi'],
      about_doctor: 'Heart specialist.',
      registration_number: 'DHA-12345',
      services: ['Chest Pain'],
      online_timing: { online_days: ['monday'] },
      offline_timings: { offline_days: ['thursday'] },
      ratings_count: [4, 4, 4, 5, 5],
      avg_rating: 4.8,
      seo_title: null,
      seo_description: null,
      time_zone: 'Asia/Dubai',
      latitude: d0.latitude,
      longitude: d0.longitude,
    });
    expect(data.specializations.map((s) => s.specialization)).toEqual(['Electrophysiology', 'Interventional Cardiology']);
    expect(data.clinics).toEqual([
      expect.objectContaining({ id: fx.clinicIds[0], clinic_name: 'Heart Clinic', address_one: 'Tower 0', city: 'Dubai', offline_fee: 200, latitude: 25.2 }),
      expect.objectContaining({ id: fx.clinicIds[1], clinic_name: 'Marina Clinic', offline_fee: null }),
    ]);
    expect(data).not.toHaveProperty('distance_km');
  });

  it('lists the latest 20 reviews, newest first, by first name and initial and without the reviewer account', async () => {
    const { data } = (await detail(fx.doctors[0]!.id)).json() as { data: DoctorDetail };
    expect(data.reviews).toHaveLength(20);
    expect(data.reviews[0]).toEqual({
      id: expect.any(Number),
      reviewer_name: 'Reviewer 2.',
      stars: 2,
      review: 'Review number 21',
      is_recommended: false,
      created_at: '2025-01-22T00:00:00.000Z',
      verified_visit: false,
      // Issue 41: set only on a review of a booking for a family member ('for her son').
      for_family: null,
    });
    expect(data.reviews.at(-1)!.reviewer_name).toBe('Reviewer 2.');
    for (const review of data.reviews) expect(review).not.toHaveProperty('patient_id');
  });

  it('gives a doctor without lists empty arrays', async () => {
    const d3 = fx.doctors[3]!;
    const { data } = (await detail(d3.id)).json() as { data: DoctorDetail };
    expect(data).toMatchObject({ clinics: [], reviews: [], online_fee: null, online_timing: { online_days: [] }, ratings_count: [0, 0, 0, 0, 0] });
    expect(data.offline_timings.offline_days).toEqual(['sunday']);
  });

  it('shows an edit committed just before, though PostgreSQL runs the statement prepared on its generic plan', async () => {
    // Sequential reads take the same pooled connection (the pool hands out the last one returned): past
    // five executions of the named statement (server/db/auto-prepare.ts) PostgreSQL plans it no more.
    const listed = fx.doctors.filter((d) => d.verified).slice(0, 7);
    for (const d of listed) expect((await detail(d.id)).statusCode).toBe(200);
    const d0 = listed[0]!;
    const db = t.database.db;
    if (t.database.kind === 'postgres') {
      const plans = await db.execute(sql`select generic_plans from pg_prepared_statements where statement like '%row_to_json(x) as doctor%'`);
      expect(Number((plans.rows[0] as { generic_plans: number | string } | undefined)?.generic_plans ?? 0)).toBeGreaterThan(0);
    }
    await db.execute(sql`update doctors set about_doctor = 'Edited a moment ago.' where id = ${d0.id}`);
    try {
      const { data } = (await detail(d0.id)).json() as { data: DoctorDetail };
      expect(data.about_doctor).toBe('Edited a moment ago.');
    } finally {
      await db.execute(sql`update doctors set about_doctor = 'Heart specialist.' where id = ${d0.id}`);
    }
    expect(((await detail(d0.id)).json() as { data: DoctorDetail }).data.about_doctor).toBe('Heart specialist.');
  });

  it('answers 404 for an unknown doctor and 400 for a malformed id', async () => {
    const missing = await detail(999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Doctor not found' });
    expect((await detail('abc')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/doctor-detail' })).statusCode).toBe(400);
  });
});

describe('a doctor page reads its doctor once (issue 40)', () => {
  it('the head’s and doctor-seo-data’s SEO and the doctor-detail answer share one read in a page request; a browser’s calls read each', async () => {
    const { doctorDetail } = await import('../../server/services/doctor-profile/doctor-detail.ts');
    const { doctorSeo } = await import('../../server/services/seo/seo-doctor.ts');
    const { withPageReads } = await import('../../server/services/common/page-reads.ts');
    const db = t.database.db;
    let reads = 0;
    // The same database, counting its statements.
    const counted = new Proxy(db, {
      get: (target, name, receiver) => {
        const value = Reflect.get(target, name, receiver) as unknown;
        if (name !== 'execute' || typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          reads++;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    const id = fx.doctors[0]!.id;
    const alone = { detail: await doctorDetail(db, id), seo: await doctorSeo(db, 'https://medbook.test', id) };
    const inPage = await withPageReads(() =>
      Promise.all([doctorSeo(counted, 'https://medbook.test', id), doctorDetail(counted, id), doctorSeo(counted, 'https://medbook.test', id)]),
    );
    expect(reads).toBe(1);
    // What each shows is what it shows read alone.
    expect(inPage[0]).toEqual(alone.seo);
    expect(inPage[1]).toEqual(alone.detail);
    await Promise.all([doctorSeo(counted, 'https://medbook.test', id), doctorDetail(counted, id)]);
    expect(reads).toBe(3);
  });
});
