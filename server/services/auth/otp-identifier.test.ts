import { describe, expect, it } from 'vitest';
import { normalizeIdentifier, phoneCandidates, splitPhone } from './otp-identifier.ts';

describe('normalizeIdentifier', () => {
  it('lowercases emails', () => {
    expect(normalizeIdentifier('email', ' Asha.Rao@Example.COM ')).toBe('asha.rao@example.com');
  });

  it('joins country code and digits without spaces, +971 by default', () => {
    expect(normalizeIdentifier('phone', '50 123 4567', '+971')).toBe('+971501234567');
    expect(normalizeIdentifier('phone', '501234567')).toBe('+971501234567');
    expect(normalizeIdentifier('phone', '9876543210', '+91')).toBe('+919876543210');
  });
});

describe('splitPhone', () => {
  it.each([
    ['+971501234567', '+971', '501234567'],
    ['+919876543210', '+91', '9876543210'],
    ['+14155550123', '+1', '4155550123'],
    ['+447911123456', '+44', '7911123456'],
    ['+966501234567', '+966', '501234567'],
    ['+79161234567', '+7', '9161234567'],
  ])('%s → %s %s', (e164, countryCode, phone) => {
    expect(splitPhone(e164)).toEqual({ countryCode, phone });
  });
});

describe('phoneCandidates', () => {
  it('lists every split of up to 4 country-code digits', () => {
    expect(phoneCandidates('+971501234567').map((p) => p.countryCode)).toEqual(['+9', '+97', '+971', '+9715']);
    expect(phoneCandidates('+971501234567')[2]).toEqual({ countryCode: '+971', phone: '501234567' });
  });
});
