import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { t } from '../../src/shared/i18n/format.ts';
import { AppError } from '../errors.ts';

/**
 * One failure shape for every route (DESIGN §4): the right status and
 * { success: false, message, errors? }. Nothing internal reaches the client.
 */
export default fp(async (app) => {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ success: false, message: error.message, errors: error.errors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        errors[field] ??= issue.message ?? 'Invalid value';
      }
      return reply.status(400).send({ success: false, message: t('common.validation'), errors });
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ success: false, message: t('common.serverError') });
    }
    if (status === 429) return reply.status(429).send({ success: false, message: t('common.tooManyRequests') });
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type): their messages are safe.
    return reply.status(status).send({ success: false, message: (error as Error).message });
  });
});
