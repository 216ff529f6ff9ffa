import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { t } from '../../src/shared/i18n/format.ts';
import { AppError, bearerChallenge, fastifyInputMessage, invalidInput, type InputIssue } from '../errors.ts';
import { pgErrorCode } from '../services/booking/booking-pg-error.ts';
import { installValidationMessages } from '../services/common/validation-messages.ts';

/**
 * SQLSTATEs of input the database cannot take: numeric_value_out_of_range, invalid_text_representation,
 * untranslatable_character, character_not_in_repertoire, string_data_right_truncation.
 */
const INPUT_SQLSTATES = new Set(['22003', '22P02', '22P05', '22021', '22001']);
/** query_canceled: here, statement_timeout (STATEMENT_TIMEOUT_MS). */
const STATEMENT_TIMED_OUT = '57014';

/** A failed call's answer: status, extra headers and `{ success: false, message, errors? }`. */
export interface Failure {
  status: number;
  headers?: Record<string, string>;
  body: { success: false; message: string; errors?: Record<string, string> | undefined };
}

/**
 * The answer to a call that threw `error`: the route's error handler (below) and the server renderer's
 * in-process reads (public-read.ts, callPublicRead) give the same one.
 */
export function failureOf(error: unknown, request: FastifyRequest): Failure {
  if (error instanceof AppError) {
    const headers = error.statusCode === 401 ? { 'www-authenticate': bearerChallenge(request.headers.authorization) } : undefined;
    return { status: error.statusCode, headers, body: { success: false, message: error.message, errors: error.errors } };
  }
  // Last resort: a value the schemas let through but the database refuses (out of range for
  // integer, NUL in text, …) is the client's input, not our failure. The warning names the
  // route so its schema gets the bound (tests/api/edge-input.test.ts fails on it).
  const sqlState = pgErrorCode(error);
  if (sqlState === STATEMENT_TIMED_OUT) {
    // STATEMENT_TIMEOUT_MS cut a statement short: the request is answered, nobody else waits behind it.
    request.log.warn({ route: request.routeOptions.url }, 'a statement ran past STATEMENT_TIMEOUT_MS');
    return { status: 503, headers: { 'retry-after': '5' }, body: { success: false, message: t('common.tooSlow') } };
  }
  if (sqlState && INPUT_SQLSTATES.has(sqlState)) {
    request.log.warn({ sqlState, route: request.routeOptions.url }, 'database refused an input value');
    return { status: 400, body: { success: false, message: t('common.validation') } };
  }
  const status = (error as { statusCode?: number }).statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return { status: 500, body: { success: false, message: t('common.serverError') } };
  }
  if (status === 429) return { status: 429, body: { success: false, message: t('common.tooManyRequests') } };
  // Fastify's own 4xx (bad JSON, body too large, unsupported media type): in the caller's words.
  return { status, body: { success: false, message: fastifyInputMessage(error) } };
}

/**
 * The 400 for a route schema's failed checks (the validator's, and callPublicRead's for the server renderer):
 * each issue worded when the input was parsed, in the caller's language (src/shared/schemas/message.ts,
 * validation-messages.ts), else the generic message.
 */
export const invalidSchemaInput = (issues: readonly { path: readonly PropertyKey[]; message?: string | undefined }[]) =>
  invalidInput(issues.map((issue): InputIssue => ({ path: issue.path, message: issue.message || t('common.validation') })));

/**
 * One failure shape for every route (DESIGN §4): the right status and
 * { success: false, message, errors? }. Nothing internal reaches the client.
 */
export default fp(async (app) => {
  installValidationMessages();
  // Every route schema (body, query, params) fails through here: fastify-type-provider-zod
  // hands over zod's issues, each with its path and the shared schema's message.
  app.setSchemaErrorFormatter((issues) =>
    invalidSchemaInput(issues.map((issue) => ({ path: issue.instancePath.split('/').filter(Boolean), message: issue.message }))),
  );

  app.setErrorHandler((error, request, reply) => {
    const failure = failureOf(error, request);
    for (const [name, value] of Object.entries(failure.headers ?? {})) reply.header(name, value);
    return reply.status(failure.status).send(failure.body);
  });
});
