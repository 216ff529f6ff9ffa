/**
 * Uploaded files: checked by content (magic bytes), never by the name or the
 * type the client claims, and stored under a random name.
 *
 * - public:  DATA_DIR/uploads/public/<area>/…, served at /media/uploads/<area>/…
 *            (profile pictures)
 * - private: DATA_DIR/uploads/private/<area>/…, never served by the static
 *            plugin; read back only through a route that checks the caller
 *            (claim proofs, licence and ID documents).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { IMAGE_MAX_PIXELS } from '../../src/shared/constants.ts';
import { t } from '../../src/shared/i18n/format.ts';
import { PROOF_EXTENSIONS } from '../../src/shared/schemas/claim.ts';
import { badRequest } from '../errors.ts';
import type { UploadedFile } from '../plugins/multipart.ts';

export const PUBLIC_MEDIA_PREFIX = '/media/uploads/';

const IMAGE_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' };
const PROOF_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };
const STORED_NAME = /^[0-9a-f]{32}\.(jpg|png|webp|gif|pdf)$/;

export const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

export const uploadsRoot = (dataDir: string, visibility: 'public' | 'private') => path.join(dataDir, 'uploads', visibility);

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

/** Writes the bytes under a new random (128-bit) name; returns the path relative to the visibility root ("avatars/<hex>.png"). */
export async function storeFile(dataDir: string, visibility: 'public' | 'private', area: string, ext: string, buffer: Buffer): Promise<string> {
  const dir = path.join(uploadsRoot(dataDir, visibility), area);
  await fs.mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  await fs.writeFile(path.join(dir, name), buffer, { flag: 'wx', mode: visibility === 'private' ? 0o600 : 0o644 });
  return `${area}/${name}`;
}

/**
 * The absolute path of a stored file from its relative path, or null when
 * the path is not one storeFile made (so a stored value can never point
 * outside its area).
 */
export function storedFilePath(dataDir: string, visibility: 'public' | 'private', relative: string): string | null {
  const [area, name, ...rest] = relative.split('/');
  if (!area || !name || rest.length || !/^[a-z-]+$/.test(area) || !STORED_NAME.test(name)) return null;
  return path.join(uploadsRoot(dataDir, visibility), area, name);
}

/** The public URL of a public file. */
export const publicUrl = (relative: string) => `${PUBLIC_MEDIA_PREFIX}${relative}`;

/** Deletes a public file given its URL; other URLs (seeded pictures, external links) are left alone. */
export async function removePublicFile(dataDir: string, url: string | null | undefined): Promise<void> {
  if (!url?.startsWith(PUBLIC_MEDIA_PREFIX)) return;
  const file = storedFilePath(dataDir, 'public', url.slice(PUBLIC_MEDIA_PREFIX.length));
  if (file) await fs.rm(file, { force: true });
}

export async function removeStoredFile(dataDir: string, visibility: 'public' | 'private', relative: string): Promise<void> {
  const file = storedFilePath(dataDir, visibility, relative);
  if (file) await fs.rm(file, { force: true });
}
