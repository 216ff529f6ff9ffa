import { describe, expect, it } from 'vitest';
import { bookingDate, bookingFee, bookingTime, clinicLines, doctorName, instantDate, patientName } from './booking-format.ts';

describe('booking card text', () => {
  it('formats the clinic date as a calendar date, whatever the viewer zone', () => {
    expect(bookingDate('2026-03-10')).toBe('Tue, Mar 10, 2026');
    expect(bookingDate('bad')).toBe('bad');
    expect(instantDate('2026-03-10T22:30:00Z', 'Asia/Dubai')).toBe('Wed, Mar 11, 2026');
  });

  it('names the zone only when the viewer clock differs', () => {
    const item = { appointment_time: '14:30', time_zone: 'Asia/Dubai', starts_at: '2026-03-10T10:30:00Z' };
    expect(bookingTime(item, 'Asia/Dubai')).toEqual({ time: '2:30 PM', zone: null });
    expect(bookingTime(item, 'Asia/Muscat')).toEqual({ time: '2:30 PM', zone: null });
    expect(bookingTime(item, 'Asia/Kolkata')).toEqual({ time: '2:30 PM', zone: 'GST' });
  });

  it("shows the fee with .00 in the currency of the clinic's country, else of the booking's zone (001 §9)", () => {
    const clinic = (country: string | null) => ({ id: 1, clinic_name: 'C', address: { address_one: null, address_two: null, city: null, state: null, country } });
    expect(bookingFee({ consultation_fees: 1400, time_zone: 'Asia/Kolkata', clinic: null })).toBe('₹\u00a01400.00');
    expect(bookingFee({ consultation_fees: 350, time_zone: 'Asia/Dubai', clinic: null })).toBe('AED\u00a0350.00');
    expect(bookingFee({ consultation_fees: 350, time_zone: 'Asia/Dubai', clinic: clinic('India') })).toBe('₹\u00a0350.00');
    expect(bookingFee({ consultation_fees: 350, time_zone: 'Asia/Kolkata', clinic: clinic('United Arab Emirates') })).toBe('AED\u00a0350.00');
  });

  it('names the doctor without a doubled Dr. and the patient from the booking', () => {
    expect(doctorName({ first_name: 'dr. amira', last_name: 'haddad' })).toBe('Amira Haddad');
    expect(patientName({ name: 'Sara Ali', user: { first_name: 'Aisha', last_name: 'Khan' } })).toBe('Sara Ali');
    expect(patientName({ name: ' ', user: { first_name: 'Aisha', last_name: 'Khan' } })).toBe('Aisha Khan');
  });

  it('joins the clinic address without repeats', () => {
    const clinic = { id: 1, clinic_name: 'City Clinic', address: { address_one: 'Suite 9', address_two: null, city: 'Dubai', state: 'Dubai', country: 'UAE' } };
    expect(clinicLines(clinic)).toEqual({ name: 'City Clinic', address: 'Suite 9, Dubai, UAE' });
    expect(clinicLines(null)).toBeNull();
  });
});
