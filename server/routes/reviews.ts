import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dbId } from '../../src/shared/schemas/db-values.ts';
import { t } from '../../src/shared/i18n/format.ts';
import { addReviewBody, addReviewData, deleteReviewBody, myReviewsData, myReviewsQuery } from '../../src/shared/schemas/review.ts';
import { ok } from '../../src/shared/schemas/envelope.ts';
import { requireRole } from '../plugins/auth.ts';
import { withIdempotency } from '../plugins/idempotency.ts';
import { addReview, deleteReview, myReviewIds } from '../services/patient/reviews.ts';

const idParam = z.object({ id: dbId() });

/** Write a Review (001 §2, §5, §7) and the reviewer's Delete. */
const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post('/add-review', { config: { idempotencyKey: true }, preValidation: requireRole('user'), schema: { body: addReviewBody, response: { 200: ok(addReviewData) } } }, async (request, reply) => {
    const input = request.body;
    return withIdempotency(request, reply, 'add-review', async () => {
      const review = await addReview(db, request.auth!.userId, input);
      return { success: true as const, message: t('review.added'), data: { review } };
    });
  });

  app.delete('/reviews/:id', { preValidation: requireRole('user'), schema: { params: idParam, response: { 200: ok(z.null()) } } }, async (request) => {
    await deleteReview(db, request.auth!.userId, request.params.id);
    return { success: true as const, message: t('review.deleted'), data: null };
  });

  app.get('/my-reviews', { preValidation: requireRole('user'), schema: { querystring: myReviewsQuery, response: { 200: ok(myReviewsData) } } }, async (request, reply) => {
    const { doctor_id } = request.query;
    reply.header('cache-control', 'private, no-store');
    return { success: true as const, data: { review_ids: await myReviewIds(db, request.auth!.userId, doctor_id) } };
  });

  app.post('/delete-review', { preValidation: requireRole('user'), schema: { body: deleteReviewBody, response: { 200: ok(z.null()) } } }, async (request) => {
    const { review_id } = request.body;
    await deleteReview(db, request.auth!.userId, review_id);
    return { success: true as const, message: t('review.deleted'), data: null };
  });
};

export default reviewRoutes;
