import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { t } from '../../src/shared/i18n/format.ts';
import { acceptProposalResponse, linkAcceptBody, proposalParams, proposalResponse, proposeTimeBody } from '../../src/shared/schemas/proposal.ts';
import { linkDone } from '../../src/shared/schemas/reschedule.ts';
import { requireRole } from '../plugins/auth.ts';
import { withIdempotency } from '../plugins/idempotency.ts';
import { acceptProposal, declineProposal, proposeTime } from '../services/booking/reschedule-proposals.ts';
import { publicOrigin } from '../services/seo/public-origin.ts';
import { deliverJobsNow } from '../services/messaging/message-job.ts';
import { messagingOf, sendNow } from './messaging-of.ts';
import { acceptByLink, linkBookingOf } from '../services/booking/link-actions.ts';
import { linkKeyOf } from '../services/reminders/link-tokens.ts';
import { requireVerifiedDoctor } from './doctor-common.ts';

/**
 * The doctor's 'Propose another time' and the patient's answer (issue 19): propose from the
 * booking list, accept or decline from My Bookings, or accept by the message's one-tap link.
 */
const proposalRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const key = async () => linkKeyOf(await app.otpSecret());
  const moved = async (message: string, appointmentId: number) => ({ success: true as const, message, data: { appointment: await linkBookingOf(db, appointmentId) } });

  app.post('/doctor/propose-time', { config: { idempotencyKey: true }, preValidation: requireVerifiedDoctor(), schema: { body: proposeTimeBody, response: { 200: proposalResponse } } }, async (request, reply) =>
    withIdempotency(request, reply, 'propose-time', async () => {
      const result = await proposeTime(db, {
        doctorId: request.auth!.doctorId!,
        appointmentId: request.body.appointment_id,
        date: request.body.appointment_date,
        time: request.body.appointment_time,
        linkKey: await key(),
        origin: publicOrigin(request),
        config: app.config,
      });
      await deliverJobsNow(messagingOf(request), result.jobIds);
      return { success: true as const, message: t('proposal.sent'), data: result.proposal };
    }),
  );

  app.post('/proposals/:id/accept', { config: { idempotencyKey: true }, preValidation: requireRole('user'), schema: { params: proposalParams, response: { 200: acceptProposalResponse } } }, async (request, reply) =>
    withIdempotency(request, reply, 'accept-proposal', async () => {
      const result = await acceptProposal(db, { proposalId: request.params.id, patientId: request.auth!.userId });
      await sendNow(request, result.jobIds);
      return moved(t('proposal.accepted'), result.appointment.id);
    }),
  );

  app.post('/proposals/:id/decline', { preValidation: requireRole('user'), schema: { params: proposalParams, response: { 200: proposalResponse } } }, async (request) => {
    const result = await declineProposal(db, request.auth!.userId, request.params.id);
    await deliverJobsNow(messagingOf(request), result.jobIds);
    return { success: true as const, message: t('proposal.declined'), data: result.proposal };
  });

  app.post('/appointment-link/accept', { schema: { body: linkAcceptBody, response: { 200: linkDone } } }, async (request) => {
    const result = await acceptByLink(db, await key(), request.body);
    await sendNow(request, result.jobIds);
    return moved(t('proposal.accepted'), result.appointment.id);
  });
};

export default proposalRoutes;
