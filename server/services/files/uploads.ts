/**
 * Uploaded files: checked by content (magic bytes), never by the name or the
 * type the client claims, and stored under a random name in the configured
 * file store (file-store.ts: disk, database or S3) under the key
 * '<visibility>/<area>/<name>'.
 *
 * - public:  served at /media/uploads/<area>/<name> (profile pictures)
 * - private: never served by /media; read back only through a route that
 *            checks the caller (claim proofs, licence and ID documents).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { IMAGE_MAX_PIXELS } from '../../../src/shared/constants.ts';
import { t } from '../../../src/shared/i18n/format.ts';
import { PROOF_EXTENSIONS } from '../../../src/shared/schemas/claim.ts';
import { badRequest } from '../../errors.ts';
import type { FileStore, StoredObject } from './file-store.ts';
import { CONTENT_TYPES, type UploadedFile } from './upload-types.ts';

export { CONTENT_TYPES };
export type Visibility = 'public' | 'private';

export const PUBLIC_MEDIA_PREFIX = '/media/uploads/';

const IMAGE_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' };
const PROOF_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };
const STORED_NAME = /^[0-9a-f]{32}\.(jpg|png|webp|gif|pdf)$/;

const extensionOf = (filename: string) => path.extname(filename).slice(1).toLowerCase();

/**
 * A profile picture: JPEG, PNG, WebP or GIF by content, readable, at most
 * IMAGE_MAX_PIXELS on each side. Returns the extension to store it with.
 */
export async function checkImage(file: UploadedFile): Promise<string> {
  const field = file.fieldname;
  const refuse = (message: string) => badRequest(message, { [field]: message });
  const detected = await fileTypeFromBuffer(file.buffer);
  const ext = detected ? IMAGE_TYPES[detected.mime] : undefined;
  if (!ext) throw refuse(t('files.imageOnly'));
  let size: { width?: number; height?: number };
  try {
    size = imageSize(new Uint8Array(file.buffer.buffer, file.buffer.byteOffset, file.buffer.byteLength));
  } catch {
    throw refuse(t('files.imageOnly'));
  }
  if (!size.width || !size.height) throw refuse(t('files.imageOnly'));
  if (size.width > IMAGE_MAX_PIXELS || size.height > IMAGE_MAX_PIXELS) throw refuse(t('files.imageTooBig', { max: IMAGE_MAX_PIXELS }));
  return ext;
}

/** A licence or ID proof (001 §5): named .jpg/.jpeg/.png/.pdf and really a JPEG, PNG or PDF. */
export async function checkProof(file: UploadedFile): Promise<string> {
  const refuse = () => badRequest(t('files.proofType'), { [file.fieldname]: t('files.proofType') });
  if (!(PROOF_EXTENSIONS as readonly string[]).includes(extensionOf(file.filename))) throw refuse();
  const detected = await fileTypeFromBuffer(file.buffer);
  const ext = detected ? PROOF_TYPES[detected.mime] : undefined;
  if (!ext) throw refuse();
  return ext;
}

/** Stores the bytes under a new random (128-bit) name; returns the path relative to the visibility ("avatars/<hex>.png"). */
export async function storeFile(files: FileStore, visibility: Visibility, area: string, ext: string, buffer: Buffer): Promise<string> {
  const relative = `${area}/${randomBytes(16).toString('hex')}.${ext}`;
  await files.put(storedKey(visibility, relative)!, buffer, CONTENT_TYPES[ext] ?? 'application/octet-stream');
  return relative;
}

/**
 * The store key of a stored file from its relative path, or null when the
 * path is not one storeFile made (so a stored value or a requested URL can
 * never point outside its area or at the other visibility).
 */
export function storedKey(visibility: Visibility, relative: string): string | null {
  const [area, name, ...rest] = relative.split('/');
  if (!area || !name || rest.length || !/^[a-z-]+$/.test(area) || !STORED_NAME.test(name)) return null;
  return `${visibility}/${area}/${name}`;
}

/** A stored file by its relative path, or null (bad path or no such file). */
export async function readStoredFile(files: FileStore, visibility: Visibility, relative: string): Promise<StoredObject | null> {
  const key = storedKey(visibility, relative);
  return key ? files.get(key) : null;
}

/** The public URL of a public file. */
export const publicUrl = (relative: string) => `${PUBLIC_MEDIA_PREFIX}${relative}`;

/** Deletes a public file given its URL; other URLs (seeded pictures, external links) are left alone. */
export async function removePublicFile(files: FileStore, url: string | null | undefined): Promise<void> {
  if (!url?.startsWith(PUBLIC_MEDIA_PREFIX)) return;
  await removeStoredFile(files, 'public', url.slice(PUBLIC_MEDIA_PREFIX.length));
}

export async function removeStoredFile(files: FileStore, visibility: Visibility, relative: string): Promise<void> {
  const key = storedKey(visibility, relative);
  if (key) await files.remove(key);
}
