import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp, type TestAppOptions } from '../helpers/test-app.ts';
import type { Db } from '../../server/db/client.ts';
import { doctors, clinics } from '../../server/db/schema/doctors.ts';
import { languages, services, specialities, specializations } from '../../server/db/schema/catalog.ts';
import { doctorLanguages, doctorServices, doctorSpecializations } from '../../server/db/schema/doctor-catalog.ts';
import { availabilityConfigs } from '../../server/db/schema/scheduling.ts';
import { reviews } from '../../server/db/schema/engagement.ts';
import { users } from '../../server/db/schema/users.ts';
import { cities, pageSeo } from '../../server/db/schema/content.ts';

/** 30 doctors whose every filtered attribute follows from the index, so tests can compute expectations. */
export interface FixtureDoctor {
  index: number;
  id: number;
  slug: string;
  firstName: string;
  lastName: string;
  speciality: 'cardiology' | 'dermatology' | 'paediatrics';
  gender: 'male' | 'female' | 'other';
  experience: number;
  verified: boolean;
  onlineFee: number | null;
  offlineFee: number | null;
  onlineDays: number;
  offlineDays: number;
  avgRating: number;
  reviewsCount: number;
  recommendedCount: number;
  relevance: number;
  citySlug: string;
  city: string;
  state: string;
  timeZone: string;
  latitude: number | null;
  longitude: number | null;
  languages: string[];
  services: string[];
  addressTwo: string;
}

const FIRST = ['Priya', 'Omar', 'Lina', 'Rahul', 'Sara', 'Yusuf', 'Anita', 'Karim', 'Meera', 'Tariq'];
const RATINGS = [4.8, 4.2, 3.5, 2.7, 1.9, 0];
const SPECIALITIES = ['cardiology', 'dermatology', 'paediatrics'] as const;
const GENDERS = ['male', 'male', 'female', 'female', 'other'] as const;
const PLACES = {
  dubai: { city: 'Dubai', state: 'Dubai', tz: 'Asia/Dubai', lat: 25.2048, lng: 55.2708 },
  sharjah: { city: 'Sharjah', state: 'Sharjah', tz: 'Asia/Dubai', lat: 25.3463, lng: 55.4209 },
  mumbai: { city: 'Mumbai', state: 'Maharashtra', tz: 'Asia/Kolkata', lat: 19.076, lng: 72.8777 },
};

export function fixtureDoctors(): Omit<FixtureDoctor, 'id'>[] {
  return Array.from({ length: 30 }, (_v, i) => {
    const placeKey = i < 15 ? 'dubai' : i < 25 ? 'sharjah' : 'mumbai';
    const place = PLACES[placeKey];
    const hasOnline = i % 4 !== 3;
    const hasOffline = i % 4 !== 1;
    const reviewsCount = i % 6 === 5 ? 0 : 10 + i;
    return {
      index: i,
      slug: `${FIRST[i % 10]!.toLowerCase()}-test-${i}`,
      firstName: FIRST[i % 10]!,
      lastName: i === 0 ? 'Sharma' : `Test${i}`,
      speciality: SPECIALITIES[i % 3]!,
      gender: GENDERS[i % 5]!,
      experience: i === 0 ? 12 : i,
      verified: i % 2 === 0,
      onlineFee: hasOnline ? 100 + i * 150 : null,
      offlineFee: hasOffline ? 200 + i * 300 : null,
      onlineDays: hasOnline ? 1 << (i % 7) : 0,
      offlineDays: hasOffline ? 1 << ((i + 3) % 7) : 0,
      avgRating: reviewsCount ? RATINGS[i % 6]! : 0,
      reviewsCount,
      recommendedCount: Math.floor(reviewsCount * 0.8),
      relevance: 100 - i,
      citySlug: placeKey,
      city: place.city,
      state: place.state,
      timeZone: place.tz,
      // Doctor 29 has no position; the others spread north-east of their city centre.
      latitude: i === 29 ? null : place.lat + (i % 15) * 0.01,
      longitude: i === 29 ? null : place.lng + (i % 15) * 0.004,
      languages: ['English', ...(i % 2 === 0 ? ['Arabic'] : []), ...(i % 3 === 0 ? ['Hindi'] : [])],
      services: [i % 3 === 0 ? 'Chest Pain' : i % 3 === 1 ? 'Acne' : 'Fever'],
      addressTwo: i % 5 === 0 ? 'Al Barsha 1' : 'Business Bay',
    };
  });
}

export interface Fixture {
  doctors: FixtureDoctor[];
  specialityIds: Record<(typeof SPECIALITIES)[number], number>;
  specializationIds: Record<string, number>;
  languageIds: Record<string, number>;
  patientId: number;
  clinicIds: number[];
}

export async function seedFixture(db: Db): Promise<Fixture> {
  const specRows = await db
    .insert(specialities)
    .values([
      { slug: 'cardiology', speciality: 'Cardiology', sortOrder: 1, description: '<h2>Cardiologists in {location}</h2><p>Heart care.</p>' },
      {
        slug: 'dermatology', speciality: 'Dermatology', sortOrder: 2,
        description: '<p onclick="x()">Skin care in {location}</p><script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">bad</a><a href="https://example.com" target="_blank">ok</a>',
      },
      { slug: 'paediatrics', speciality: 'Paediatrics', sortOrder: 3, description: null },
    ])
    .returning({ id: specialities.id, slug: specialities.slug });
  const specialityIds = Object.fromEntries(specRows.map((r) => [r.slug, r.id])) as Fixture['specialityIds'];
  const szRows = await db
    .insert(specializations)
    .values([
      { specialityId: specialityIds.cardiology, specialization: 'Interventional Cardiology', slug: 'interventional-cardiology' },
      { specialityId: specialityIds.cardiology, specialization: 'Electrophysiology', slug: 'electrophysiology' },
      { specialityId: specialityIds.dermatology, specialization: 'Cosmetic Dermatology', slug: 'cosmetic-dermatology' },
      { specialityId: specialityIds.paediatrics, specialization: 'Neonatology', slug: 'neonatology' },
    ])
    .returning({ id: specializations.id, name: specializations.specialization });
  const specializationIds = Object.fromEntries(szRows.map((r) => [r.name, r.id]));
  const langRows = await db
    .insert(languages)
    .values([{ language: 'English' }, { language: 'Arabic' }, { language: 'Hindi' }])
    .returning({ id: languages.id, language: languages.language });
  const languageIds = Object.fromEntries(langRows.map((r) => [r.language, r.id]));
  const serviceRows = await db
    .insert(services)
    .values([{ serviceName: 'Chest Pain', slug: 'chest-pain' }, { serviceName: 'Acne', slug: 'acne' }, { serviceName: 'Fever', slug: 'fever' }])
    .returning({ id: services.id, name: services.serviceName });
  const serviceIds = Object.fromEntries(serviceRows.map((r) => [r.name, r.id]));

  const defs = fixtureDoctors();
  const inserted = await db
    .insert(doctors)
    .values(
      defs.map((d) => ({
        slug: d.slug,
        firstName: d.firstName,
        lastName: d.lastName,
        gender: d.gender,
        degree: 'MBBS, MD',
        experienceYears: d.experience,
        specialityId: specialityIds[d.speciality],
        verificationStatus: d.verified ? ('verified' as const) : ('unverified' as const),
        timeZone: d.timeZone,
        citySlug: d.citySlug,
        addressOne: `Tower ${d.index}`,
        addressTwo: d.addressTwo,
        city: d.city,
        state: d.state,
        country: d.timeZone === 'Asia/Kolkata' ? 'India' : 'United Arab Emirates',
        postalCode: d.index === 0 ? '00000' : null,
        latitude: d.latitude,
        longitude: d.longitude,
        minOnlineFee: d.onlineFee,
        minOfflineFee: d.offlineFee,
        onlineDays: d.onlineDays,
        offlineDays: d.offlineDays,
        avgRating: d.avgRating,
        reviewsCount: d.reviewsCount,
        recommendedCount: d.recommendedCount,
        relevance: d.relevance,
        profileImage: d.index === 0 ? 'doctors/priya.jpg' : null,
        aboutDoctor: d.index === 0 ? 'Heart specialist.' : null,
        registrationNumber: d.index === 0 ? 'DHA-12345' : null,
        seoTitle: d.index === 1 ? 'Custom <SEO> title' : null,
        seoDescription: d.index === 1 ? 'Custom description & more' : null,
      })),
    )
    .returning({ id: doctors.id });
  const all: FixtureDoctor[] = defs.map((d, i) => ({ ...d, id: inserted[i]!.id }));

  // Specializations: each doctor the first of its speciality; doctor 1 (dermatology) also practises Electrophysiology.
  const firstSz = { cardiology: 'Interventional Cardiology', dermatology: 'Cosmetic Dermatology', paediatrics: 'Neonatology' };
  await db.insert(doctorSpecializations).values([
    ...all.map((d) => ({ doctorId: d.id, specializationId: specializationIds[firstSz[d.speciality]]! })),
    { doctorId: all[1]!.id, specializationId: specializationIds.Electrophysiology! },
    { doctorId: all[0]!.id, specializationId: specializationIds.Electrophysiology! },
  ]);
  await db.insert(doctorLanguages).values(all.flatMap((d) => d.languages.map((l) => ({ doctorId: d.id, languageId: languageIds[l]! }))));
  await db.insert(doctorServices).values(all.flatMap((d) => d.services.map((s) => ({ doctorId: d.id, serviceId: serviceIds[s]! }))));

  // Doctor 0: two clinics with visit configurations, an online configuration and 22 reviews (one by a patient account).
  const clinicRows = await db
    .insert(clinics)
    .values([
      { doctorId: all[0]!.id, clinicName: 'Heart Clinic', city: 'Dubai', addressOne: 'Tower 0', latitude: 25.2, longitude: 55.27 },
      { doctorId: all[0]!.id, clinicName: 'Marina Clinic', city: 'Dubai' },
    ])
    .returning({ id: clinics.id });
  await db.insert(availabilityConfigs).values([
    { doctorId: all[0]!.id, timingType: 'offline', clinicId: clinicRows[0]!.id, offlineFee: 200 },
    { doctorId: all[0]!.id, timingType: 'offline', clinicId: clinicRows[0]!.id, offlineFee: 150, deletedAt: new Date() },
    { doctorId: all[0]!.id, timingType: 'online', onlineFee: 100 },
  ]);
  const [patient] = await db.insert(users).values({ role: 'user', email: 'reviewer@demo.test', firstName: 'Rita' }).returning({ id: users.id });
  await db.insert(reviews).values(
    Array.from({ length: 22 }, (_v, k) => ({
      doctorId: all[0]!.id,
      patientId: k === 21 ? patient!.id : null,
      reviewerName: `Reviewer ${k}`,
      stars: (k % 5) + 1,
      review: `Review number ${k}`,
      isRecommended: k % 2 === 0,
      createdAt: new Date(Date.UTC(2025, 0, 1 + k)),
    })),
  );
  await db.execute(sql`update doctors set rating_counts = '{4,4,4,5,5}' where id = ${all[0]!.id}`);

  await db.insert(cities).values([
    { id: 1, name: 'Dubai', slug: 'dubai', state: 'Dubai', country: 'AE', latitude: 25.2048, longitude: 55.2708, population: 3_000_000 },
    { id: 2, name: 'Sharjah', slug: 'sharjah', state: 'Sharjah', country: 'AE', latitude: 25.3463, longitude: 55.4209, population: 1_000_000 },
    { id: 3, name: 'Mumbai', slug: 'mumbai', state: 'Maharashtra', country: 'IN', latitude: 19.076, longitude: 72.8777, population: 12_000_000 },
  ]);
  await db.insert(pageSeo).values([
    { pageType: 'Home', title: 'Find doctors near you', description: 'Book trusted doctors online', canonicalUrl: '/' },
    {
      pageType: 'Doctor Listing',
      title: 'Best {speciality} in {location}',
      description: 'Book {speciality} in {location} online',
      mainDescription: '<h2>{speciality} in {location}</h2><p onmouseover="x()">Trusted care</p><script>evil()</script>',
    },
  ]);
  return { doctors: all, specialityIds, specializationIds, languageIds, patientId: patient!.id, clinicIds: clinicRows.map((c) => c.id) };
}

/**
 * A test file's app with this fixture: made before its first test, closed after its last.
 * `take` receives both (`withListingFixture((ctx) => ({ t, fx } = ctx))`).
 */
export function withListingFixture(take: (ctx: { t: TestApp; fx: Fixture }) => void, options?: TestAppOptions): void {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp(options);
    take({ t, fx: await seedFixture(t.database.db) });
  });
  afterAll(async () => t?.close());
}
