/**
 * Idempotent writes (DESIGN §4): a retried request with the same
 * `Idempotency-Key` header gets the first answer and changes nothing.
 *
 *   app.post('/add-appointment', { preValidation: requireRole('user'), schema: { body } }, (request, reply) =>
 *     withIdempotency(request, reply, 'add-appointment', async () => {
 *       const data = await book(...);
 *       reply.code(201);
 *       return { success: true, data };   // return the body; do not call reply.send()
 *     }));
 *
 * Applies only when the header is present and the request is signed in (keys
 * are per user and scope). The first request reserves the key with INSERT … ON
 * CONFLICT DO NOTHING, so of N concurrent identical requests exactly one runs
 * the handler; the others wait for its answer (up to ~5 s, then 409) and
 * replay it with the header `Idempotent-Replayed: true`. The same key with a
 * different method, URL or body → 422. A 4xx AppError answer is stored and
 * replayed like a success; any other failure frees the key so a retry runs
 * again. Multipart bodies are not hashed (only fields parsed into request.body).
 *
 * The handler gets the key (null without one) to store with what it creates in its own
 * transaction; `recover(key)` finds that again. A reserved key without an answer (the
 * first attempt still running, or its process died after committing) is first offered to
 * `recover`: when the write did commit, the retry answers it at once (200) and stores it.
 */
import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { t } from '../../src/shared/i18n/format.ts';
import { idempotencyKeys } from '../db/schema/auth.ts';
import { AppError, badRequest, conflict } from '../errors.ts';
import { now } from '../services/common/clock.ts';

const WAIT_MS = 5_000;
const POLL_MS = 50;
/** A reservation this old without an answer belongs to a crashed process: take it over. */
const STALE_MS = 60_000;

export const IDEMPOTENCY_HEADER = 'idempotency-key';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes an Idempotency-Key (withIdempotency): the OpenAPI document says so from this flag. */
    idempotencyKey?: boolean;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const sentBodies = new WeakMap<FastifyRequest, unknown>();

/**
 * preValidation hook (app.ts): keeps the body as the client sent it before a route schema
 * replaces `request.body` with its parsed value, so the request hash is of what was sent.
 */
export async function keepSentBody(request: FastifyRequest): Promise<void> {
  if (request.headers[IDEMPOTENCY_HEADER] !== undefined) sentBodies.set(request, request.body);
}

function requestHash(request: FastifyRequest): string {
  const body = sentBodies.has(request) ? sentBodies.get(request) : request.body;
  return createHash('sha256')
    .update(JSON.stringify([request.method, request.url, body ?? null]))
    .digest('hex');
}

export async function withIdempotency<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  scope: string,
  handler: (key: string | null) => Promise<T>,
  recover?: (key: string) => Promise<T | null>,
): Promise<T> {
  // The OpenAPI document (plugins/openapi.ts) lists the header from the route's flag: a route that
  // takes the key without saying so fails every test that calls it, so the two cannot drift.
  if (request.routeOptions.config.idempotencyKey !== true && !request.server.config.isProduction) {
    throw new Error(`${request.routeOptions.url ?? request.url} uses withIdempotency without config.idempotencyKey`);
  }
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined || !request.auth) return handler(null);
  const key = Array.isArray(raw) ? raw[0] ?? '' : raw;
  if (key.length < 1 || key.length > 100) throw badRequest(t('common.idempotencyKeyInvalid'));

  const db = request.server.database.db;
  const userId = request.auth.userId;
  const hash = requestHash(request);
  const where = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
  const deadline = Date.now() + WAIT_MS;

  for (;;) {
    const [reserved] = await db
      .insert(idempotencyKeys)
      .values({ userId, scope, key, requestHash: hash, createdAt: now() })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (reserved) return run();

    const [row] = await db.select().from(idempotencyKeys).where(where);
    if (row) {
      if (row.requestHash !== hash) throw new AppError(422, t('common.idempotencyMismatch'));
      if (row.statusCode !== null) {
        // The stored answer is sent as is; the handler's return value is the sent reply (Fastify then sends nothing more).
        return reply.code(row.statusCode).header('idempotent-replayed', 'true').send(row.response) as unknown as T;
      }
      const recovered = await recover?.(key);
      if (recovered) {
        // Only fills an answer nobody stored yet; the first attempt, if alive, stores the same.
        await db.update(idempotencyKeys).set({ statusCode: 200, response: recovered }).where(and(where, isNull(idempotencyKeys.statusCode)));
        return reply.code(200).header('idempotent-replayed', 'true').send(recovered) as unknown as T;
      }
      if (now().getTime() - row.createdAt.getTime() > STALE_MS) {
        const [taken] = await db
          .update(idempotencyKeys)
          .set({ createdAt: now() })
          .where(and(where, isNull(idempotencyKeys.statusCode), eq(idempotencyKeys.createdAt, row.createdAt)))
          .returning({ key: idempotencyKeys.key });
        if (taken) return run();
      }
    }
    // No row: the first request failed and freed the key; loop to reserve it.
    if (Date.now() >= deadline) throw conflict(t('common.idempotencyInFlight'));
    await sleep(POLL_MS);
  }

  async function run(): Promise<T> {
    try {
      const body = await handler(key);
      await db.update(idempotencyKeys).set({ statusCode: reply.statusCode, response: body ?? null }).where(where);
      return body;
    } catch (error) {
      if (error instanceof AppError && error.statusCode < 500) {
        const failure = { success: false, message: error.message, errors: error.errors };
        await db.update(idempotencyKeys).set({ statusCode: error.statusCode, response: failure }).where(where);
      } else {
        await db.delete(idempotencyKeys).where(where);
      }
      throw error;
    }
  }
}
