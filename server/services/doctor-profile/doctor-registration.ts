import { eq, inArray, sql } from 'drizzle-orm';
import { t } from '../../../src/shared/i18n/format.ts';
import type { DoctorRegisterFields } from '../../../src/shared/schemas/doctor-forms.ts';
import type { Db } from '../../db/client.ts';
import { specialities, specializations } from '../../db/schema/catalog.ts';
import { doctorSpecializations } from '../../db/schema/doctor-catalog.ts';
import { findDoctor, slugTaken, submitRegistration } from '../../repositories/doctors.ts';
import { slugify } from '../../../src/shared/format/slug.ts';
import { users } from '../../db/schema/users.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import type { UploadedFile } from '../files/upload-types.ts';
import { pgErrorCode } from '../booking/booking-pg-error.ts';
import { now } from '../common/clock.ts';
import { addressColumnsOf } from './doctor-profile-address.ts';
import { discardFiles, storePhoto, storeProof, upsertDocument, type StoredProof } from './doctor-profile-documents.ts';
import type { FileStore } from '../files/file-store.ts';

type Exec = Pick<Db, 'select'>;

const UNIQUE_VIOLATION = '23505';

export interface RegistrationDeps {
  db: Db;
  fileStore: FileStore;
}

export interface RegistrationFiles {
  profilePicture?: UploadedFile | undefined;
  licenseProof: UploadedFile;
  idProof: UploadedFile;
}

/** Specialization ids that exist, in the given order; unknown ids → 400. */
export async function knownSpecializations(db: Exec, ids: number[]): Promise<{ id: number; specialityId: number }[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: specializations.id, specialityId: specializations.specialityId })
    .from(specializations)
    .where(inArray(specializations.id, ids));
  if (rows.length !== ids.length) {
    const message = t('doctorRegister.specializationInvalid');
    throw badRequest(message, { specialization: message });
  }
  return ids.map((id) => rows.find((row) => row.id === id)!);
}

/**
 * The speciality the doctor is listed under: the chosen one (it must exist, and every chosen
 * specialization must belong to it), else the first specialization's, as 001's form sends none.
 */
export async function listingSpeciality(db: Exec, chosen: number | null, specs: { specialityId: number }[]): Promise<number | null> {
  if (chosen === null) return specs[0]?.specialityId ?? null;
  const [speciality] = await db.select({ id: specialities.id }).from(specialities).where(eq(specialities.id, chosen));
  if (!speciality) {
    const message = t('doctorProfile.specialityInvalid');
    throw badRequest(message, { speciality_id: message });
  }
  if (specs.some((spec) => spec.specialityId !== chosen)) {
    const message = t('doctorRegister.specializationOutside');
    throw badRequest(message, { specialization: message });
  }
  return chosen;
}

/** The doctor's page slug: the name ("amira-hassan"), or with the profile id when another doctor has it. */
export async function uniqueSlug(db: Exec, doctorId: number, firstName: string, lastName: string): Promise<string> {
  const base = slugify(`${firstName} ${lastName}`) || 'doctor';
  for (const candidate of [base, `${base}-${doctorId}`]) {
    const taken = await slugTaken(db, candidate, doctorId);
    if (!taken) return candidate;
  }
  return `${base}-${doctorId}-${Date.now().toString(36)}`;
}

/**
 * POST /api/doctor/register (wizard step 4 submit). Fields are checked by
 * the shared schema and the route; here: specializations exist, files are
 * what they claim (content check), then one transaction writes the profile,
 * specializations and both documents, marks the registration complete and
 * the profile pending verification. Only an unfinished or a rejected
 * registration can be submitted (409 otherwise, also for two submits racing). Files stored for a
 * refused submit are deleted again.
 */
export async function registerDoctor(deps: RegistrationDeps, doctorId: number, fields: DoctorRegisterFields, files: RegistrationFiles): Promise<void> {
  const { db, fileStore } = deps;
  const doctor = await findDoctor(db, doctorId);
  if (!doctor) throw notFound(t('doctor.notFound'));
  if (doctor.registrationCompleted && doctor.verificationStatus !== 'rejected') throw conflict(t('doctorRegister.alreadyCompleted'));
  const specs = await knownSpecializations(db, fields.specialization);
  const specialityId = await listingSpeciality(db, fields.speciality_id, specs);

  const proofs: StoredProof[] = [];
  let photo: string | null = null;
  try {
    proofs.push(await storeProof(fileStore, 'license_proof', files.licenseProof));
    proofs.push(await storeProof(fileStore, 'id_proof', files.idProof));
    if (files.profilePicture) photo = await storePhoto(fileStore, files.profilePicture);

    const address = await addressColumnsOf(db, fields);
    const slug = await uniqueSlug(db, doctorId, fields.first_name, fields.last_name);
    const write = (slug: string) => db.transaction(async (tx) => {
      const at = now();
      const updated = await submitRegistration(tx, doctorId, {
        slug,
        firstName: fields.first_name,
        lastName: fields.last_name,
        gender: fields.gender,
        dob: fields.dob,
        ...(photo ? { profileImage: photo } : {}),
        experienceYears: fields.experience_years,
        registrationNumber: fields.registration_no || null,
        specialityId,
        ...address,
        registrationCompleted: true,
        verificationStatus: 'pending',
        verificationNote: null,
        submittedAt: at,
        reviewStartedAt: null,
        updatedAt: at,
      });
      if (!updated) throw conflict(t('doctorRegister.alreadyCompleted'));
      await tx.delete(doctorSpecializations).where(eq(doctorSpecializations.doctorId, doctorId));
      if (specs.length) await tx.insert(doctorSpecializations).values(specs.map((s) => ({ doctorId, specializationId: s.id })));
      const oldFiles = [
        await upsertDocument(tx, doctorId, 'license_proof', fields.license_number, proofs[0]),
        await upsertDocument(tx, doctorId, 'id_proof', fields.id_number, proofs[1]),
      ];
      if (doctor.userId !== null) {
        // The account's name follows the profile unless the doctor set one already.
        await tx
          .update(users)
          .set({
            firstName: sql`coalesce(${users.firstName}, ${fields.first_name})`,
            lastName: sql`coalesce(${users.lastName}, ${fields.last_name})`,
            updatedAt: at,
          })
          .where(eq(users.id, doctor.userId));
      }
      return oldFiles;
    });
    let replaced: (string | null)[];
    try {
      replaced = await write(slug);
    } catch (error) {
      // Another registration took the same name slug meanwhile: the id keeps this one unique.
      if (pgErrorCode(error) !== UNIQUE_VIOLATION || slug.endsWith(`-${doctorId}`)) throw error;
      replaced = await write(`${slug}-${doctorId}`);
    }
    await discardFiles(fileStore, { proofs: replaced });
  } catch (error) {
    await discardFiles(fileStore, { proofs: proofs.map((p) => p.path), photos: [photo] });
    throw error;
  }
}
