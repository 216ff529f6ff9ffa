/**
 * Text with U+0000 is refused on every route before validation (400 with one clear message):
 * PostgreSQL cannot store it in text and would fail the query as a 500. Params, query and
 * parsed bodies are checked here; multipart fields in readForm (plugins/multipart.ts), which
 * reads them after this hook.
 */
import fp from 'fastify-plugin';
import { hasNulCharacter } from '../../src/shared/schemas/db-values.ts';
import { t } from '../../src/shared/i18n/format.ts';
import { badRequest } from '../errors.ts';

/** True when a string anywhere in `value` (keys included) holds a NUL character. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return hasNulCharacter(value);
  if (!value || typeof value !== 'object' || depth > 32) return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  if (Buffer.isBuffer(value)) return false;
  return Object.entries(value).some(([key, item]) => hasNulCharacter(key) || containsNul(item, depth + 1));
}

export const nulRefused = () => badRequest(t('common.nulCharacter'));

export default fp(async (app) => {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) throw nulRefused();
  });
}, { name: 'input-guard' });
