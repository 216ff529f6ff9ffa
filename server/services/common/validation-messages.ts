import { z } from 'zod';
import { t } from '../../../src/shared/i18n/format.ts';
import type { MessageKey } from '../../../src/shared/i18n/en.ts';

/**
 * The words of a failed check when its schema has none of its own (issue 37): worded as the input is
 * parsed, in the request's language (`t()` reads it), instead of zod's own English ("Too small:
 * expected string to have >=1 characters"). A schema's own message still wins; a custom check names
 * its message (`params: { key }` or `params: { validation }`) so it is worded here too.
 */
type Issue = z.core.$ZodRawIssue;
type Key = MessageKey;

const say = (key: Key, params?: Record<string, string | number>) => t(key, params);

const TYPE_KEYS: Partial<Record<string, Key>> = {
  number: 'validation.number',
  int: 'validation.wholeNumber',
  bigint: 'validation.wholeNumber',
  string: 'validation.text',
  array: 'validation.list',
  tuple: 'validation.list',
  set: 'validation.list',
  object: 'validation.fields',
  record: 'validation.fields',
  map: 'validation.fields',
  boolean: 'validation.yesNo',
  date: 'validation.date',
};

const LIST_ORIGINS = new Set(['array', 'set', 'file']);

function bound(value: unknown): string | number {
  return typeof value === 'bigint' ? value.toString() : typeof value === 'number' ? value : String(value);
}

export function validationMessage(issue: Issue): string {
  const fields = issue as unknown as Record<string, unknown>;
  // A custom check's own message: a catalog key, or (server-only messages, which the shared schemas
  // cannot name in full without the web app's catalog test counting them as its own) a validation.* name.
  const params = fields.params as { key?: Key; validation?: string } | undefined;
  if (params?.key) return say(params.key);
  if (params?.validation) return say(`validation.${params.validation}` as Key);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return say('auth.fieldRequired');
      return say(TYPE_KEYS[String(fields.expected)] ?? 'validation.invalid');
    case 'invalid_value': {
      const options = ((fields.values as unknown[] | undefined) ?? []).map(String).join(', ');
      return options ? say('validation.choice', { options }) : say('validation.invalid');
    }
    case 'too_small': {
      const origin = String(fields.origin);
      const min = bound(fields.minimum);
      if (origin === 'string') return Number(min) <= 1 ? say('auth.fieldRequired') : say('validation.minLength', { min });
      if (LIST_ORIGINS.has(origin)) return say('validation.minItems', { min });
      if (origin === 'date') return say('validation.date');
      return fields.inclusive === false ? say('validation.above', { min }) : say('validation.min', { min });
    }
    case 'too_big': {
      const origin = String(fields.origin);
      const max = bound(fields.maximum);
      if (origin === 'string') return say('validation.maxLength', { max });
      if (LIST_ORIGINS.has(origin)) return say('validation.maxItems', { max });
      if (origin === 'date') return say('validation.date');
      return fields.inclusive === false ? say('validation.below', { max }) : say('validation.max', { max });
    }
    case 'invalid_format': {
      const format = String(fields.format);
      if (format === 'email') return say('auth.invalidEmail');
      if (/date|time|duration/.test(format)) return say('validation.date');
      return say('validation.format');
    }
    case 'not_multiple_of':
      return say('validation.wholeNumber');
    case 'unrecognized_keys':
      return say('validation.unknownField', { fields: ((fields.keys as string[] | undefined) ?? []).join(', ') });
    default:
      return say('validation.invalid');
  }
}

/** Installed once by the server (server/plugins/errors.ts). */
export function installValidationMessages(): void {
  z.config({ customError: validationMessage });
}
