import { CallFailure } from '../src/shared/call-failure.ts';
import { t } from '../src/shared/i18n/format.ts';
import type { MessageKey } from '../src/shared/i18n/en.ts';

/** An expected failure with the HTTP status and the message the user sees. */
export class AppError extends CallFailure {
  override readonly name = 'AppError';

  /** Fastify's name for the status (a field: Fastify writes it on schema errors). */
  readonly statusCode = this.status;
}

export const badRequest = (message: string, errors?: Record<string, string>) => new AppError(400, message, errors);
export const unauthorized = (message: string) => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooMany = (message: string) => new AppError(429, message);

/** One failed check of the input: where (field path) and the message the user reads. */
export interface InputIssue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * The one 400 for invalid input (every route schema through Fastify's schema error
 * formatter, the multipart forms through parseForm): each field's first message in
 * `errors` (`specialization.0` for list entries, `_` for the body itself), and the first
 * one as the answer's message (the spec's copy, e.g. 'Reason is required*', shown as a toast).
 */
export function invalidInput(issues: readonly InputIssue[]): AppError {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return badRequest(Object.values(errors)[0] ?? t('common.validation'), errors);
}

/** Fastify's own 4xx (reading the body) by code: its English text never reaches a user, ours does. */
const FASTIFY_INPUT_ERRORS: Record<string, MessageKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'validation.unreadable',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'validation.unreadable',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'validation.unreadable',
  FST_ERR_CTP_EMPTY_TYPE: 'validation.mediaType',
  FST_ERR_CTP_INVALID_TYPE: 'validation.mediaType',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'validation.mediaType',
  FST_ERR_CTP_BODY_TOO_LARGE: 'validation.tooLarge',
};

/** The message of a Fastify 4xx in the caller's language (the API's and FHIR's error handlers). */
export function fastifyInputMessage(error: unknown): string {
  return t(FASTIFY_INPUT_ERRORS[(error as { code?: string }).code ?? ''] ?? 'common.validation');
}

/**
 * RFC 6750 §3: a 401 names the scheme it wants (issue 39), for API clients and FHIR apps alike. A request
 * that sent a Bearer token which did not work is told `invalid_token`; one that sent none gets no error code.
 */
export function bearerChallenge(authorization: string | undefined): string {
  return /^bearer\s+\S/i.test(authorization ?? '') ? 'Bearer realm="MedBook", error="invalid_token"' : 'Bearer realm="MedBook"';
}
