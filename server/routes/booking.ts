import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { t } from '../../src/shared/i18n/format.ts';
import { addAppointmentBody, doctorAvailabilityBody, enquiryBody, type AppointmentData } from '../../src/shared/schemas/booking.ts';
import { badRequest } from '../errors.ts';
import { requireRole } from '../plugins/auth.ts';
import { withIdempotency } from '../plugins/idempotency.ts';
import { publicOrigin } from '../services/seo/public-origin.ts';
import { loadAvailability } from '../services/booking/availability.ts';
import { bookAppointment, bookingByIdempotencyKey } from '../services/booking/booking.ts';
import { deliverJobsNow } from '../services/jobs/run-jobs.ts';
import { sendEnquiry } from '../services/booking/enquiry.ts';
import { now } from '../services/common/clock.ts';
import { deliverWaitlistOffers } from '../services/waitlist/waitlist-notify.ts';

/**
 * Validates a body with the shared schema. The first field's message becomes
 * the answer's message (the spec's copy, e.g. 'Please select both date and
 * time'), every field's message goes in `errors`.
 */
function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_';
    errors[field] ??= issue.message;
  }
  throw badRequest(result.error.issues[0]?.message ?? t('common.validation'), errors);
}

const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const messaging = (request: FastifyRequest) => ({ config: app.config, database: app.database, log: request.log });
  const jobDeps = (request: FastifyRequest) => ({ ...messaging(request), otpSecret: app.otpSecret });

  app.post('/doctor-availability', async (request, reply) => {
    const body = parseBody(doctorAvailabilityBody, request.body);
    const data = await loadAvailability(app.database.db, {
      doctorId: body.doctor_id,
      type: body.type,
      date: body.date,
      clinicId: body.clinic_id,
      viewerId: request.auth?.role === 'user' ? request.auth.userId : null,
    });
    // Slots change with every booking and with the clock: never cache.
    return reply.header('cache-control', 'no-store').send({ success: true, data });
  });

  app.post('/add-appointment', { preHandler: requireRole('user') }, async (request, reply) => {
    const input = parseBody(addAppointmentBody, request.body);
    const answer = (appointment: AppointmentData) => ({ success: true, message: t('booking.booked'), data: { appointment } });
    return withIdempotency(
      request,
      reply,
      'add-appointment',
      async (idempotencyKey) => {
        const booking = await bookAppointment(app.database.db, {
          patientId: request.auth!.userId,
          input,
          publicOrigin: publicOrigin(request),
          idempotencyKey,
          onOffersMade: async () => void (await deliverWaitlistOffers(messaging(request), publicOrigin(request), now())),
        });
        await deliverJobsNow(jobDeps(request), booking.jobIds ?? []);
        return answer(booking.appointment);
      },
      async (key) => {
        const appointment = await bookingByIdempotencyKey(app.database.db, request.auth!.userId, key);
        return appointment ? answer(appointment) : null;
      },
    );
  });

  app.post('/send-appointment-enquiry', { preHandler: requireRole('user') }, async (request, reply) => {
    const input = parseBody(enquiryBody, request.body);
    return withIdempotency(request, reply, 'send-appointment-enquiry', async () => {
      const data = await sendEnquiry(messaging(request), request.auth!.userId, input);
      return { success: true, message: t('enquiry.sent'), data };
    });
  });
};

export default bookingRoutes;
