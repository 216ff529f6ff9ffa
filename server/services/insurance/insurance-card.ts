/**
 * The card photo of a saved insurance (issue 41): private exactly like the doctors' licence proofs.
 * Checked by content (JPEG, PNG or PDF, checkProof), stored under a random name in the private area
 * of the file store (never under /media), and read back only by the account holder or by the doctor
 * of a booking that used this saved insurance.
 */
import { and, eq } from 'drizzle-orm';
import { t } from '../../../src/shared/i18n/format.ts';
import type { Db } from '../../db/client.ts';
import { patientInsurance } from '../../db/schema/insurance.ts';
import { notFound } from '../../errors.ts';
import { appointmentOfDoctor } from '../../repositories/appointments.ts';
import type { FileStore, StoredObject } from '../files/file-store.ts';
import type { UploadedFile } from '../files/upload-types.ts';
import { checkProof, CONTENT_TYPES, readStoredFile, removeStoredFile, storeFile } from '../files/uploads.ts';
import { ownInsurance } from './patient-insurance.ts';

/** Private area of insurance card photos (…/private/insurance-cards). */
const CARDS_AREA = 'insurance-cards';

export interface CardFile {
  file: StoredObject;
  mimeType: string;
  ext: string;
}

/** Where a card photo's removal that failed is told (a Fastify logger fits). */
export interface CardLog {
  warn(object: Record<string, unknown>, message: string): void;
}

interface CardDeps {
  db: Db;
  fileStore: FileStore;
  log: CardLog;
}

/** Stores a new card photo on an own row; the one it replaces is deleted once the row points at the new one. */
export async function storeCard(deps: CardDeps, ownerId: number, id: number, file: UploadedFile, at: Date): Promise<void> {
  const row = await ownInsurance(deps.db, ownerId, id);
  const ext = await checkProof(file);
  const path = await storeFile(deps.fileStore, 'private', CARDS_AREA, ext, file.buffer);
  const [updated] = await deps.db
    .update(patientInsurance)
    .set({ cardPhotoPath: path, cardPhotoType: CONTENT_TYPES[ext] ?? 'application/octet-stream', updatedAt: at })
    .where(and(eq(patientInsurance.id, row.id), eq(patientInsurance.ownerId, ownerId)))
    .returning({ id: patientInsurance.id });
  if (!updated) {
    // Removed between the read and the write: nothing points at the new file.
    await discardCards(deps, [path]);
    throw notFound(t('myInsurance.error.notFound'));
  }
  await discardCards(deps, [row.cardPhotoPath]);
}

/**
 * Deletes card photo files nothing points at any more: call after the write that dropped them has
 * committed (a row removed, a photo replaced, a family member removed with their insurance, an
 * insurer changed). A file is never deleted while a row may still point at it, so a failed write
 * leaves a readable card. A failed deletion is logged, not thrown: the database already says there
 * is no such card and the patient's change is done; what stays is a private file under a random
 * name that no route can reach.
 */
export async function discardCards(deps: Pick<CardDeps, 'fileStore' | 'log'>, paths: Array<string | null | undefined>): Promise<void> {
  for (const path of paths) {
    if (!path) continue;
    try {
      await removeStoredFile(deps.fileStore, 'private', path);
    } catch (error) {
      deps.log.warn({ err: error, area: CARDS_AREA }, 'insurance card photo not deleted');
    }
  }
}

async function readCard(fileStore: FileStore, row: { cardPhotoPath: string | null; cardPhotoType: string | null } | undefined): Promise<CardFile | null> {
  if (!row?.cardPhotoPath) return null;
  const file = await readStoredFile(fileStore, 'private', row.cardPhotoPath);
  if (!file) return null;
  return { file, mimeType: row.cardPhotoType ?? file.contentType, ext: row.cardPhotoPath.slice(row.cardPhotoPath.lastIndexOf('.')) };
}

/** The account holder's own card photo (404 for another account's row or no photo). */
export async function ownCard(db: Db, fileStore: FileStore, ownerId: number, id: number): Promise<CardFile> {
  const row = await ownInsurance(db, ownerId, id);
  const card = await readCard(fileStore, row);
  if (!card) throw notFound(t('myInsurance.error.cardNotFound'));
  return card;
}

/**
 * The card photo of the saved insurance one of this doctor's bookings used. Another doctor's booking,
 * a booking without insurance, or insurance the patient has since removed: 404.
 */
export async function bookingCard(db: Db, fileStore: FileStore, doctorId: number, appointmentId: number): Promise<CardFile> {
  // The booking is read through its repository (one home for the appointments table), then its saved row.
  const booking = await appointmentOfDoctor(db, appointmentId, doctorId);
  const [row] = booking?.patientInsuranceId
    ? await db
        .select({ cardPhotoPath: patientInsurance.cardPhotoPath, cardPhotoType: patientInsurance.cardPhotoType })
        .from(patientInsurance)
        .where(eq(patientInsurance.id, booking.patientInsuranceId))
    : [];
  const card = await readCard(fileStore, row);
  if (!card) throw notFound(t('myInsurance.error.cardNotFound'));
  return card;
}
