import { Batch, maxId, type Exec } from './bulk.ts';
import type { Patient } from './bookings.ts';
import { reviewerFirstNames, reviewerLastInitials } from './data/names.ts';
import type { DoctorOverrides } from './doctor-factory.ts';

/** The accounts of DESIGN §8 and the fixtures tests rely on. */
export const demoAccounts = {
  patient: 'patient@demo.test',
  patient2: 'patient2@demo.test',
  doctor: 'doctor@demo.test',
  pendingDoctor: 'pending.doctor@demo.test',
  admin: 'admin@demo.test',
  /** A second member of the verification team (two admins deciding at once; the console's end-to-end tests). */
  verifier: 'verifier@demo.test',
  /** Three more verified doctors, so test suites that change a doctor's schedule or bookings need not share one. */
  doctor2: 'doctor2@demo.test',
  doctor3: 'doctor3@demo.test',
  doctor4: 'doctor4@demo.test',
  /** The doctor's day and waitlist specs' own doctor (issue 19). */
  doctor5: 'doctor5@demo.test',
} as const;

/** The doctor profile behind doctor@demo.test: verified, in Dubai, online and at two clinics. */
export const demoDoctor: DoctorOverrides = {
  firstName: 'Amira', lastName: 'Haddad', gender: 'female', citySlug: 'dubai', specialitySlug: 'general-physician', status: 'verified', experienceYears: 12,
};

/** Registered but not verified yet: signs in to the registration's status page (issue 42); the portal says "You are not verified yet". */
export const pendingDoctor: DoctorOverrides = {
  firstName: 'Rohan', lastName: 'Mehta', gender: 'male', citySlug: 'abu-dhabi', specialitySlug: 'dermatology', status: 'pending', experienceYears: 6,
};

export interface DemoUsers {
  patient: Patient;
  patient2: Patient;
  doctorUserId: number;
  pendingUserId: number;
  adminId: number;
  /** User ids for doctor2@ to doctor5@, in that order. */
  extraDoctorUserIds: [number, number, number, number];
  benchPatients: Patient[];
}

export async function insertDemoUsers(db: Exec, now: Date, benchPatients: number): Promise<DemoUsers> {
  const users = new Batch('users', [
    ['id', 'int4'], ['role', 'text'], ['email', 'text'], ['phone', 'text'], ['country_code', 'text'], ['email_verified_at', 'timestamptz'], ['phone_verified_at', 'timestamptz'],
    ['first_name', 'text'], ['last_name', 'text'], ['dob', 'date'], ['gender', 'text'], ['city', 'text'], ['state', 'text'],
    ['country', 'text'], ['latitude', 'float8'], ['longitude', 'float8'],
  ]);
  let id = await maxId(db, 'users');
  const dubai = ['Dubai', 'Dubai', 'United Arab Emirates', 25.2048, 55.2708] as const;
  const patient: Patient = { id: ++id, name: 'Aisha Khan', email: demoAccounts.patient, phone: '501234567' };
  users.add(id, 'user', patient.email, patient.phone, '+971', now, now, 'Aisha', 'Khan', '1992-04-18', 'female', ...dubai);
  const patient2: Patient = { id: ++id, name: 'Rahul Menon', email: demoAccounts.patient2, phone: '509876543' };
  users.add(id, 'user', patient2.email, patient2.phone, '+971', now, now, 'Rahul', 'Menon', '1988-11-02', 'male', ...dubai);
  const doctorUserId = ++id;
  users.add(id, 'doctor', demoAccounts.doctor, null, null, now, null, demoDoctor.firstName, demoDoctor.lastName, null, 'female', ...dubai);
  const pendingUserId = ++id;
  users.add(id, 'doctor', demoAccounts.pendingDoctor, null, null, now, null, pendingDoctor.firstName, pendingDoctor.lastName, null, 'male', null, null, null, null, null);
  const adminId = ++id;
  users.add(id, 'admin', demoAccounts.admin, null, null, now, null, 'Site', 'Admin', null, null, null, null, null, null, null);
  const extraDoctorUserIds: [number, number, number, number] = [++id, ++id, ++id, ++id];
  users.add(extraDoctorUserIds[0], 'doctor', demoAccounts.doctor2, null, null, now, null, null, null, null, null, null, null, null, null, null);
  users.add(extraDoctorUserIds[1], 'doctor', demoAccounts.doctor3, null, null, now, null, null, null, null, null, null, null, null, null, null);
  users.add(extraDoctorUserIds[2], 'doctor', demoAccounts.doctor4, null, null, now, null, null, null, null, null, null, null, null, null, null);
  users.add(extraDoctorUserIds[3], 'doctor', demoAccounts.doctor5, null, null, now, null, null, null, null, null, null, null, null, null, null);

  const bench: Patient[] = [];
  for (let i = 1; i <= benchPatients; i++) {
    const first = reviewerFirstNames[i % reviewerFirstNames.length] as string;
    const last = `${reviewerLastInitials.charAt(i % reviewerLastInitials.length)}${'abcdefghij'.charAt(i % 10)}son`;
    const p: Patient = { id: ++id, name: `${first} ${last}`, email: `bench.patient.${i}@demo.test`, phone: `55${String(i).padStart(7, '0')}` };
    users.add(id, 'user', p.email, null, null, now, null, first, last, null, null, null, null, null, null, null);
    bench.push(p);
  }
  users.add(id + 1, 'admin', demoAccounts.verifier, null, null, now, null, 'Vera', 'Verifier', null, null, null, null, null, null, null);
  await users.flush(db);
  return { patient, patient2, doctorUserId, pendingUserId, adminId, extraDoctorUserIds, benchPatients: bench };
}
