import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { t } from '../../src/shared/i18n/format.ts';
import { badRequest } from '../errors.ts';
import type { MessagingDeps } from '../services/messaging/send-message.ts';

/**
 * Validates input with a shared schema. The first issue's message is the
 * answer's message (the spec's copy, e.g. 'Reason is required*', shown as a
 * toast); every field's first message goes in `errors`.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_';
    errors[field] ??= issue.message;
  }
  throw badRequest(result.error.issues[0]?.message ?? t('common.validation'), errors);
}

/** What sendMessage needs, with the request's logger. */
export const messagingOf = (request: FastifyRequest): MessagingDeps => ({
  config: request.server.config,
  database: request.server.database,
  log: request.log,
});
