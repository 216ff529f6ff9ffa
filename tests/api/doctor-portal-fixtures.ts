/**
 * Fixtures shared by the doctor portal API tests (not a test file): a small
 * catalog and gazetteer, verified doctors signed in through the real code
 * flow, and the payload of a configuration save (001 §7).
 */
import type { App } from '../../server/app.ts';
import type { Database } from '../../server/db/client.ts';
import { specialities, specializations } from '../../server/db/schema/catalog.ts';
import { cities } from '../../server/db/schema/content.ts';
import { bearer, seedDoctor, signIn } from '../helpers/auth.ts';

export interface Catalog {
  cardiology: number;
  dermatology: number;
  /** Specialization ids: two of cardiology, one of dermatology. */
  interventional: number;
  echo: number;
  acne: number;
}

export async function seedCatalog(database: Database): Promise<Catalog> {
  const db = database.db;
  const [cardio, derma] = await db
    .insert(specialities)
    .values([
      { slug: 'cardiology', speciality: 'Cardiology', sortOrder: 1 },
      { slug: 'dermatology', speciality: 'Dermatology', sortOrder: 2 },
    ])
    .returning({ id: specialities.id });
  const specs = await db
    .insert(specializations)
    .values([
      { specialityId: cardio!.id, specialization: 'Interventional Cardiology', slug: 'interventional-cardiology' },
      { specialityId: cardio!.id, specialization: 'Echocardiography', slug: 'echocardiography' },
      { specialityId: derma!.id, specialization: 'Acne Treatment', slug: 'acne-treatment' },
    ])
    .returning({ id: specializations.id });
  await db.insert(cities).values([
    { id: 292223, name: 'Dubai', slug: 'dubai', state: 'Dubai', country: 'ae', latitude: 25.0772, longitude: 55.3093, population: 3_000_000 },
    { id: 1275339, name: 'Mumbai', slug: 'mumbai', state: 'Maharashtra', country: 'in', latitude: 19.0728, longitude: 72.8826, population: 12_000_000 },
    { id: 6167865, name: 'Toronto', slug: 'toronto', state: 'Ontario', country: 'ca', latitude: 43.7001, longitude: -79.4163, population: 2_600_000 },
    { id: 5368361, name: 'Los Angeles', slug: 'los-angeles', state: 'California', country: 'us', latitude: 34.0522, longitude: -118.2437, population: 3_900_000 },
  ]);
  return { cardiology: cardio!.id, dermatology: derma!.id, interventional: specs[0]!.id, echo: specs[1]!.id, acne: specs[2]!.id };
}

/** A verified doctor with an account, signed in by the real code flow (bearer headers). */
export async function verifiedDoctor(app: App, database: Database, email: string, name = { firstName: 'Amira', lastName: 'Hassan' }) {
  const { doctorId, userId } = await seedDoctor(database, { email, ...name });
  const { token } = await signIn(app, { email, userType: 'doctor' });
  return { doctorId, userId, email, headers: bearer(token) };
}

/** A configuration save payload (001 §7) with every field filled; override what a test needs. */
export function timingPayload(overrides: Record<string, unknown> = {}) {
  return {
    timing_id: '',
    type: 'online',
    clinic_name: '',
    address_one: '',
    address_two: '',
    country: '',
    state: '',
    city: '',
    country_id: '',
    state_id: '',
    city_id: '',
    postal_code: '',
    online_consultation_fee: '500',
    offline_consultation_fee: '',
    slot_duration: '30',
    slots: [{ day: 'monday', timings: [{ start_time: '09:00', end_time: '12:00' }] }],
    ...overrides,
  };
}

/** A Doctor Visit payload at a Dubai clinic. */
export function visitPayload(overrides: Record<string, unknown> = {}) {
  return timingPayload({
    type: 'offline',
    clinic_name: 'Jumeirah Clinic',
    address_one: 'Building 64, Al Razi',
    address_two: 'Dubai Healthcare City',
    country: 'United Arab Emirates',
    state: 'Dubai',
    city: 'Dubai',
    postal_code: '00000',
    online_consultation_fee: '',
    offline_consultation_fee: '800',
    slot_duration: '60',
    slots: [{ day: 'wednesday', timings: [{ start_time: '10:00', end_time: '13:00' }] }],
    ...overrides,
  });
}

/** Professional Info form fields a valid save sends (update-professionalinfo); tests override what they check. */
export function professionalFields(catalog: Catalog, overrides: Record<string, string | number> = {}): Record<string, string | number> {
  return {
    speciality_id: catalog.cardiology,
    'specialization[0]': catalog.interventional,
    'specialization[1]': catalog.echo,
    'services[0]': 'Chest Pain',
    'services[1]': 'chest pain',
    'services[2]': 'Heart Check-up',
    'spoken_languages[0]': 'Arabic',
    'spoken_languages[1]': 'English',
    degree: 'MBBS, MD',
    experience_years: 14,
    registration_no: 'DHA-998',
    medical_council: 'Dubai Health Authority',
    university: 'University of Sharjah',
    year_of_completion: 2008,
    about_doctor: 'Cardiologist with a focus on prevention.',
    license_number: 'LIC-1',
    id_number: 'ID-1',
    ...overrides,
  };
}
