import { describe, expect, it } from 'vitest';
import { t } from '../../shared/i18n/format.ts';
import { checkIdentifier, identifierChannel } from './identifier.ts';

const message = (raw: string, terms: boolean, role: 'user' | 'doctor') => {
  const result = checkIdentifier(raw, terms, role);
  return result.ok ? null : t(result.error);
};

describe('identifierChannel', () => {
  it('treats input without letters as a phone', () => {
    expect(identifierChannel('50 123 4567')).toBe('phone');
    expect(identifierChannel('+971-50')).toBe('phone');
    expect(identifierChannel('1')).toBe('phone');
  });
  it('treats any letter as an email', () => {
    expect(identifierChannel('a')).toBe('email');
    expect(identifierChannel('5012x')).toBe('email');
    expect(identifierChannel('patient@demo.test')).toBe('email');
  });
  it('defaults to email for empty input', () => {
    expect(identifierChannel('')).toBe('email');
    expect(identifierChannel('   ')).toBe('email');
  });
});

describe('checkIdentifier order and wording', () => {
  it('reports an empty field first, even with terms unticked', () => {
    expect(message('', false, 'user')).toBe('Fields require*');
    expect(message('   ', true, 'doctor')).toBe('Fields require*');
  });
  it('checks the terms before the shape of the value', () => {
    expect(message('not-an-email', false, 'user')).toBe('Please accept our term & Conditions');
    expect(message('12', false, 'doctor')).toBe('Please accept our term & Conditions');
  });
  it('uses the patient wording for bad emails and phones', () => {
    expect(message('someone@', true, 'user')).toBe('Please enter valid email');
    expect(message('1234567', true, 'user')).toBe('Please enter valid mobile number');
    expect(message('1234567890123', true, 'user')).toBe('Please enter valid mobile number');
    expect(message('+971501234567', true, 'user')).toBe('Please enter valid mobile number');
  });
  it('uses the doctor wording for bad emails and phones', () => {
    expect(message('doctor@demo', true, 'doctor')).toBe('Email is not valid');
    expect(message('1234567', true, 'doctor')).toBe('Mobile Number should be 8 to 12 digit ');
  });
  it('strips whitespace and accepts valid values', () => {
    expect(checkIdentifier(' patient@demo.test ', true, 'user')).toEqual({ ok: true, value: 'patient@demo.test', otpType: 'email' });
    expect(checkIdentifier('50 123 4567', true, 'doctor')).toEqual({ ok: true, value: '501234567', otpType: 'phone' });
    expect(checkIdentifier('12345678', true, 'user').ok).toBe(true);
    expect(checkIdentifier('123456789012', true, 'user').ok).toBe(true);
  });
});
