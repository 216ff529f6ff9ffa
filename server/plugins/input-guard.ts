/**
 * Input nested deeper than MAX_INPUT_DEPTH is refused on every route (400), before anything walks it.
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

/** No request of ours nests deeper than a few levels; 32 leaves room and refuses what would overflow a stack. */
export const MAX_INPUT_DEPTH = 32;

/**
 * True when `value` nests objects or arrays deeper than `limit`. Iterative, so a body of a
 * million `[` (1 MB parses fine) cannot overflow the stack here as it did in JSON.stringify
 * (the idempotency hash answered 500: issue 36).
 */
export function nestsDeeperThan(value: unknown, limit = MAX_INPUT_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (!item || typeof item !== 'object' || Buffer.isBuffer(item)) continue;
    if (depth >= limit) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) {
      if (child && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}

/** Throws the 400 for input nested too deep, then for text with NUL, anywhere in `values`. */
export function refuseHostileInput(...values: unknown[]): void {
  if (values.some((value) => nestsDeeperThan(value))) throw badRequest(t('common.tooDeep', { max: MAX_INPUT_DEPTH }));
  if (values.some((value) => containsNul(value))) throw nulRefused();
}

export default fp(async (app) => {
  // Params are flat strings: only their NUL check can refuse them.
  app.addHook('preValidation', async (request) => refuseHostileInput(request.params, request.query, request.body));
}, { name: 'input-guard' });
