import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { t } from '../../src/shared/i18n/format.ts';
import { idData, ok, paginated } from '../../src/shared/schemas/envelope.ts';
import { deleteTimingBody, doctorTimingsQuery, saveTimingBody, timingDetailQuery, timingItem } from '../../src/shared/schemas/timings.ts';
import { forbidden, notFound } from '../errors.ts';
import { withIdempotency } from '../plugins/idempotency.ts';
import { listTimings, timingDetail } from '../services/doctor-profile/timings.ts';
import { deleteTiming, saveTiming } from '../services/doctor-profile/timings-save.ts';
import { requireVerifiedDoctor } from './doctor-common.ts';

/**
 * Appointment configurations (001 §2 Configure Appointment, §7): the
 * verified doctor's own only. Another doctor's id in the list query is 403;
 * another doctor's configuration by id is 404 (ids say nothing).
 */
const doctorTimingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const guard = { preValidation: requireVerifiedDoctor() };

  app.get('/doctor-timings', { ...guard, schema: { querystring: doctorTimingsQuery, response: { 200: paginated(timingItem) } } }, async (request, reply) => {
    const query = request.query;
    if (query.doctor_id !== request.auth!.doctorId) throw forbidden(t('auth.forbidden'));
    const page = await listTimings(db, query.doctor_id, query);
    reply.header('cache-control', 'private, no-store');
    return { success: true as const, ...page };
  });

  app.get('/doctor/timing-detail', { ...guard, schema: { querystring: timingDetailQuery, response: { 200: ok(timingItem) } } }, async (request, reply) => {
    const query = request.query;
    const data = await timingDetail(db, request.auth!.doctorId!, query.timing_id);
    if (!data) throw notFound(t('timings.notFound'));
    reply.header('cache-control', 'private, no-store');
    return { success: true as const, data };
  });

  app.post('/doctor/add-timings', { config: { idempotencyKey: true }, ...guard, schema: { body: saveTimingBody, response: { 200: ok(timingItem), 201: ok(timingItem) } } }, async (request, reply) => {
    const input = request.body;
    return withIdempotency(request, reply, 'doctor-add-timings', async () => {
      const { item, created } = await saveTiming(db, request.auth!.doctorId!, input);
      if (created) reply.code(201);
      return { success: true as const, message: t(created ? 'timings.created' : 'timings.updated'), data: item };
    });
  });

  app.post('/doctor/delete-timing', { config: { idempotencyKey: true }, ...guard, schema: { body: deleteTimingBody, response: { 200: ok(idData) } } }, async (request, reply) => {
    const input = request.body;
    return withIdempotency(request, reply, 'doctor-delete-timing', async () => {
      await deleteTiming(db, request.auth!.doctorId!, input.timing_id);
      return { success: true as const, message: t('timings.deleted'), data: { id: input.timing_id } };
    });
  });
};

export default doctorTimingRoutes;
