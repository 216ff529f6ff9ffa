import type { Catalog, SeededSpeciality } from './catalog.ts';
import { cityLanguage, nameGroups, nameMix, type NameGroup } from './data/names.ts';
import { demoCities, universities, type DemoCity } from './data/places.ts';
import { Rng } from './prng.ts';
import { slugify } from '../../../src/shared/format/slug.ts';
import { aboutText, addressLine, contactPhone, jitterAround, postalCode, registration } from './doctor-details.ts';

/** Dates inside generated profiles hang off a fixed year, so reruns on another day match. */
export const REFERENCE_YEAR = 2025;
export const AVATARS_PER_GENDER = 12;

export type VerificationStatus = 'verified' | 'unverified' | 'pending';

export interface DoctorSeed {
  index: number;
  userId: number | null;
  slug: string;
  firstName: string;
  lastName: string;
  gender: 'male' | 'female';
  dob: string;
  profileImage: string | null;
  about: string;
  degree: string;
  registrationNumber: string | null;
  medicalCouncil: string | null;
  university: string;
  yearOfCompletion: number;
  experienceYears: number;
  speciality: SeededSpeciality;
  specializationIds: number[];
  serviceIds: number[];
  languageIds: number[];
  contactEmail: string | null;
  contactPhone: string | null;
  status: VerificationStatus;
  registrationCompleted: boolean;
  verifiedAt: Date | null;
  city: DemoCity;
  addressOne: string;
  addressTwo: string;
  postalCode: string | null;
  latitude: number;
  longitude: number;
}

/** Fixed traits for the doctors the demo accounts and tests rely on. */
export interface DoctorOverrides {
  firstName?: string;
  lastName?: string;
  gender?: 'male' | 'female';
  citySlug?: string;
  specialitySlug?: string;
  status?: VerificationStatus;
  userId?: number;
  experienceYears?: number;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

function pickLanguages(rng: Rng, group: NameGroup, city: DemoCity, catalog: Catalog): number[] {
  const chosen = new Set<string>();
  if (rng.chance(0.92)) chosen.add('English');
  const local = city.region === 'india' ? cityLanguage[city.slug] : undefined;
  const own = local && group.languages.includes(local) ? local : rng.pick(group.languages);
  if (rng.chance(0.75)) chosen.add(own);
  if (local && rng.chance(0.55)) chosen.add(local);
  if (city.region === 'uae' && group.key !== 'arab' && rng.chance(0.15)) chosen.add('Arabic');
  if (city.region === 'uae' && ['north', 'west', 'muslimSouthAsia'].includes(group.key) && rng.chance(0.5)) chosen.add('Hindi');
  if (city.region === 'india' && rng.chance(0.4)) chosen.add('Hindi');
  if (chosen.size === 0) chosen.add('English');
  return [...chosen].slice(0, 4).map((name) => catalog.languageIds.get(name) as number);
}

/** One doctor profile; the same index always gives the same doctor. */
export function makeDoctor(index: number, catalog: Catalog, overrides: DoctorOverrides = {}): DoctorSeed {
  const rng = Rng.for('doctor', index);
  const city = overrides.citySlug
    ? (demoCities.find((c) => c.slug === overrides.citySlug) as DemoCity)
    : rng.weighted(demoCities, demoCities.map((c) => c.weight));
  const mix = nameMix(city);
  const group = nameGroups[rng.weighted(mix.map(([key]) => key), mix.map(([, w]) => w))] as NameGroup;
  const gender = overrides.gender ?? (rng.chance(0.56) ? 'male' : 'female');
  const firstName = overrides.firstName ?? rng.pick(gender === 'male' ? group.male : group.female);
  const lastName = overrides.lastName ?? rng.pick(group.last);
  const speciality = overrides.specialitySlug
    ? (catalog.bySlug.get(overrides.specialitySlug) as SeededSpeciality)
    : rng.weighted(catalog.specialities, catalog.specialities.map((s) => s.def.weight));
  const experienceYears = overrides.experienceYears ?? 1 + Math.floor(39 * Math.pow(rng.float(), 1.4));
  const specializationIds = rng.sample(speciality.specializationIds, rng.int(1, Math.min(4, speciality.specializationIds.length)));
  const ownServices = rng.sample(speciality.serviceIds, rng.int(3, Math.min(6, speciality.serviceIds.length)));
  const extra = rng.sample([...catalog.serviceIds.values()].filter((id) => !ownServices.includes(id)), rng.int(0, 2));
  const serviceIds = [...ownServices, ...extra].slice(0, 8);
  const status: VerificationStatus = overrides.status ?? (rng.chance(0.7) ? 'verified' : 'unverified');
  const reg = registration(rng, city);
  const [latitude, longitude] = jitterAround(rng, city.latitude, city.longitude, 10);
  const slug = `${slugify(`${firstName} ${lastName}`)}-${1000 + index}`;
  const birthYear = REFERENCE_YEAR - experienceYears - rng.int(24, 29);
  const verifiedDay = Date.UTC(REFERENCE_YEAR - 1, 0, 1) + rng.int(0, 500) * 86_400_000;

  return {
    index,
    userId: overrides.userId ?? null,
    slug,
    firstName,
    lastName,
    gender,
    dob: `${birthYear}-${pad(rng.int(1, 12), 2)}-${pad(rng.int(1, 28), 2)}`,
    profileImage: rng.chance(0.9) ? `/media/avatars/${gender}-${pad(rng.int(1, AVATARS_PER_GENDER), 2)}.svg` : null,
    about: aboutText(rng, { firstName, lastName, gender, experienceYears, city, speciality }),
    degree: rng.pick(speciality.def.degrees),
    registrationNumber: reg.number,
    medicalCouncil: reg.council,
    university: rng.pick(universities[city.region]),
    yearOfCompletion: REFERENCE_YEAR - experienceYears,
    experienceYears,
    speciality,
    specializationIds,
    serviceIds,
    languageIds: pickLanguages(rng, group, city, catalog),
    contactEmail: rng.chance(0.4) ? `${slug}@doctors.demo.test` : null,
    contactPhone: rng.chance(0.5) ? contactPhone(rng, city) : null,
    status,
    registrationCompleted: status !== 'unverified',
    verifiedAt: status === 'verified' ? new Date(verifiedDay) : null,
    city,
    addressOne: addressLine(rng, city),
    addressTwo: rng.pick(city.areas),
    postalCode: postalCode(rng, city),
    latitude,
    longitude,
  };
}
