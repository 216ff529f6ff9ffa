import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { t } from '../../src/shared/i18n/format.ts';
import {
  joinWaitlistBody, waitlistEntryParams, waitlistEntryResponse, waitlistLeaveResponse, waitlistListResponse,
} from '../../src/shared/schemas/waitlist.ts';
import { requireRole } from '../plugins/auth.ts';
import { now } from '../services/common/clock.ts';
import { joinWaitlist, leaveWaitlist, listMyWaitlist } from '../services/waitlist/waitlist-entries.ts';
import { sendWaitlistOffers } from './messaging-of.ts';

/** The waitlist for freed slots (issue 19): patients join, see and leave their own entries. */
const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const patient = { preValidation: requireRole('user') };

  app.post('/waitlist', { ...patient, schema: { body: joinWaitlistBody, response: { 200: waitlistEntryResponse } } }, async (request, reply) => {
    const result = await joinWaitlist(db, request.auth!.userId, request.body, now());
    reply.header('cache-control', 'no-store');
    return { success: true as const, message: t(result.created ? 'waitlist.joined' : 'waitlist.updated'), data: result.entry };
  });

  app.get('/waitlist', { ...patient, schema: { response: { 200: waitlistListResponse } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { success: true as const, data: await listMyWaitlist(db, request.auth!.userId, now()) };
  });

  app.delete('/waitlist/:id', { ...patient, schema: { params: waitlistEntryParams, response: { 200: waitlistLeaveResponse } } }, async (request) => {
    const result = await leaveWaitlist(db, request.auth!.userId, request.params.id, now());
    if (result.handedOn) await sendWaitlistOffers(request);
    return {
      success: true as const,
      message: t(result.changed ? 'waitlist.left' : 'waitlist.alreadyLeft'),
      data: { id: result.entry.id, status: result.entry.status },
    };
  });
};

export default waitlistRoutes;
