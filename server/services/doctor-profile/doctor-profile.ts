import { asc, eq } from 'drizzle-orm';
import type { DoctorPortalProfile } from '../../../src/shared/schemas/doctor-profile-data.ts';
import type { Db } from '../../db/client.ts';
import { languages, services, specialities, specializations } from '../../db/schema/catalog.ts';
import { doctorLanguages, doctorServices, doctorSpecializations } from '../../db/schema/doctor-catalog.ts';
import { doctors } from '../../db/schema/doctors.ts';
import { loadDocuments, type DocumentKind } from './doctor-profile-documents.ts';
import type { FileStore, StoredObject } from '../files/file-store.ts';
import { readStoredFile } from '../files/uploads.ts';
import { localizeNames } from '../common/catalog-names.ts';

/** Where a document's file is read back (GET /api/doctor/documents/{kind}). */
export const documentViewUrl = (kind: DocumentKind) => `/api/doctor/documents/${kind}`;

/**
 * GET /api/doctor/profile: the signed-in doctor's own profile (001 §3 Doctor
 * profile) for the edit form, with document numbers and links to view the
 * proofs. The same rows feed the public doctor page.
 */
export async function doctorProfile(db: Db, doctorId: number): Promise<DoctorPortalProfile | null> {
  const [row] = await db
    .select({ doctor: doctors, speciality: { id: specialities.id, speciality: specialities.speciality, slug: specialities.slug } })
    .from(doctors)
    .leftJoin(specialities, eq(specialities.id, doctors.specialityId))
    .where(eq(doctors.id, doctorId));
  if (!row) return null;
  const [specs, serviceRows, languageRows, documents] = await Promise.all([
    db
      .select({ id: specializations.id, specialization: specializations.specialization })
      .from(doctorSpecializations)
      .innerJoin(specializations, eq(specializations.id, doctorSpecializations.specializationId))
      .where(eq(doctorSpecializations.doctorId, doctorId))
      .orderBy(asc(specializations.specialization)),
    db
      .select({ name: services.serviceName })
      .from(doctorServices)
      .innerJoin(services, eq(services.id, doctorServices.serviceId))
      .where(eq(doctorServices.doctorId, doctorId))
      .orderBy(asc(services.serviceName)),
    db
      .select({ name: languages.language })
      .from(doctorLanguages)
      .innerJoin(languages, eq(languages.id, doctorLanguages.languageId))
      .where(eq(doctorLanguages.doctorId, doctorId))
      .orderBy(asc(languages.language)),
    loadDocuments(db, doctorId),
  ]);
  const d = row.doctor;
  // The portal's lists show the catalog's names in the doctor's language, like the options it picks from
  // (/api/home); a save maps them back to the stored English names (doctor-profile-update.ts).
  return localizeNames({
    id: d.id,
    slug: d.slug,
    first_name: d.firstName,
    last_name: d.lastName,
    dob: d.dob,
    gender: d.gender,
    profile_image: d.profileImage,
    about_doctor: d.aboutDoctor,
    degree: d.degree,
    registration_no: d.registrationNumber,
    medical_council: d.medicalCouncil,
    university: d.university,
    year_of_completion: d.yearOfCompletion,
    experience_years: d.experienceYears,
    speciality_id: d.specialityId,
    speciality: row.speciality?.id ? row.speciality : null,
    specializations: specs,
    services: serviceRows.map((s) => s.name),
    spoken_languages: languageRows.map((l) => l.name),
    address: {
      address_one: d.addressOne,
      address_two: d.addressTwo,
      country: d.country,
      state: d.state,
      city: d.city,
      postal_code: d.postalCode,
      latitude: d.latitude,
      longitude: d.longitude,
    },
    city_slug: d.citySlug,
    time_zone: d.timeZone,
    verification_status: d.verificationStatus,
    registration_completed: d.registrationCompleted,
    documents: documents.map((doc) => ({
      document_description: doc.kind,
      document_number: doc.number,
      view_url: doc.path ? documentViewUrl(doc.kind) : null,
      mime_type: doc.mimeType,
    })),
  });
}

/** The stored file of one of the doctor's own documents, or null. */
export async function documentFile(
  db: Db, fileStore: FileStore, doctorId: number, kind: DocumentKind,
): Promise<{ path: string; mimeType: string; file: StoredObject } | null> {
  const doc = (await loadDocuments(db, doctorId)).find((d) => d.kind === kind);
  const file = doc?.path ? await readStoredFile(fileStore, 'private', doc.path) : null;
  if (!doc?.path || !file) return null;
  return { path: doc.path, mimeType: doc.mimeType ?? file.contentType, file };
}
