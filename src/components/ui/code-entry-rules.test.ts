import { describe, expect, it } from 'vitest';
import { isCodeComplete, isDigit, pastedDigits } from './code-entry-rules.ts';

describe('code entry rules', () => {
  it('accepts single digits only', () => {
    expect(isDigit('7')).toBe(true);
    expect(isDigit('a')).toBe(false);
    expect(isDigit('12')).toBe(false);
    expect(isDigit('')).toBe(false);
  });
  it('accepts a paste only when all of it is digits', () => {
    expect(pastedDigits('1234')).toEqual(['1', '2', '3', '4']);
    expect(pastedDigits('12')).toEqual(['1', '2']);
    expect(pastedDigits('123456')).toEqual(['1', '2', '3', '4']);
    expect(pastedDigits('12 34')).toBeNull();
    expect(pastedDigits(' 1234')).toBeNull();
    expect(pastedDigits('12a4')).toBeNull();
    expect(pastedDigits('')).toBeNull();
  });
  it('is complete at 4 digits', () => {
    expect(isCodeComplete(['1', '2', '3', '4'])).toBe(true);
    expect(isCodeComplete(['1', '2', '3', ''])).toBe(false);
    expect(isCodeComplete(['1', '2', '3'])).toBe(false);
  });
});
