/**
 * multipart/form-data for the upload calls (update-profile, add-claim, the
 * doctor forms). Files are read into memory, at most FILE_MAX_BYTES each and
 * MULTIPART_MAX_FILES per request, so the size limit holds before anything
 * touches the disk. Handlers call `readForm(request)`:
 *
 *   const { fields, files } = await readForm(request);
 *   const proof = files.get('license_proof');   // { filename, mimetype, buffer } | undefined
 *
 * Their text fields go through `parseForm(schema, fields)`, the same 400 as a
 * route schema (a form's fields only exist once the parts are read).
 *
 * A file over the limit → 413 'File size exceeds the 5MB limit.' A request
 * that is not multipart (JSON) gives its body as `fields` and no files, so
 * the same handler serves API clients without uploads.
 */
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { FILE_MAX_BYTES } from '../../src/shared/constants.ts';
import { t } from '../../src/shared/i18n/format.ts';
import type { z } from 'zod';
import { AppError, invalidInput } from '../errors.ts';
import type { UploadedFile } from '../services/files/upload-types.ts';
import { containsNul, nulRefused } from './input-guard.ts';

export const MULTIPART_MAX_FILES = 3;

export interface Form {
  /** Text fields (the last value wins when a name repeats), or a JSON body as is. */
  fields: Record<string, unknown>;
  files: Map<string, UploadedFile>;
}

const LIMIT_CODES = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

export async function readForm(request: FastifyRequest): Promise<Form> {
  const files = new Map<string, UploadedFile>();
  if (!request.isMultipart()) {
    const body = request.body;
    return { fields: body && typeof body === 'object' ? { ...(body as Record<string, unknown>) } : {}, files };
  }
  const fields: Record<string, unknown> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        // An empty file input is sent as a nameless, empty part: nothing chosen.
        if (buffer.length === 0 && !part.filename) continue;
        files.set(part.fieldname, { fieldname: part.fieldname, filename: part.filename, mimetype: part.mimetype, buffer });
      } else {
        if (containsNul(part.fieldname) || containsNul(part.value)) throw nulRefused();
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, t('files.tooLarge'));
    if (code && LIMIT_CODES.has(code)) throw new AppError(413, t('files.tooMany'));
    throw error;
  }
  return { fields, files };
}

/** A form's text fields checked by the shared schema: its data, or the one invalid-input 400. */
export function parseForm<S extends z.ZodType>(schema: S, fields: Record<string, unknown>): z.output<S> {
  const result = schema.safeParse(fields);
  if (!result.success) throw invalidInput(result.error.issues);
  return result.data;
}

export default fp(
  async (app) => {
    await app.register(multipart, {
      // Fields: the doctor forms send lists as one field per entry (services[0], services[1] …).
      limits: { fileSize: FILE_MAX_BYTES, files: MULTIPART_MAX_FILES, fields: 300, fieldSize: 64 * 1024, parts: 310 },
    });
  },
  { name: 'multipart' },
);
