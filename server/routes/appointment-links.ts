import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { t } from '../../src/shared/i18n/format.ts';
import {
  choicesQuery, linkBooking, linkCancelBody, linkChoices, linkConfirmBody, linkDone, linkPreview, linkQuery, linkRescheduleBody, rescheduleBody,
} from '../../src/shared/schemas/reschedule.ts';
import { requireRole } from '../plugins/auth.ts';
import { withIdempotency } from '../plugins/idempotency.ts';
import { rescheduleAppointment } from '../services/booking/reschedule.ts';
import { cancelByLink, confirmByLink, linkBookingOf, previewLink, rescheduleByLink, shortLinkChoices } from '../services/booking/link-actions.ts';
import { linkKeyOf } from '../services/reminders/link-tokens.ts';
import { sendNow } from './messaging-of.ts';

/**
 * Reschedule from My Bookings, and the one-tap links of a reminder (issue 19). The links need no
 * session: the signed token is the permission, for its one booking and action.
 */
const rescheduleAnswer = linkDone.extend({ data: z.object({ appointment: linkBooking, changed: z.boolean() }) });

const appointmentLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const key = async () => linkKeyOf(await app.otpSecret());
  const done = async (message: string, appointmentId: number) => ({
    success: true as const,
    message,
    data: { appointment: await linkBookingOf(db, appointmentId) },
  });

  app.post(
    '/reschedule-appointment',
    { config: { idempotencyKey: true }, preValidation: requireRole('user'), schema: { body: rescheduleBody, response: { 200: rescheduleAnswer } } },
    async (request, reply) =>
      // A replayed answer is the first one, stored as sent.
      (await withIdempotency(request, reply, 'reschedule-appointment', async () => {
        const result = await rescheduleAppointment(db, {
          patientId: request.auth!.userId,
          appointmentId: request.body.appointment_id,
          date: request.body.appointment_date,
          time: request.body.appointment_time,
        });
        await sendNow(request, result.jobIds);
        const answer = await done(t(result.changed ? 'reschedule.done' : 'reschedule.sameTime'), result.appointment.id);
        return { ...answer, data: { ...answer.data, changed: result.changed } };
      })) as z.infer<typeof rescheduleAnswer>,
  );

  app.get('/appointment-link', { schema: { querystring: linkQuery, response: { 200: z.object({ success: z.literal(true), data: linkPreview }) } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { success: true as const, data: await previewLink(db, await key(), request.query.token) };
  });

  // A reminder SMS's short link (issue 42); its own, tighter per-address limit on top of the API's.
  app.get(
    '/appointment-link/choices',
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } }, schema: { querystring: choicesQuery, response: { 200: z.object({ success: z.literal(true), data: linkChoices }) } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, data: await shortLinkChoices(db, await key(), request.query.code) };
    },
  );

  app.post('/appointment-link/confirm', { schema: { body: linkConfirmBody, response: { 200: linkDone } } }, async (request) => {
    const booking = await confirmByLink(db, await key(), request.body.token, request.body.appointment_id);
    return done(t('link.confirmed'), booking.id);
  });

  app.post('/appointment-link/cancel', { schema: { body: linkCancelBody, response: { 200: linkDone } } }, async (request) => {
    const result = await cancelByLink(db, await key(), request.body, request.server.config);
    await sendNow(request, result.jobIds ?? []);
    return done(t('cancel.done'), result.appointment.id);
  });

  app.post('/appointment-link/reschedule', { schema: { body: linkRescheduleBody, response: { 200: linkDone } } }, async (request) => {
    const result = await rescheduleByLink(db, await key(), request.body);
    await sendNow(request, result.jobIds);
    return done(t('reschedule.done'), result.appointment.id);
  });
};

export default appointmentLinkRoutes;
