import { eq, inArray, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { t } from '../../../src/shared/i18n/format.ts';
import type { UpdateContactFields, UpdateProfessionalFields } from '../../../src/shared/schemas/doctor-forms.ts';
import type { Db } from '../../db/client.ts';
import { languages, services, specialities, specializations } from '../../db/schema/catalog.ts';
import { doctorLanguages, doctorServices, doctorSpecializations } from '../../db/schema/doctor-catalog.ts';
import { findDoctor, refreshDoctorStats, updateDoctor } from '../../repositories/doctors.ts';
import { users } from '../../db/schema/users.ts';
import { slugify } from '../../../src/shared/format/slug.ts';
import { badRequest } from '../../errors.ts';
import type { UploadedFile } from '../files/upload-types.ts';
import { now } from '../common/clock.ts';
import { addressColumnsOf } from './doctor-profile-address.ts';
import { discardFiles, storePhoto, storeProof, upsertDocument, type StoredProof } from './doctor-profile-documents.ts';
import type { FileStore } from '../files/file-store.ts';
import { knownSpecializations } from './doctor-registration.ts';
import { englishName } from '../common/catalog-names.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface ProfileDeps {
  db: Db;
  fileStore: FileStore;
}

/** POST /api/doctor/update-personal. `picture`: a new photo, 'remove' (the field sent empty), or undefined to keep it. */
export async function updatePersonal(
  deps: ProfileDeps,
  doctorId: number,
  fields: { first_name: string; last_name: string; dob: string | null; gender: 'male' | 'female' | 'other' | null },
  picture: UploadedFile | 'remove' | undefined,
): Promise<void> {
  const { db, fileStore } = deps;
  const photo = picture && picture !== 'remove' ? await storePhoto(fileStore, picture) : null;
  try {
    const old = await db.transaction(async (tx) => {
      const before = await findDoctor(tx, doctorId, { forUpdate: true });
      const at = now();
      await updateDoctor(tx, doctorId, {
        firstName: fields.first_name,
        lastName: fields.last_name,
        dob: fields.dob,
        gender: fields.gender,
        ...(picture ? { profileImage: photo } : {}),
        updatedAt: at,
      });
      if (before?.userId) {
        await tx.update(users).set({ firstName: fields.first_name, lastName: fields.last_name, updatedAt: at }).where(eq(users.id, before.userId));
      }
      return picture ? (before?.profileImage ?? null) : null;
    });
    // Only files this product stored are deleted; a seeded picture URL is left alone.
    if (old && old !== photo) await discardFiles(fileStore, { photos: [old] });
  } catch (error) {
    await discardFiles(fileStore, { photos: [photo] });
    throw error;
  }
}

/** POST /api/doctor/update-contactinfo: the address with a fresh city slug, coordinates and time zone. */
export async function updateContact(db: Db, doctorId: number, fields: UpdateContactFields): Promise<void> {
  const address = await addressColumnsOf(db, fields);
  await updateDoctor(db, doctorId, { ...address, updatedAt: now() });
}

/**
 * Ids of catalog names, creating the unknown ones (the form's free-text
 * "Add+"). Matching ignores case so "back pain" reuses "Back Pain".
 */
async function namedIds(tx: Tx, kind: 'service' | 'language', names: string[]): Promise<number[]> {
  if (!names.length) return [];
  // A name picked in Arabic or Hindi is the catalog's English one (the portal shows translations).
  names = [...new Set(names.map((name) => englishName(kind === 'service' ? 'services' : 'languages', name)))];
  const lower = names.map((name) => name.toLowerCase());
  const find = async () =>
    kind === 'service'
      ? tx.select({ id: services.id, name: services.serviceName }).from(services).where(inArray(sql`lower(${services.serviceName})`, lower))
      : tx.select({ id: languages.id, name: languages.language }).from(languages).where(inArray(sql`lower(${languages.language})`, lower));
  let rows = await find();
  const missing = names.filter((name) => !rows.some((row) => row.name.toLowerCase() === name.toLowerCase()));
  if (missing.length) {
    for (const name of missing) {
      if (kind === 'language') {
        await tx.insert(languages).values({ language: name, curated: false }).onConflictDoNothing();
        continue;
      }
      const slug = slugify(name) || 'service';
      const [created] = await tx.insert(services).values({ serviceName: name, slug, curated: false }).onConflictDoNothing().returning({ id: services.id });
      // Another name with the same slug ("Back-pain" and "Back pain"): keep both, with distinct slugs.
      if (!created) await tx.insert(services).values({ serviceName: name, slug: `${slug}-${randomBytes(3).toString('hex')}`, curated: false }).onConflictDoNothing();
    }
    rows = await find();
  }
  return [...new Set(lower.map((name) => rows.find((row) => row.name.toLowerCase() === name)?.id).filter((id): id is number => id !== undefined))];
}

/**
 * Ids of specializations typed with "Add+": an existing one of the same name
 * (any case; the chosen speciality's first), else a new one under that speciality.
 */
async function namedSpecializations(tx: Tx, specialityId: number, names: string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const name of names) {
    const [existing] = await tx
      .select({ id: specializations.id })
      .from(specializations)
      .where(sql`lower(${specializations.specialization}) = ${name.toLowerCase()}`)
      .orderBy(sql`${specializations.specialityId} <> ${specialityId}`, specializations.id)
      .limit(1);
    if (existing) {
      ids.push(existing.id);
      continue;
    }
    const [created] = await tx
      .insert(specializations)
      .values({ specialityId, specialization: name, slug: slugify(name) || 'specialization', curated: false })
      .returning({ id: specializations.id });
    ids.push(created!.id);
  }
  return ids;
}

/**
 * Names doctors typed that no doctor uses any more (a removed "Add+" entry) are deleted: the catalog
 * keeps no leftovers (issue 36). After the save's commit and one statement each, so a doctor saving the
 * same name at that moment is never refused: a delete that meets a new use fails on the foreign key
 * and the name simply stays until the next save.
 */
async function dropUnusedTypedNames(db: Db): Promise<void> {
  const statements = [
    sql`delete from services s where not s.curated and not exists (select 1 from doctor_services x where x.service_id = s.id)`,
    sql`delete from languages l where not l.curated and not exists (select 1 from doctor_languages x where x.language_id = l.id)`,
    sql`delete from specializations z where not z.curated and not exists (select 1 from doctor_specializations x where x.specialization_id = z.id)`,
  ];
  for (const statement of statements) await db.execute(statement).catch(() => undefined);
}

/**
 * POST /api/doctor/update-professionalinfo: the whole Professional Info
 * section. Lists are replaced by what was sent; the document numbers are
 * updated and their files replaced only when a new file came.
 */
export async function updateProfessional(
  deps: ProfileDeps,
  doctorId: number,
  fields: UpdateProfessionalFields,
  files: { licenseProof?: UploadedFile | undefined; idProof?: UploadedFile | undefined },
): Promise<void> {
  const { db, fileStore } = deps;
  const [speciality] = await db.select({ id: specialities.id }).from(specialities).where(eq(specialities.id, fields.speciality_id));
  if (!speciality) {
    const message = t('doctorProfile.specialityInvalid');
    throw badRequest(message, { speciality_id: message });
  }
  const specs = await knownSpecializations(db, fields.specialization.ids);
  const stored: StoredProof[] = [];
  try {
    if (files.licenseProof) stored.push(await storeProof(fileStore, 'license_proof', files.licenseProof));
    if (files.idProof) stored.push(await storeProof(fileStore, 'id_proof', files.idProof));
    const replaced = await db.transaction(async (tx) => {
      await updateDoctor(tx, doctorId, {
        specialityId: fields.speciality_id,
        degree: fields.degree,
        experienceYears: fields.experience_years,
        registrationNumber: fields.registration_no,
        medicalCouncil: fields.medical_council,
        university: fields.university,
        yearOfCompletion: fields.year_of_completion,
        aboutDoctor: fields.about_doctor,
        updatedAt: now(),
      });
      const specIds = [...new Set([...specs.map((s) => s.id), ...(await namedSpecializations(tx, fields.speciality_id, fields.specialization.names))])];
      await tx.delete(doctorSpecializations).where(eq(doctorSpecializations.doctorId, doctorId));
      if (specIds.length) await tx.insert(doctorSpecializations).values(specIds.map((specializationId) => ({ doctorId, specializationId })));
      const serviceIds = await namedIds(tx, 'service', fields.services);
      await tx.delete(doctorServices).where(eq(doctorServices.doctorId, doctorId));
      if (serviceIds.length) await tx.insert(doctorServices).values(serviceIds.map((serviceId) => ({ doctorId, serviceId })));
      const languageIds = await namedIds(tx, 'language', fields.spoken_languages);
      await tx.delete(doctorLanguages).where(eq(doctorLanguages.doctorId, doctorId));
      if (languageIds.length) await tx.insert(doctorLanguages).values(languageIds.map((languageId) => ({ doctorId, languageId })));
      const old = [
        await upsertDocument(tx, doctorId, 'license_proof', fields.license_number, stored.find((s) => s.kind === 'license_proof')),
        await upsertDocument(tx, doctorId, 'id_proof', fields.id_number, stored.find((s) => s.kind === 'id_proof')),
      ];
      // Experience is part of the listing's relevance.
      await refreshDoctorStats(tx, [doctorId]);
      return old;
    });
    await discardFiles(fileStore, { proofs: replaced });
    await dropUnusedTypedNames(db);
  } catch (error) {
    await discardFiles(fileStore, { proofs: stored.map((s) => s.path) });
    throw error;
  }
}
