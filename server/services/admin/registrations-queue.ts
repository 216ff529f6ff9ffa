/**
 * The registrations queue of the verification console (issue 20): the tabs
 * with their counts, search and one registration in full (account, personal
 * and contact details, clinic places with coordinates, speciality,
 * specializations, numbers and the two proofs, and the decisions taken).
 */
import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE } from '../../../src/shared/schemas/admin.ts';
import type { RegistrationDetail, RegistrationItem } from '../../../src/shared/schemas/admin-items.ts';
import type { Db } from '../../db/client.ts';
import { specialities, specializations } from '../../db/schema/catalog.ts';
import { doctorSpecializations } from '../../db/schema/doctor-catalog.ts';
import { clinics, doctorDocuments, doctors } from '../../db/schema/doctors.ts';
import { setReviewStarted } from '../../repositories/doctors.ts';
import { users } from '../../db/schema/users.ts';
import { notFound } from '../../errors.ts';
import { t } from '../../../src/shared/i18n/format.ts';
import { now } from '../common/clock.ts';
import { storedKey } from '../files/uploads.ts';
import { loadDocuments, type DocumentRow } from '../doctor-profile/doctor-profile-documents.ts';
import { decisionsOf } from './decisions.ts';
import { matchesAny, pageCount } from './search-text.ts';
import { addressLine } from '../../../src/shared/format/address.ts';

type Status = (typeof doctors.$inferSelect)['verificationStatus'];
type DoctorRow = typeof doctors.$inferSelect;
type UserRow = typeof users.$inferSelect;

/** Pending means submitted: a wizard left half way is not the team's work yet. */
const inTab = (status: Status): SQL | undefined =>
  status === 'pending' ? and(eq(doctors.verificationStatus, 'pending'), eq(doctors.registrationCompleted, true)) : eq(doctors.verificationStatus, status);

const doctorName = sql`trim(${doctors.firstName} || ' ' || ${doctors.lastName})`;
const accountPhone = sql`coalesce(${users.countryCode}, '') || coalesce(${users.phone}, '')`;

function searchOf(text: string | undefined): SQL | undefined {
  const match = matchesAny(text, [doctorName, users.email, accountPhone, doctors.contactEmail, doctors.registrationNumber, doctors.slug]);
  if (!match) return undefined;
  const id = /^#?(\d{1,9})$/.exec(text!.trim());
  return id ? or(match, eq(doctors.id, Number(id[1]))) : match;
}

const proofUrl = (doctorId: number, kind: DocumentRow['kind']) => `/api/admin/doctors/${doctorId}/proof/${kind === 'license_proof' ? 'license' : 'identity'}`;

export function toRegistrationItem(doctor: DoctorRow, account: UserRow | null, speciality: string | null, documents: DocumentRow[]): RegistrationItem {
  return {
    id: doctor.id,
    slug: doctor.slug,
    first_name: doctor.firstName,
    last_name: doctor.lastName,
    verification_status: doctor.verificationStatus,
    verification_note: doctor.verificationNote,
    registration_completed: doctor.registrationCompleted,
    registration_no: doctor.registrationNumber,
    experience_years: doctor.experienceYears,
    city: doctor.city,
    state: doctor.state,
    country: doctor.country,
    speciality,
    updated_at: doctor.updatedAt.toISOString(),
    // A profile verified through a claim was never submitted here: its last change stands in.
    submitted_at: (doctor.submittedAt ?? doctor.updatedAt).toISOString(),
    account: account
      ? {
          id: account.id,
          email: account.email,
          email_verified: account.emailVerifiedAt !== null,
          phone: account.phone,
          country_code: account.countryCode,
          phone_verified: account.phoneVerifiedAt !== null,
        }
      : null,
    documents: documents.map((doc) => {
      const hasFile = Boolean(doc.path && storedKey('private', doc.path));
      return {
        document_description: doc.kind,
        document_number: doc.number,
        has_file: hasFile,
        mime_type: hasFile ? doc.mimeType : null,
        url: hasFile ? proofUrl(doctor.id, doc.kind) : null,
      };
    }),
  };
}

export async function searchRegistrations(db: Db, query: { status: Status; search?: string | undefined; page?: number | undefined }) {
  const search = searchOf(query.search);
  const page = query.page ?? 1;
  const counted = (status: Status) =>
    db.select({ n: count() }).from(doctors).leftJoin(users, eq(users.id, doctors.userId)).where(and(inTab(status), search));
  const [rows, pending, verified, rejected, unverified] = await Promise.all([
    db
      .select({ doctor: doctors, account: users, speciality: specialities.speciality })
      .from(doctors)
      .leftJoin(users, eq(users.id, doctors.userId))
      .leftJoin(specialities, eq(specialities.id, doctors.specialityId))
      .where(and(inTab(query.status), search))
      // Oldest submission first: the queue is worked in order.
      .orderBy(asc(sql`coalesce(${doctors.submittedAt}, ${doctors.updatedAt})`), asc(doctors.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    counted('pending'),
    counted('verified'),
    counted('rejected'),
    query.status === 'unverified' ? counted('unverified') : Promise.resolve([{ n: 0 }]),
  ]);
  const counts = { pending: pending[0]?.n ?? 0, verified: verified[0]?.n ?? 0, rejected: rejected[0]?.n ?? 0, unverified: unverified[0]?.n ?? 0 };
  const documents = await documentsOf(db, rows.map((row) => row.doctor.id));
  const items = rows.map((row) => toRegistrationItem(row.doctor, row.account, row.speciality, documents.get(row.doctor.id) ?? []));
  const total = counts[query.status];
  return { items, counts: { pending: counts.pending, verified: counts.verified, rejected: counts.rejected }, total, lastPage: pageCount(total, ADMIN_PAGE_SIZE) };
}

async function documentsOf(db: Db, ids: number[]): Promise<Map<number, DocumentRow[]>> {
  const byId = new Map<number, DocumentRow[]>(ids.map((id) => [id, []]));
  if (!ids.length) return byId;
  const rows = await db
    .select({ doctorId: doctorDocuments.doctorId, kind: doctorDocuments.documentDescription, number: doctorDocuments.documentNumber, path: doctorDocuments.documentPath, mimeType: doctorDocuments.mimeType })
    .from(doctorDocuments)
    .where(inArray(doctorDocuments.doctorId, ids))
    .orderBy(sql`${doctorDocuments.documentDescription} desc`);
  for (const { doctorId, ...doc } of rows) byId.get(doctorId)?.push(doc);
  return byId;
}

const addressOf = (place: Pick<DoctorRow, 'addressOne' | 'addressTwo' | 'city' | 'state' | 'postalCode' | 'country'>) =>
  addressLine([place.addressOne, place.addressTwo, place.city, place.state, place.postalCode, place.country]);

/**
 * A verifier opened a submitted registration: from now on its doctor's status page says "under review"
 * (issue 42). Only the first opening counts; a resubmission clears the time (doctor-registration.ts).
 */
export async function markReviewStarted(db: Db, doctorId: number): Promise<void> {
  await setReviewStarted(db, doctorId, now());
}

/** GET /api/admin/doctors/:id: everything the team checks before deciding. */
export async function registrationDetail(db: Db, doctorId: number): Promise<RegistrationDetail> {
  const [row] = await db
    .select({ doctor: doctors, account: users, speciality: specialities.speciality })
    .from(doctors)
    .leftJoin(users, eq(users.id, doctors.userId))
    .leftJoin(specialities, eq(specialities.id, doctors.specialityId))
    .where(eq(doctors.id, doctorId));
  if (!row) throw notFound(t('doctor.notFound'));
  const { doctor } = row;
  const [documents, specs, clinicRows, decisions] = await Promise.all([
    loadDocuments(db, doctor.id),
    db
      .select({ name: specializations.specialization })
      .from(doctorSpecializations)
      .innerJoin(specializations, eq(specializations.id, doctorSpecializations.specializationId))
      .where(eq(doctorSpecializations.doctorId, doctor.id))
      .orderBy(asc(specializations.specialization)),
    db.select().from(clinics).where(eq(clinics.doctorId, doctor.id)).orderBy(asc(clinics.id)),
    decisionsOf(db, 'doctor', [doctor.id]),
  ]);
  const practice = { label: doctor.city ?? '', address: addressOf(doctor), latitude: doctor.latitude, longitude: doctor.longitude };
  const places = [
    ...clinicRows.map((clinic) => ({ label: clinic.clinicName, address: addressOf(clinic), latitude: clinic.latitude, longitude: clinic.longitude })),
  ];
  // The registration's own address is the clinic until a clinic is configured.
  if (!places.length || (practice.address && !places.some((place) => place.address === practice.address))) places.unshift(practice);
  return {
    ...toRegistrationItem(doctor, row.account, row.speciality, documents),
    gender: doctor.gender,
    dob: doctor.dob,
    contact_email: doctor.contactEmail,
    contact_phone: doctor.contactPhone,
    degree: doctor.degree,
    specializations: specs.map((spec) => spec.name),
    places,
    decisions: decisions.get(doctor.id) ?? [],
  };
}
