import { afterEach, describe, expect, it } from 'vitest';
import { ar } from '../i18n/ar.ts';
import { hi } from '../i18n/hi.ts';
import { addMessages, setLocaleSource } from '../i18n/format.ts';
import type { Locale } from '../i18n/locale.ts';
import { decisionReason } from './admin.ts';
import { localDate } from './booking.ts';
import { cancellationForm } from './change-status.ts';
import { msg } from './message.ts';

/**
 * The shared schemas word a failure when they parse, in the language of that moment (issue 38): the
 * same module, imported once, answers an Arabic request in Arabic and the next English one in English.
 * Before, their messages were fixed in English at import and the server mapped them back by their text.
 */
let locale: Locale = 'en';
setLocaleSource(() => locale);
addMessages(ar as Record<string, string>, 'ar');
addMessages(hi as Record<string, string>, 'hi');

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('shared schema messages', () => {
  afterEach(() => {
    locale = 'en';
  });

  it('follow the language of the parse, not of the import', () => {
    locale = 'ar';
    expect(firstMessage(decisionReason.safeParse('  '))).toBe(ar['common.reasonRequired']);
    locale = 'hi';
    expect(firstMessage(decisionReason.safeParse('  '))).toBe(hi['common.reasonRequired']);
    locale = 'en';
    expect(firstMessage(decisionReason.safeParse('  '))).toBe('A reason is required.');
  });

  it('fill their parameters in the language of the parse', () => {
    locale = 'ar';
    expect(firstMessage(decisionReason.safeParse('x'.repeat(5000)))).toMatch(/^يجب ألا يزيد السبب على \d+ حرف\.$/);
  });

  it('keep the spec’s English copy in English', () => {
    expect(firstMessage(cancellationForm.safeParse({ cancel_reason: '', cancel_description: 'x' }))).toBe('Reason is required*');
    locale = 'hi';
    expect(firstMessage(cancellationForm.safeParse({ cancel_reason: '', cancel_description: 'x' }))).toBe(hi['cancel.reasonRequired']);
  });

  it('word a helper’s message too, for a missing value and a wrong one', () => {
    const date = localDate(msg('booking.error.invalidDate'));
    locale = 'ar';
    expect(firstMessage(date.safeParse(undefined))).toBe(ar['booking.error.invalidDate']);
    expect(firstMessage(date.safeParse('2026-02-30'))).toBe(ar['booking.error.invalidDate']);
  });
});
