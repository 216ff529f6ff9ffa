/**
 * Fixtures shared by the booking and enquiry API tests (not a test file).
 * The clock is pinned to Monday 2030-01-07 06:00 UTC: 10:00 in Dubai, 11:30
 * in Kolkata.
 */
import { eq } from 'drizzle-orm';
import type { App } from '../../server/app.ts';
import type { Database } from '../../server/db/client.ts';
import { outboxMessages } from '../../server/db/schema/content.ts';
import { clinics, doctors } from '../../server/db/schema/doctors.ts';
import { availabilityConfigs, availabilityRanges } from '../../server/db/schema/scheduling.ts';
import { users } from '../../server/db/schema/users.ts';
import { bearer, signIn } from '../helpers/auth.ts';

export const NOW = Date.parse('2030-01-07T06:00:00Z');
export const MONDAY = '2030-01-07';
export const TUESDAY = '2030-01-08';
export const WEDNESDAY = '2030-01-09';
export const SATURDAY = '2030-01-12';

interface RangeSpec {
  weekdays: number[];
  start: string;
  end: string;
}

interface ConfigSpec {
  type: 'online' | 'offline';
  clinicId?: number;
  onlineFee?: number;
  offlineFee?: number;
  duration: number;
  ranges: RangeSpec[];
  deleted?: boolean;
}

let slugSeq = 0;

export async function insertDoctor(
  database: Database,
  values: { firstName: string; lastName: string; timeZone: string; verified: boolean; accountEmail?: string; contactEmail?: string },
): Promise<number> {
  let userId: number | null = null;
  if (values.accountEmail) {
    const [user] = await database.db
      .insert(users)
      .values({ role: 'doctor', email: values.accountEmail, emailVerifiedAt: new Date(), firstName: values.firstName, lastName: values.lastName })
      .returning({ id: users.id });
    userId = user!.id;
  }
  const [doctor] = await database.db
    .insert(doctors)
    .values({
      userId,
      slug: `booking-test-${++slugSeq}-${values.lastName.toLowerCase()}`,
      firstName: values.firstName,
      lastName: values.lastName,
      timeZone: values.timeZone,
      contactEmail: values.contactEmail ?? null,
      verificationStatus: values.verified ? 'verified' : 'unverified',
      registrationCompleted: true,
    })
    .returning({ id: doctors.id });
  return doctor!.id;
}

export async function insertClinic(database: Database, doctorId: number, name: string, timeZone: string): Promise<number> {
  const [clinic] = await database.db
    .insert(clinics)
    .values({ doctorId, clinicName: name, timeZone, addressOne: '1 Health Street', city: timeZone === 'Asia/Kolkata' ? 'Kolkata' : 'Dubai' })
    .returning({ id: clinics.id });
  return clinic!.id;
}

export async function insertConfig(database: Database, doctorId: number, spec: ConfigSpec): Promise<number> {
  const [config] = await database.db
    .insert(availabilityConfigs)
    .values({
      doctorId,
      timingType: spec.type,
      clinicId: spec.clinicId ?? null,
      onlineFee: spec.onlineFee ?? null,
      offlineFee: spec.offlineFee ?? null,
      slotDuration: spec.duration,
      deletedAt: spec.deleted ? new Date(NOW - 86_400_000) : null,
    })
    .returning({ id: availabilityConfigs.id });
  const rows = spec.ranges.flatMap((range) =>
    range.weekdays.map((weekday) => ({ configId: config!.id, weekday, startTime: range.start, endTime: range.end })),
  );
  if (rows.length) await database.db.insert(availabilityRanges).values(rows);
  return config!.id;
}

export interface World {
  /** Verified, Asia/Dubai, account email. Online 30 min Mon-Fri 09:00-12:00 + 14:00-16:45 (Rs. 500); clinic 60 min Mon+Wed 10:00-13:00 (Rs. 800). */
  dubai: { doctorId: number; clinicId: number; email: string };
  /** Verified, Asia/Kolkata, contact email only. Online 15 min Mon-Sat 09:00-10:00 (Rs. 300); clinic 45 min Tue 09:00-12:00 (Rs. 600). */
  kolkata: { doctorId: number; clinicId: number; email: string };
  /** Unverified, Asia/Dubai, contact email; online 30 min every day 09:00-17:00. */
  unverified: { doctorId: number; email: string };
  /** Another verified doctor whose clinic is foreign to the others. */
  other: { doctorId: number; clinicId: number };
}

export async function buildWorld(database: Database): Promise<World> {
  const dubaiEmail = 'dr.dubai@booking.test';
  const dubai = await insertDoctor(database, { firstName: 'amira', lastName: 'hassan', timeZone: 'Asia/Dubai', verified: true, accountEmail: dubaiEmail });
  const dubaiClinic = await insertClinic(database, dubai, 'Jumeirah Clinic', 'Asia/Dubai');
  await insertConfig(database, dubai, {
    type: 'online',
    onlineFee: 500,
    duration: 30,
    ranges: [
      { weekdays: [1, 2, 3, 4, 5], start: '09:00', end: '12:00' },
      { weekdays: [1, 2, 3, 4, 5], start: '14:00', end: '16:45' },
    ],
  });
  await insertConfig(database, dubai, {
    type: 'offline',
    clinicId: dubaiClinic,
    onlineFee: 500,
    offlineFee: 800,
    duration: 60,
    ranges: [{ weekdays: [1, 3], start: '10:00', end: '13:00' }],
  });
  // Removed configuration: its Saturday must never be offered.
  await insertConfig(database, dubai, {
    type: 'offline',
    clinicId: dubaiClinic,
    offlineFee: 100,
    duration: 30,
    ranges: [{ weekdays: [6], start: '10:00', end: '13:00' }],
    deleted: true,
  });

  const kolkataEmail = 'dr.kolkata@booking.test';
  const kolkata = await insertDoctor(database, { firstName: 'ravi', lastName: 'sen', timeZone: 'Asia/Kolkata', verified: true, contactEmail: kolkataEmail });
  const kolkataClinic = await insertClinic(database, kolkata, 'Park Street Clinic', 'Asia/Kolkata');
  await insertConfig(database, kolkata, {
    type: 'online',
    onlineFee: 300,
    duration: 15,
    ranges: [{ weekdays: [1, 2, 3, 4, 5, 6], start: '09:00', end: '10:00' }],
  });
  await insertConfig(database, kolkata, {
    type: 'offline',
    clinicId: kolkataClinic,
    offlineFee: 600,
    duration: 45,
    ranges: [{ weekdays: [2], start: '09:00', end: '12:00' }],
  });

  const unverifiedEmail = 'dr.unverified@booking.test';
  const unverified = await insertDoctor(database, { firstName: 'new', lastName: 'doctor', timeZone: 'Asia/Dubai', verified: false, contactEmail: unverifiedEmail });
  await insertConfig(database, unverified, {
    type: 'online',
    onlineFee: 200,
    duration: 30,
    ranges: [{ weekdays: [1, 2, 3, 4, 5, 6, 7], start: '09:00', end: '17:00' }],
  });

  const other = await insertDoctor(database, { firstName: 'omar', lastName: 'nasser', timeZone: 'Asia/Dubai', verified: true });
  const otherClinic = await insertClinic(database, other, 'Marina Clinic', 'Asia/Dubai');
  await insertConfig(database, other, {
    type: 'offline',
    clinicId: otherClinic,
    offlineFee: 700,
    duration: 60,
    ranges: [{ weekdays: [1, 2, 3, 4, 5], start: '10:00', end: '13:00' }],
  });

  return {
    dubai: { doctorId: dubai, clinicId: dubaiClinic, email: dubaiEmail },
    kolkata: { doctorId: kolkata, clinicId: kolkataClinic, email: kolkataEmail },
    unverified: { doctorId: unverified, email: unverifiedEmail },
    other: { doctorId: other, clinicId: otherClinic },
  };
}

/** A signed-in patient (real send-otp → outbox → verify-otp): auth headers and ids. */
export async function patient(app: App, email: string) {
  const { token, userId } = await signIn(app, { email });
  return { headers: bearer(token), userId, email };
}

/** A family member added through the real call (POST /api/family-members, 200 expected): their id. */
export async function addFamilyMember(app: App, headers: Record<string, string>, body: object): Promise<number> {
  const response = await app.inject({ method: 'POST', url: '/api/family-members', headers, payload: body });
  if (response.statusCode !== 200) throw new Error(`adding a family member answered ${response.statusCode}: ${response.body}`);
  return (response.json() as { data: { id: number } }).data.id;
}

export function bookingPayload(overrides: Record<string, unknown> = {}) {
  return {
    doctor_id: 0,
    clinic_id: '',
    appointment_date: TUESDAY,
    appointment_time: '09:00',
    duration: 30,
    description: 'Persistent headache for a week',
    appointment_type: 'online',
    appointment_link: '',
    consultation_fees: 1,
    name: 'Sara Ali',
    email: 'sara@patient.test',
    phone: '501234567',
    ...overrides,
  };
}

export async function outboxRows(database: Database, to: string) {
  return database.db.select().from(outboxMessages).where(eq(outboxMessages.to, to));
}
