import { describe, expect, it } from 'vitest';
import type { AvailabilityData } from '../../shared/schemas/booking.ts';
import { pendingBooking, selectionFee } from './booking-summary.ts';

const data: AvailabilityData = {
  online_fee: 300,
  offline_fee: 500,
  online_timeslots: [],
  offline_timeslots: [{ time: '14:30', label: '2:30 PM', isDisabled: false }],
  duration: 30,
  days: [],
  days_previous: null,
  days_next: null,
  time_zone: 'Asia/Dubai',
  date: '2025-03-10',
  clinic_id: 7,
  clinics: [{ id: 7, clinic_name: 'Marina Clinic', price: 450 }],
};
const doctor = { id: 1000, first_name: 'amira', last_name: 'haddad' };
const details = { name: 'Sara Ali', email: 'sara@example.test', phone: '501234567', description: 'Fever for three days' };

describe('pendingBooking', () => {
  it('builds the creation payload and the summary of a visit', () => {
    const visit = { type: 'offline', clinicId: 7, date: '2025-03-10', time: '14:30' } as const;
    const pending = pendingBooking(doctor, visit, data, details, new Date('2025-03-09T00:00:00Z'));
    expect(pending?.body).toEqual({
      ...details,
      doctor_id: 1000,
      clinic_id: 7,
      appointment_date: '2025-03-10',
      appointment_time: '14:30',
      appointment_type: 'offline',
    });
    expect(pending).toMatchObject({
      doctorName: 'Amira Haddad',
      clinicName: 'Marina Clinic',
      dateLabel: 'Mon, Mar 10, 2025',
      timeLabel: '2:30 PM',
      zone: 'GST',
      feeLabel: 'AED\u00a0500.00',
    });
  });

  it('sends no clinic for an online consultation and is null until complete', () => {
    const online = { type: 'online', clinicId: null, date: '2025-03-10', time: '09:00' } as const;
    expect(pendingBooking(doctor, online, data, details)?.body.clinic_id).toBeUndefined();
    expect(pendingBooking(doctor, { ...online, time: null }, data, details)).toBeNull();
    expect(pendingBooking(doctor, { ...online, type: 'offline' }, data, details)).toBeNull();
  });

  it('shows a visit fee only once a clinic is chosen', () => {
    expect(selectionFee(data, { type: 'offline', clinicId: null, date: null, time: null })).toBeNull();
    expect(selectionFee(data, { type: 'online', clinicId: null, date: null, time: null })).toBe(300);
    expect(selectionFee({ ...data, offline_fee: null }, { type: 'offline', clinicId: 7, date: null, time: null })).toBe(450);
  });
});
