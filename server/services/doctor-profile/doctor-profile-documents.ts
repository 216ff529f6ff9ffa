import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { doctorDocuments } from '../../db/schema/doctors.ts';
import type { UploadedFile } from '../files/upload-types.ts';
import { now } from '../common/clock.ts';
import { checkImage, checkProof, CONTENT_TYPES, publicUrl, readStoredFile, removePublicFile, removeStoredFile, storeFile } from '../files/uploads.ts';
import type { FileStore } from '../files/file-store.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type DocumentKind = 'id_proof' | 'license_proof';
export const DOCUMENT_KINDS: readonly DocumentKind[] = ['license_proof', 'id_proof'];

/** Private area of licence and ID proofs (DATA_DIR/uploads/private/doctor-documents). */
const DOCUMENTS_AREA = 'doctor-documents';
/** Public area of doctors' photos (served under /media/uploads/doctor-photos). */
const PHOTOS_AREA = 'doctor-photos';

export interface StoredProof {
  kind: DocumentKind;
  path: string;
  mimeType: string;
}

/** Checks a proof by content, then stores it privately under a random name. */
export async function storeProof(fileStore: FileStore, kind: DocumentKind, file: UploadedFile): Promise<StoredProof> {
  const ext = await checkProof(file);
  const path = await storeFile(fileStore, 'private', DOCUMENTS_AREA, ext, file.buffer);
  return { kind, path, mimeType: CONTENT_TYPES[ext] ?? 'application/octet-stream' };
}

/**
 * Copies a proof stored elsewhere in the private area (a claim's) into the
 * doctors' documents, so either can later be deleted without the other.
 * Null when the file is not there to copy.
 */
export async function copyProof(fileStore: FileStore, kind: DocumentKind, relative: string): Promise<StoredProof | null> {
  const source = await readStoredFile(fileStore, 'private', relative);
  if (!source) return null;
  const ext = relative.slice(relative.lastIndexOf('.') + 1);
  const path = await storeFile(fileStore, 'private', DOCUMENTS_AREA, ext, source.body);
  return { kind, path, mimeType: CONTENT_TYPES[ext] ?? source.contentType };
}

/** Checks a profile picture by content, then stores it publicly; returns its URL. */
export async function storePhoto(fileStore: FileStore, file: UploadedFile): Promise<string> {
  const ext = await checkImage(file);
  return publicUrl(await storeFile(fileStore, 'public', PHOTOS_AREA, ext, file.buffer));
}

/**
 * Writes a document's number and, when a new file was stored, its file, on
 * the (doctor, kind) unique key; `proof` null removes the file on record.
 * Returns the path of the file it replaced, to delete once the transaction
 * has committed.
 */
export async function upsertDocument(tx: Tx, doctorId: number, kind: DocumentKind, number: string, proof?: StoredProof | null): Promise<string | null> {
  const [old] = await tx
    .select({ path: doctorDocuments.documentPath })
    .from(doctorDocuments)
    .where(and(eq(doctorDocuments.doctorId, doctorId), eq(doctorDocuments.documentDescription, kind)));
  const at = now();
  const file = proof ? { documentPath: proof.path, mimeType: proof.mimeType } : proof === null ? { documentPath: null, mimeType: null } : {};
  await tx
    .insert(doctorDocuments)
    .values({ doctorId, documentDescription: kind, documentNumber: number, ...file, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: [doctorDocuments.doctorId, doctorDocuments.documentDescription],
      set: { documentNumber: number, ...file, updatedAt: at },
    });
  return proof !== undefined && old?.path && old.path !== proof?.path ? old.path : null;
}

/** Deletes files that a failed or superseded write left behind; a missing file is not an error. */
export async function discardFiles(fileStore: FileStore, files: { proofs?: (string | null | undefined)[]; photos?: (string | null | undefined)[] }): Promise<void> {
  await Promise.all([
    ...(files.proofs ?? []).map((path) => (path ? removeStoredFile(fileStore, 'private', path) : undefined)),
    ...(files.photos ?? []).map((url) => removePublicFile(fileStore, url)),
  ]);
}

export interface DocumentRow {
  kind: DocumentKind;
  number: string;
  path: string | null;
  mimeType: string | null;
}

export async function loadDocuments(db: Pick<Db, 'select'>, doctorId: number): Promise<DocumentRow[]> {
  const rows = await db
    .select({
      kind: doctorDocuments.documentDescription,
      number: doctorDocuments.documentNumber,
      path: doctorDocuments.documentPath,
      mimeType: doctorDocuments.mimeType,
    })
    .from(doctorDocuments)
    .where(eq(doctorDocuments.doctorId, doctorId))
    .orderBy(sql`${doctorDocuments.documentDescription} desc`);
  return rows;
}
