import { ApiError } from '../../lib/api-client.ts';
import { tr } from '../../lib/i18n.ts';

/** The server's own message when it sent one (shown exactly, 000 §8), else a generic line. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError && error.message) return error.message;
  return tr('common.serverError');
}
