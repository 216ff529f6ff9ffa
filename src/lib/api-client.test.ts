import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage } from './api-client.ts';
import { t } from '../shared/i18n/format.ts';

describe('errorMessage: what a failed call tells the person (issue 38: one helper)', () => {
  it("shows the server's own message, in the caller's language as the server worded it", () => {
    expect(errorMessage(new ApiError(409, 'This time was just taken.'))).toBe('This time was just taken.');
  });
  it('falls back to the generic line for anything else: a network failure, an empty message, a thrown string', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(t('common.serverError'));
    expect(errorMessage(new ApiError(500, ''))).toBe(t('common.serverError'));
    expect(errorMessage('boom')).toBe(t('common.serverError'));
    expect(errorMessage(undefined)).toBe(t('common.serverError'));
  });
});
