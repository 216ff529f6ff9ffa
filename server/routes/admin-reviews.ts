import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditQuery, idParams, reviewHideBody, reviewsQuery } from '../../src/shared/schemas/admin.ts';
import { decisionItem, decisionResult, queuePage, reviewItem } from '../../src/shared/schemas/admin-items.ts';
import { paginated } from '../../src/shared/schemas/envelope.ts';
import { requireRole } from '../plugins/auth.ts';
import { actorOf, listDecisions } from '../services/admin/decisions.ts';
import { hideReview, listReviews, unhideReview } from '../services/admin/reviews-moderation.ts';
import { messagingOf } from './messaging-of.ts';
import { t } from '../../src/shared/i18n/format.ts';

/** Review moderation and the audit log of the verification console (issue 20), admins only. */
const adminReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation: a visitor or non-admin is refused whatever they send.
  const admin = { preValidation: requireRole('admin') };
  const db = app.database.db;

  app.get('/admin/reviews', { ...admin, schema: { querystring: reviewsQuery, response: { 200: queuePage(reviewItem) } } }, async (request, reply) => {
    const result = await listReviews(messagingOf(request), request.query);
    reply.header('cache-control', 'private, no-store');
    return { success: true as const, data: result.items, counts: result.counts, total: result.total, last_page: result.lastPage };
  });

  app.post('/admin/reviews/:id/hide', { ...admin, schema: { params: idParams, body: reviewHideBody, response: { 200: decisionResult } } }, async (request) => {
    await hideReview(messagingOf(request), request.params.id, request.body.reason, await actorOf(db, request.auth!.userId));
    return { success: true as const, message: t('admin.reviewHidden', { id: request.params.id }), data: { id: request.params.id } };
  });

  app.post('/admin/reviews/:id/unhide', { ...admin, schema: { params: idParams, response: { 200: decisionResult } } }, async (request) => {
    await unhideReview(messagingOf(request), request.params.id, await actorOf(db, request.auth!.userId));
    return { success: true as const, message: t('admin.reviewShown', { id: request.params.id }), data: { id: request.params.id } };
  });

  app.get('/admin/audit', { ...admin, schema: { querystring: auditQuery, response: { 200: paginated(decisionItem) } } }, async (request, reply) => {
    const result = await listDecisions(db, { subjectType: request.query.subject_type, page: request.query.page });
    reply.header('cache-control', 'private, no-store');
    return { success: true as const, data: result.items, total: result.total, last_page: result.lastPage };
  });
};

export default adminReviewRoutes;
