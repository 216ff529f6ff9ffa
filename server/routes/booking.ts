import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { t } from '../../src/shared/i18n/format.ts';
import {
  addAppointmentBody, addAppointmentData, availabilityData, doctorAvailabilityBody, enquiryBody, enquiryData, type AppointmentData,
} from '../../src/shared/schemas/booking.ts';
import { ok } from '../../src/shared/schemas/envelope.ts';
import { requireRole } from '../plugins/auth.ts';
import { withIdempotency } from '../plugins/idempotency.ts';
import { publicOrigin } from '../services/seo/public-origin.ts';
import { publicRead } from '../plugins/public-read.ts';
import { answerOf, AVAILABILITY_TTL_MS, CATALOG_SCOPE, doctorScope } from '../services/common/read-cache.ts';
import { loadAvailability } from '../services/booking/availability.ts';
import { bookAppointment, bookingByIdempotencyKey } from '../services/booking/booking.ts';
import { deliverClaimedJobs } from '../services/messaging/message-job.ts';
import { sendEnquiry } from '../services/booking/enquiry.ts';
import { messagingOf, sendWaitlistOffers } from './messaging-of.ts';

const bookingRoutes: FastifyPluginAsyncZod = async (app) => {

  const availabilityAnswer = ok(availabilityData);
  const availability = (body: z.output<typeof doctorAvailabilityBody>, viewerId: number | null) => async () => ({
    success: true as const,
    data: await loadAvailability(app.database.db, { doctorId: body.doctor_id, type: body.type, date: body.date, clinicId: body.clinic_id, daysFrom: body.days_from, viewerId }),
  });
  publicRead(app, {
    method: 'POST',
    url: '/doctor-availability',
    input: doctorAvailabilityBody,
    response: availabilityAnswer,
    policy: 'availability',
    // A signed-in patient may see a slot held for them free: their answer is theirs, never cached.
    own: async (body, request) =>
      request.auth?.role === 'user' ? answerOf(availabilityAnswer, await availability(body, request.auth.userId)()) : null,
    read: (body) =>
      app.readCache.read({
        // Slots follow the clock (past slots, notice windows): answers live in 5 s buckets of the server clock.
        key: `availability:${JSON.stringify(body)}`,
        scopes: [CATALOG_SCOPE, doctorScope(body.doctor_id)],
        ttlMs: AVAILABILITY_TTL_MS,
        schema: availabilityAnswer,
        load: availability(body, null),
      }),
  });

  app.post('/add-appointment', { config: { idempotencyKey: true }, preValidation: requireRole('user'), schema: { body: addAppointmentBody, response: { 200: ok(addAppointmentData) } } }, async (request, reply) => {
    const input = request.body;
    const answer = (appointment: AppointmentData) => ({ success: true as const, message: t('booking.booked'), data: { appointment } });
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
          onOffersMade: async () => void (await sendWaitlistOffers(request)),
        });
        await deliverClaimedJobs(messagingOf(request), booking.jobs ?? []);
        return answer(booking.appointment);
      },
      async (key) => {
        const appointment = await bookingByIdempotencyKey(app.database.db, request.auth!.userId, key);
        return appointment ? answer(appointment) : null;
      },
    );
  });

  app.post('/send-appointment-enquiry', { config: { idempotencyKey: true }, preValidation: requireRole('user'), schema: { body: enquiryBody, response: { 200: ok(enquiryData) } } }, async (request, reply) => {
    const input = request.body;
    return withIdempotency(request, reply, 'send-appointment-enquiry', async () => {
      const data = await sendEnquiry(messagingOf(request), request.auth!.userId, input);
      return { success: true as const, message: t('enquiry.sent'), data };
    });
  });
};

export default bookingRoutes;
