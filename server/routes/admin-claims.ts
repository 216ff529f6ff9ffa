import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { claimRejectBody, claimsQuery, idParams } from '../../src/shared/schemas/admin.ts';
import { claimItem, decisionResult, queuePage } from '../../src/shared/schemas/admin-items.ts';
import { ok } from '../../src/shared/schemas/envelope.ts';
import { requireRole } from '../plugins/auth.ts';
import { publicOrigin } from '../services/seo/public-origin.ts';
import { actorOf } from '../services/admin/decisions.ts';
import { claimDetail, searchClaims } from '../services/admin/claims-queue.ts';
import { approveClaim, rejectClaim } from '../services/admin/claims-admin.ts';
import { messagingOf } from './messaging-of.ts';
import { localizeNames } from '../services/common/catalog-names.ts';
import { t } from '../../src/shared/i18n/format.ts';

/**
 * The verification team's claim decisions over HTTP, admins only: the
 * console's claims queue (tab counts, search, the claimed profile beside the
 * request) and the same service functions as `npm run admin -- claims |
 * approve-claim | reject-claim`. The proofs are read through
 * GET /api/admin/claims/:id/proof/:kind (routes/claims.ts).
 */
const adminClaimRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation: a visitor or non-admin is refused whatever they send.
  const admin = { preValidation: requireRole('admin') };
  const db = app.database.db;

  app.get('/admin/claims', { ...admin, schema: { querystring: claimsQuery, response: { 200: queuePage(claimItem) } } }, async (request, reply) => {
    const result = await searchClaims(db, request.query);
    reply.header('cache-control', 'private, no-store');
    return { success: true as const, data: localizeNames(result.items), counts: result.counts, total: result.total, last_page: result.lastPage };
  });

  app.get('/admin/claims/:id', { ...admin, schema: { params: idParams, response: { 200: ok(claimItem) } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { success: true as const, data: localizeNames(await claimDetail(db, request.params.id)) };
  });

  app.post('/admin/claims/:id/approve', { ...admin, schema: { params: idParams, response: { 200: decisionResult } } }, async (request) => {
    const deps = { ...messagingOf(request), publicUrl: publicOrigin(request), fileStore: app.fileStore };
    const actor = await actorOf(db, request.auth!.userId);
    const { doctorUserId, identifier } = await approveClaim(deps, request.params.id, actor);
    return { success: true as const, message: t('admin.claimApproved', { id: request.params.id }), data: { doctor_user_id: doctorUserId, identifier } };
  });

  app.post('/admin/claims/:id/reject', { ...admin, schema: { params: idParams, body: claimRejectBody, response: { 200: decisionResult } } }, async (request) => {
    const actor = await actorOf(db, request.auth!.userId);
    await rejectClaim(messagingOf(request), request.params.id, request.body.reason, actor);
    return { success: true as const, message: t('admin.claimRejected', { id: request.params.id }), data: { id: request.params.id } };
  });
};

export default adminClaimRoutes;
