import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dbId } from '../../src/shared/schemas/db-values.ts';
import { t } from '../../src/shared/i18n/format.ts';
import { changeStatusBody, changeStatusData } from '../../src/shared/schemas/change-status.ts';
import { myAppointmentsBody, myBookingItem, myEnquiryItem } from '../../src/shared/schemas/my-appointments.ts';
import { ok, paginated } from '../../src/shared/schemas/envelope.ts';
import { requireAuth, requireRole } from '../plugins/auth.ts';
import { withIdempotency } from '../plugins/idempotency.ts';
import { changeAppointmentStatus } from '../services/booking/appointment-status.ts';
import { deliverJobsNow } from '../services/messaging/message-job.ts';
import { listMyAppointments } from '../services/booking/my-appointments.ts';
import { myAppointmentIcs } from '../services/booking/my-appointments-calendar.ts';
import { messagingOf, sendWaitlistOffers } from './messaging-of.ts';
import { localizeNames } from '../services/common/catalog-names.ts';

const idParam = z.object({ id: dbId() });

/** My Bookings (001 §2, §4, §7): the list, "Add to calendar" and cancellation. */
const patientBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post('/my-appointments', { preValidation: requireRole('user'), schema: { body: myAppointmentsBody, response: { 200: paginated(z.discriminatedUnion('kind', [myBookingItem, myEnquiryItem])) } } }, async (request, reply) => {
    const page = await listMyAppointments(db, request.auth!.userId, request.body);
    reply.header('cache-control', 'private, no-store');
    // The doctors' specialities in the page's language (catalog names, issue 18).
    return { success: true as const, ...localizeNames(page) };
  });

  app.get('/appointments/:id/calendar.ics', { preValidation: requireRole('user'), schema: { params: idParam } }, async (request, reply) => {
    // Seeded bookings store their room as a path (/consult/…): the calendar needs the whole address.
    const origin = app.config.PUBLIC_URL || `${request.protocol}://${request.host}`;
    const ics = await myAppointmentIcs(db, request.auth!.userId, request.params.id, origin);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="appointment-${request.params.id}.ics"`)
      .header('cache-control', 'private, no-store')
      .send(ics);
  });

  // Patients cancel here; the doctor portal uses the same call for its transitions.
  app.post('/change-appointment-status', { config: { idempotencyKey: true }, preValidation: requireAuth(), schema: { body: changeStatusBody, response: { 200: ok(changeStatusData) } } }, async (request, reply) => {
    const input = request.body;
    return withIdempotency(request, reply, 'change-appointment-status', async () => {
      const result = await changeAppointmentStatus(db, request.auth!, input, undefined, request.server.config);
      const row = result.appointment;
      await deliverJobsNow(messagingOf(request), result.jobIds ?? []);
      if (result.changed && row.bookingStatus === 'cancelled') {
        // The freed time may have gone to a waiting patient: tell them now (the sweep would, later).
        await sendWaitlistOffers(request);
      }
      // The doctor is told the patient was notified; the patient hears about their own booking.
      const cancelledMessage = request.auth!.role === 'doctor' ? 'doctorBookings.cancelled' : 'cancel.done';
      const message = row.bookingStatus === 'cancelled'
        ? t(result.changed ? cancelledMessage : 'cancel.alreadyCancelled')
        : t('status.updated');
      return {
        success: true as const,
        message,
        data: {
          appointment: {
            id: row.id,
            booking_status: row.bookingStatus,
            cancel_reason: row.cancelReason,
            cancel_description: row.cancelDescription,
            cancelled_by: row.cancelledBy,
            status_changed_at: row.statusChangedAt?.toISOString() ?? null,
          },
          changed: result.changed,
        },
      };
    });
  });
};

export default patientBookingRoutes;
