/**
 * FHIR Appointments of the signed-in patient (Bearer token of verify-otp): create for a free
 * Slot, read, search and cancel. Create and cancel run the services of /api/add-appointment and
 * /api/change-appointment-status, with the same Idempotency-Key handling.
 */
import type { FastifyRequest } from 'fastify';
import type { AppointmentRow } from '../../services/booking/appointment-status.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { t } from '../../../src/shared/i18n/format.ts';
import { requireRole } from '../../plugins/auth.ts';
import { withIdempotency } from '../../plugins/idempotency.ts';
import { badRequest, notFound } from '../../errors.ts';
import { bookingByIdempotencyKey } from '../../services/booking/booking.ts';
import { now } from '../../services/common/clock.ts';
import {
  appointmentStatuses, bookingBody, bookThroughFhir, cancelThroughFhir, myAppointments, ownAppointment,
} from '../../services/fhir/appointments.ts';
import { numericId } from '../../services/fhir/ids.ts';
import { appointmentInput } from '../../services/fhir/appointment-input.ts';
import { appointmentResources } from '../../services/fhir/appointment-subject.ts';
import { deliverClaimedJobs, deliverJobsNow } from '../../services/messaging/message-job.ts';
import { publicOrigin } from '../../services/seo/public-origin.ts';
import { deliverWaitlistOffers } from '../../services/waitlist/waitlist-notify.ts';
import { messagingOf } from '../messaging-of.ts';
import { bundleOf, fhirBase, fhirResource, idParams, list, pageOf, pagingQuery, searchAt, searchInput, sendResource, FHIR_JSON } from './fhir-http.ts';

const searchQuery = z.strictObject({ ...pagingQuery, status: list(12).pipe(z.array(z.enum(appointmentStatuses as [string, ...string[]]))).optional() });
const cancelParameters = z
  .object({
    resourceType: z.literal('Parameters'),
    parameter: z.array(z.object({ name: z.string().max(40), valueString: z.string().max(200).optional() }).loose()).max(10).optional(),
  })
  .loose()
  .optional();
const statusPatch = z
  .array(z.object({ op: z.string().max(20), path: z.string().max(100), value: z.unknown().optional() }).loose())
  .min(1)
  .max(10);

const fhirAppointmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const patientOnly = requireRole('user');
  /** One Appointment with its contained patient, holder and Coverage (appointment-subject.ts). */
  const appointment = async (row: AppointmentRow, origin: string) => (await appointmentResources(db, [row], origin))[0]!;
  const idOf = (raw: string) => {
    const id = numericId(raw);
    if (id === null) throw notFound(t('fhir.notFound', { type: 'Appointment', id: raw }));
    return id;
  };

  app.post('/Appointment', { config: { idempotencyKey: true }, preValidation: patientOnly, schema: { body: appointmentInput, response: { 200: fhirResource, 201: fhirResource } } }, async (request, reply) => {
    const patientId = request.auth!.userId;
    const resource = request.body;
    const base = fhirBase(request);
    reply.type(FHIR_JSON);
    return withIdempotency(
      request,
      reply,
      'fhir-appointment',
      async (idempotencyKey) => {
        const input = await bookingBody(db, patientId, resource);
        const { row, jobs } = await bookThroughFhir(db, {
          patientId,
          input,
          publicOrigin: publicOrigin(request),
          idempotencyKey,
          onOffersMade: async () => void (await deliverWaitlistOffers(messagingOf(request), publicOrigin(request), now())),
        });
        await deliverClaimedJobs(messagingOf(request), jobs);
        reply.code(201).header('location', [base, 'Appointment', row.id].join('/'));
        return appointment(row, publicOrigin(request));
      },
      async (key) => {
        const booked = await bookingByIdempotencyKey(db, patientId, key);
        return booked ? await appointment(await ownAppointment(db, patientId, booked.id), publicOrigin(request)) : null;
      },
    );
  });

  app.get('/Appointment/:id', { preValidation: patientOnly, schema: { params: idParams, response: { 200: fhirResource } } }, async (request, reply) => {
    const row = await ownAppointment(db, request.auth!.userId, idOf(request.params.id));
    return sendResource(reply, await appointment(row, publicOrigin(request)));
  });

  for (const at of searchAt('Appointment')) {
    app.route({
      ...at,
      preValidation: [patientOnly, searchInput(searchQuery)],
      schema: { querystring: searchQuery, response: { 200: fhirResource } },
      handler: async (request, reply) => {
        const page = pageOf(request.query);
        const { rows, total } = await myAppointments(db, request.auth!.userId, request.query.status, page);
        return sendResource(reply, bundleOf(request, await appointmentResources(db, rows, publicOrigin(request)), page, total));
      },
    });
  }

  async function cancel(request: FastifyRequest, id: number, reason: string | undefined) {
    const result = await cancelThroughFhir(db, request.auth!, id, reason, request.server.config);
    await deliverJobsNow(messagingOf(request), result.jobIds ?? []);
    if (result.changed) await deliverWaitlistOffers(messagingOf(request), publicOrigin(request), now());
    return appointment(result.appointment, publicOrigin(request));
  }

  app.post('/Appointment/:id/$cancel', { config: { idempotencyKey: true }, preValidation: patientOnly, schema: { params: idParams, body: cancelParameters, response: { 200: fhirResource } } }, async (request, reply) => {
    const id = idOf(request.params.id);
    const reason = request.body?.parameter?.find((parameter) => parameter.name === 'reason')?.valueString;
    reply.type(FHIR_JSON);
    return withIdempotency(request, reply, 'fhir-appointment-cancel', () => cancel(request, id, reason));
  });

  app.patch('/Appointment/:id', { config: { idempotencyKey: true }, preValidation: patientOnly, schema: { params: idParams, body: statusPatch, response: { 200: fhirResource } } }, async (request, reply) => {
    const id = idOf(request.params.id);
    const onlyCancel = request.body.every((op) => op.path === '/status' ? (op.op === 'replace' || op.op === 'add') && op.value === 'cancelled' : op.op === 'test');
    if (!onlyCancel || !request.body.some((op) => op.path === '/status')) throw badRequest(t('fhir.onlyCancel'));
    reply.type(FHIR_JSON);
    return withIdempotency(request, reply, 'fhir-appointment-cancel', () => cancel(request, id, undefined));
  });
};

export default fhirAppointmentRoutes;
