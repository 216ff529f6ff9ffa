import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { t } from '../../src/shared/i18n/format.ts';
import { supportBody } from '../../src/shared/schemas/support.ts';
import { idData, ok } from '../../src/shared/schemas/envelope.ts';
import { requireRole } from '../plugins/auth.ts';
import { withIdempotency } from '../plugins/idempotency.ts';
import { submitSupportRequest } from '../services/messaging/support.ts';
import { messagingOf } from './messaging-of.ts';

/** Support (001 §2): the request is stored and acknowledged. */
const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/support', { config: { idempotencyKey: true }, preValidation: requireRole('user'), schema: { body: supportBody, response: { 200: ok(idData) } } }, async (request, reply) => {
    const input = request.body;
    return withIdempotency(request, reply, 'support', async () => {
      const { id } = await submitSupportRequest(messagingOf(request), request.auth!.userId, input);
      return { success: true as const, message: t('support.sent'), data: { id } };
    });
  });
};

export default supportRoutes;
