import { describe, expect, it } from 'vitest';
import { emptyAddress } from '../../components/doctor-fields/address-fields.tsx';
import { emptyPersonal } from '../../components/doctor-fields/personal-fields.tsx';
import { personalErrors } from '../../components/doctor-fields/field-rules.ts';
import {
  addressErrors, canOpenStep, credentialChecks, emptyCredentials, furthestStep, geocodedAddress, lookupKey, resumeStep, showsStatus, statusStage, type WizardDraft,
} from './wizard-rules.ts';

const TODAY = '2026-11-21';
const personal = { ...emptyPersonal(), first_name: 'Layla', last_name: 'Karim' };
const geocoded = { ...emptyAddress(), address_one: '64', address_two: 'Al Razi', city: 'Dubai', latitude: 25.2, longitude: 55.3 };
const draft = (overrides: Partial<WizardDraft> = {}): WizardDraft => ({
  doctorId: 7, reached: 4, personal, address: geocoded, credentials: emptyCredentials(), ...overrides,
});

describe('resumeStep: where a reloaded wizard opens', () => {
  it('is step 1 until signed in as a doctor, then step 2 without a draft of this doctor', () => {
    expect(resumeStep(null, draft(), TODAY)).toBe(1);
    expect(resumeStep(7, null, TODAY)).toBe(2);
    expect(resumeStep(8, draft(), TODAY)).toBe(2);
  });
  it('goes back to the furthest step whose earlier steps still hold', () => {
    expect(resumeStep(7, draft(), TODAY)).toBe(4);
    expect(resumeStep(7, draft({ reached: 3 }), TODAY)).toBe(3);
    expect(resumeStep(7, draft({ address: { ...geocoded, latitude: null, longitude: null } }), TODAY)).toBe(3);
    expect(resumeStep(7, draft({ personal: { ...personal, last_name: ' ' } }), TODAY)).toBe(2);
    expect(furthestStep(draft({ reached: 2 }), TODAY)).toBe(2);
  });
});

describe('canOpenStep: clickable steps', () => {
  it('opens only steps already reached, not the current one nor the sign-in', () => {
    expect(canOpenStep(2, 3, 3)).toBe(true);
    expect(canOpenStep(3, 3, 3)).toBe(false);
    expect(canOpenStep(4, 3, 3)).toBe(false);
    expect(canOpenStep(1, 3, 3)).toBe(false);
    // Back on step 2 after reaching step 4: both later steps can be reopened.
    expect(canOpenStep(4, 2, 4)).toBe(true);
    expect(canOpenStep(3, 2, 4)).toBe(true);
  });
});

describe('field checks', () => {
  it('step 2: names required, date of birth not after today', () => {
    expect(personalErrors(emptyPersonal(), TODAY)).toEqual({
      first_name: 'doctorRegister.firstNameRequired',
      last_name: 'doctorRegister.lastNameRequired',
    });
    expect(personalErrors({ ...personal, dob: '2026-11-22' }, TODAY)).toEqual({ dob: 'doctorRegister.dobFuture' });
    expect(personalErrors({ ...personal, dob: TODAY }, TODAY)).toEqual({});
  });
  it('step 3: a street and a city before geocoding', () => {
    expect(addressErrors(emptyAddress())).toEqual({ address_one: 'doctorRegister.addressInvalid' });
    expect(addressErrors({ ...emptyAddress(), address_two: 'Al Wasl Road' })).toEqual({ city: 'doctorRegister.cityRequired' });
    expect(addressErrors(geocoded)).toEqual({});
  });
  it('step 4: the speciality, then licence number, ID number, licence proof, ID proof, in that order (001 §5)', () => {
    const none = { license: null, id: null };
    expect(credentialChecks(emptyCredentials(), none).map((check) => check.message)).toEqual([
      'doctorRegister.specialityRequired',
      'doctorRegister.licenseNumberRequired',
      'doctorRegister.idNumberRequired',
      'doctorRegister.licenseProofRequired',
      'doctorRegister.idProofRequired',
    ]);
    const numbers = { ...emptyCredentials(), speciality_id: '3', license_number: 'LIC', id_number: 'ID' };
    const licence = new File(['%PDF'], 'l.pdf');
    expect(credentialChecks(numbers, { license: licence, id: null })).toEqual([{ field: 'id_proof', message: 'doctorRegister.idProofRequired' }]);
    expect(credentialChecks(numbers, { license: licence, id: licence })).toEqual([]);
  });
  it('step 3: a geocode answers for the address it looked up only; its place fills coordinates, state and country', () => {
    const typed = { ...emptyAddress(), address_one: 'zzzz', address_two: 'qqqq xxxx', city: 'Dubai' };
    expect(lookupKey({ ...typed, address_two: ' qqqq xxxx ', postal_code: '00000' })).toBe(lookupKey(typed));
    expect(lookupKey({ ...typed, address_two: 'Al Wasl Road' })).not.toBe(lookupKey(typed));
    const place = {
      latitude: 25.07, longitude: 55.3, city: 'Dubai', state: 'Dubai', country: 'United Arab Emirates',
      country_code: 'ae', city_slug: 'dubai', time_zone: 'Asia/Dubai', precision: 'city' as const,
    };
    expect(geocodedAddress(typed, place)).toEqual({ ...typed, latitude: 25.07, longitude: 55.3, state: 'Dubai', country: 'United Arab Emirates' });
    expect(geocodedAddress({ ...typed, state: 'Dubayy' }, place).state).toBe('Dubayy');
  });
});

describe('the status page of a finished registration (issue 42)', () => {
  const pending = { registration_completed: true, verification_status: 'pending' as const, review_started_at: null };
  it('names the stage: submitted, under review once a verifier opened it, then the decision', () => {
    expect(statusStage(pending)).toBe('submitted');
    expect(statusStage({ ...pending, review_started_at: '2026-11-28T10:00:00.000Z' })).toBe('review');
    expect(statusStage({ ...pending, verification_status: 'rejected' })).toBe('rejected');
    expect(statusStage({ ...pending, verification_status: 'verified' })).toBe('verified');
  });
  it('replaces the steps for a finished registration, except a rejected one being corrected', () => {
    expect(showsStatus(undefined, false)).toBe(false);
    expect(showsStatus({ ...pending, registration_completed: false, verification_status: 'unverified' }, false)).toBe(false);
    expect(showsStatus(pending, false)).toBe(true);
    expect(showsStatus(pending, true)).toBe(true);
    expect(showsStatus({ ...pending, verification_status: 'rejected' }, false)).toBe(true);
    expect(showsStatus({ ...pending, verification_status: 'rejected' }, true)).toBe(false);
  });
});
