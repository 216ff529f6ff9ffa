import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { now, resetClock, setClock } from '../services/common/clock.ts';
import { listOutbox } from '../services/messaging/outbox.ts';
import { jobHandlers } from '../services/job-handlers.ts';
import { runDueJobs } from '../services/jobs/run-jobs.ts';
import { ok } from '../../src/shared/schemas/envelope.ts';

/** An ISO 8601 instant with its offset ('2030-01-07T06:00:00Z'), or null for the real clock. */
/** One demo outbox message (DESIGN §8). */
const outboxEntry = z.object({
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  code: z.string().nullable(),
  channel: z.enum(['email', 'sms', 'whatsapp']),
  created_at: z.string(),
});

const clockBody = z.object({ now: z.iso.datetime({ offset: true }).nullable() });

/**
 * Demo and test helpers, never in production (app.ts registers this plugin
 * only then): elsewhere these paths answer 404.
 * - GET /api/dev/outbox (DESIGN §8) when config.demoOutbox;
 * - POST /api/dev/run-jobs (with the clock): runs the due jobs now;
 * - POST /api/dev/clock when config.testClock (ALLOW_TEST_CLOCK=1): end-to-end
 *   tests move the server's clock (server/services/common/clock.ts) past a booking's
 *   start or end instead of waiting for it. The clock keeps ticking from the
 *   set instant, so code expiry and session times still move.
 */
const devRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.demoOutbox) {
    app.get(
      '/dev/outbox',
      { schema: { querystring: z.object({ to: z.string().trim().min(1).max(200) }), response: { 200: ok(z.array(outboxEntry)) } }, config: { rateLimit: false } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { success: true as const, data: await listOutbox(app.database.db, request.query.to) };
      },
    );
  }

  if (app.config.testClock) {
    app.post('/dev/clock', { schema: { body: clockBody, response: { 200: ok(z.object({ now: z.string(), real: z.boolean() })) } }, config: { rateLimit: false } }, async (request, reply) => {
      const target = request.body.now;
      if (target === null) {
        resetClock();
      } else {
        const offset = Date.parse(target) - Date.now();
        setClock(() => Date.now() + offset);
      }
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: { now: now().toISOString(), real: target === null } };
    });

    // End-to-end tests send what is due (or, with due_by, what will be: a reminder a day early)
    // without waiting for the poll and without moving the one clock other specs read.
    app.post(
      '/dev/run-jobs',
      {
        config: { rateLimit: false },
        schema: { body: z.object({ due_by: z.iso.datetime({ offset: true }).optional() }).optional(), response: { 200: z.object({ success: z.literal(true), data: z.object({ ran: z.number(), retried: z.number(), failed: z.number() }) }) } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const dueBy = request.body?.due_by ? new Date(request.body.due_by) : undefined;
        return { success: true as const, data: await runDueJobs(app, jobHandlers, dueBy ? { dueBy } : {}) };
      },
    );
  }
};

export default devRoutes;
