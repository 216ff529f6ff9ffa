import type { MessageKey } from '../i18n/en.ts';
import { t } from '../i18n/format.ts';

/**
 * A validation message of a shared schema, worded when an input is parsed, in the language of that
 * moment (the request's on the server, the page's in the browser), never frozen in English when the
 * module loads. Zod takes it wherever it takes a message: `.min(1, msg('x'))`, `.refine(ok, msg('x'))`,
 * `z.enum(values, msg('x'))`.
 */
export type Message = { error: () => string };

export const msg = (key: MessageKey, params?: Record<string, string | number>): Message => ({ error: () => t(key, params) });
