import { describe, expect, it } from 'vitest';
import { prefillDetails, validateDetails } from './details-form.ts';

const user = { first_name: 'Sara', last_name: 'Ali', email: 'sara@example.test', phone: '501234567' };

describe('validateDetails', () => {
  it('gives the spec messages of 000 §5', () => {
    const result = validateDetails({ name: '', email: '', phone: '', description: '' });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Name is required',
        email: 'Email is required',
        phone: 'Phone number is required',
        description: 'Description is required',
      },
    });
    expect(validateDetails({ name: 'S1', email: 'nope', phone: '123', description: 'short' })).toEqual({
      ok: false,
      errors: {
        name: 'Name should be 2-50 characters and contain only letters',
        email: 'Please enter a valid email address',
        phone: 'Phone number should be 8-12 digits',
        description: 'Description should be at least 10 characters',
      },
    });
  });

  it('accepts valid details and strips spaces from the phone', () => {
    const result = validateDetails({ name: 'Sara Ali', email: 'sara@example.test', phone: '050 123 4567', description: 'Fever for three days' });
    expect(result).toEqual({ ok: true, data: { name: 'Sara Ali', email: 'sara@example.test', phone: '0501234567', description: 'Fever for three days' } });
  });
});

describe('prefillDetails', () => {
  it('fills and locks what the account knows', () => {
    const { values, readOnly } = prefillDetails(user);
    expect(values).toEqual({ name: 'Sara Ali', email: 'sara@example.test', phone: '501234567', description: '', country_code: '' });
    expect([...readOnly].sort()).toEqual(['email', 'name', 'phone']);
  });

  it("takes the account's dial code with its phone, locked with it", () => {
    const { values, readOnly } = prefillDetails({ ...user, country_code: '+91' });
    expect(values.country_code).toBe('+91');
    expect(readOnly.has('country_code')).toBe(true);
    expect(prefillDetails({ ...user, phone: null, country_code: '+91' }, { country_code: '+44' }).values.country_code).toBe('+44');
  });

  it('refuses a malformed dial code with its message', () => {
    const result = validateDetails({ name: 'Sara Ali', email: 'sara@example.test', phone: '0501234567', description: 'Fever for three days', country_code: '+12345' });
    expect(result).toMatchObject({ ok: false, errors: { country_code: 'Please choose a valid country code' } });
  });

  it('leaves unknown or invalid account values editable', () => {
    const { values, readOnly } = prefillDetails({ first_name: null, last_name: null, email: 'new@example.test', phone: '12' });
    expect(values.name).toBe('');
    expect(values.phone).toBe('12');
    expect([...readOnly]).toEqual(['email']);
  });

  it('keeps what was typed before for the editable fields', () => {
    const { values } = prefillDetails({ ...user, phone: null }, { phone: '0559876543', description: 'Back pain since Monday' });
    expect(values.phone).toBe('0559876543');
    expect(values.description).toBe('Back pain since Monday');
    expect(values.email).toBe('sara@example.test');
  });

  it('works for a guest', () => {
    expect(prefillDetails(null).readOnly.size).toBe(0);
  });
});
