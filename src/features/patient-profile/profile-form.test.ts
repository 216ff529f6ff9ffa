import { describe, expect, it } from 'vitest';
import type { PatientProfile } from '../../shared/schemas/auth.ts';
import { formValuesOf, needsVerify, profileFormData, profileFormErrors, verifyRequest } from './profile-form.ts';

const profile: PatientProfile = {
  id: 7,
  user_role: 'user',
  first_name: 'Rahul',
  last_name: 'Menon',
  name: 'Rahul Menon',
  email: 'rahul@example.test',
  phone: null,
  country_code: null,
  profile_image: null,
  dob: '1990-04-02',
  blood_group: 'O+',
  gender: 'male',
  weight: '72',
  marital_status: 'single',
  email_verified_at: '2026-01-01T00:00:00.000Z',
  phone_verified_at: null,
  address: { address_one: '12 Palm St', address_two: null, country: 'UAE', state: null, city: 'Dubai', postal_code: null, latitude: 25.2, longitude: 55.27 },
};

describe('Edit Profile form', () => {
  it('fills every field from the profile, blanks for nulls and +971 by default', () => {
    const values = formValuesOf(profile);
    expect(values).toMatchObject({ first_name: 'Rahul', address_two: '', latitude: '25.2', country_code: '+971', blood_group: 'O+' });
  });

  it('checks with the server schema: dates as YYYY-MM-DD, fixed lists, weight, future birth dates', () => {
    const values = formValuesOf(profile);
    expect(profileFormErrors(values, '2026-11-21')).toEqual({});
    expect(profileFormErrors({ ...values, dob: '02/04/1990' }, '2026-11-21').dob).toBe('Please enter a valid date of birth.');
    expect(profileFormErrors({ ...values, dob: '2027-01-01' }, '2026-11-21').dob).toBe('Date of birth cannot be later than today.');
    expect(profileFormErrors({ ...values, blood_group: 'C+' }, '2026-11-21').blood_group).toBe('Please choose a valid blood group.');
    expect(profileFormErrors({ ...values, marital_status: 'engaged' }, '2026-11-21').marital_status).toBe('Please choose a valid marital status.');
    expect(profileFormErrors({ ...values, weight: 'heavy' }, '2026-11-21').weight).toBe('Please enter a valid weight.');
    expect(profileFormErrors({ ...values, email: 'nope' }, '2026-11-21').email).toBe('Email is not valid');
  });

  it('sends every field, the *_id fields empty, and the picture as a file or "" to remove', () => {
    const values = formValuesOf(profile);
    const kept = profileFormData(values, undefined);
    expect(kept.get('first_name')).toBe('Rahul');
    expect(kept.get('city_id')).toBe('');
    expect(kept.has('profile_picture')).toBe(false);
    expect(profileFormData(values, null).get('profile_picture')).toBe('');
    const file = new File([new Uint8Array([1, 2])], 'me.png', { type: 'image/png' });
    expect((profileFormData(values, file).get('profile_picture') as File).name).toBe('me.png');
  });

  it('offers Verify only while unverified or changed (001 §4)', () => {
    const values = formValuesOf(profile);
    expect(needsVerify('email', values, profile)).toBe(false);
    expect(needsVerify('email', { ...values, email: 'new@example.test' }, profile)).toBe(true);
    expect(needsVerify('email', values, { ...profile, email_verified_at: null })).toBe(true);
    expect(needsVerify('phone', values, profile)).toBe(false);
    expect(needsVerify('phone', { ...values, phone: '501234567' }, profile)).toBe(true);
  });

  it("gives the spec's verify messages", () => {
    const values = formValuesOf(profile);
    expect(verifyRequest('email', { ...values, email: '' })).toEqual({ ok: false, error: 'Email is required*' });
    expect(verifyRequest('email', { ...values, email: 'x@' })).toEqual({ ok: false, error: 'Email is not valid' });
    expect(verifyRequest('phone', { ...values, phone: '' })).toEqual({ ok: false, error: 'Phone Number is required*' });
    expect(verifyRequest('phone', { ...values, phone: '1234' })).toEqual({ ok: false, error: 'Phone Number is not valid' });
    expect(verifyRequest('phone', { ...values, phone: '501234567' })).toMatchObject({ ok: true, body: { otp_type: 'phone', country_code: '+971' } });
  });
});
