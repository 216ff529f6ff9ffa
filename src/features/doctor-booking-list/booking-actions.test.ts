import { describe, expect, it } from 'vitest';
import { availableActions, joinLink, statusChangeBody } from './booking-actions.ts';
import { bookingDate, bookingTime, clinicLine, patientName } from './booking-labels.ts';

const flags = (can_complete: boolean, can_no_show: boolean, can_cancel: boolean) => ({ can_complete, can_no_show, can_cancel });

describe('which actions a booking offers', () => {
  it('offers only what the server allows', () => {
    expect(availableActions(flags(false, false, true))).toEqual(['cancel']);
    expect(availableActions(flags(true, true, false))).toEqual(['complete', 'no_show']);
    expect(availableActions(flags(false, false, false))).toEqual([]);
  });

  it('offers nothing while a change of the booking is pending', () => {
    expect(availableActions(flags(true, true, false), true)).toEqual([]);
  });

  it('builds the change-appointment-status body: reasons only for a cancellation', () => {
    expect(statusChangeBody(7, 'complete', 'ignored')).toEqual({ appointment_id: 7, booking_status: 'completed', cancel_reason: '', cancel_description: '' });
    expect(statusChangeBody(7, 'no_show')).toMatchObject({ booking_status: 'no_show' });
    expect(statusChangeBody(7, 'cancel', ' Clinic closed ', ' Sorry ')).toEqual({
      appointment_id: 7, booking_status: 'cancelled', cancel_reason: 'Clinic closed', cancel_description: 'Sorry',
    });
  });
});

describe('the consultation link on the Booking List', () => {
  const NOW = Date.parse('2030-01-07T06:00:00Z');
  const online = { booking_status: 'confirmed' as const, ends_at: '2030-01-07T07:30:00Z', appointment_link: 'https://medbook.test/consult/0123456789abcdef0123456789abcdef' };
  it('offers the room of an active online booking until it ends', () => {
    expect(joinLink(online, { now: NOW })).toBe(online.appointment_link);
    expect(joinLink({ ...online, booking_status: 'ongoing' }, { now: NOW })).toBe(online.appointment_link);
    expect(joinLink(online, { now: Date.parse(online.ends_at) })).toBeNull();
  });
  it('not for visits, closed bookings, or while a change is waiting', () => {
    expect(joinLink({ ...online, appointment_link: null }, { now: NOW })).toBeNull();
    expect(joinLink({ ...online, booking_status: 'cancelled' }, { now: NOW })).toBeNull();
    expect(joinLink({ ...online, booking_status: 'completed' }, { now: NOW })).toBeNull();
    expect(joinLink(online, { now: NOW, pending: true })).toBeNull();
  });
});

describe('booking labels', () => {
  it("shows the clinic's calendar date whatever the viewer's zone", () => {
    expect(bookingDate('2030-01-08')).toBe('Tue, Jan 8, 2030');
  });

  it("adds the clinic's zone only when it differs from the viewer's", () => {
    const item = { appointment_time: '14:30', time_zone: 'Asia/Dubai', starts_at: '2030-01-08T10:30:00.000Z' };
    expect(bookingTime(item, 'Asia/Dubai')).toEqual({ time: '2:30 PM', zone: null });
    expect(bookingTime(item, 'Asia/Kolkata')).toEqual({ time: '2:30 PM', zone: 'GST' });
  });

  it('names the patient and the clinic from what is there', () => {
    const patient = { id: 1, first_name: 'Nadia', last_name: 'Khan', email: 'n@x.test', phone: null };
    expect(patientName({ name: 'Sara Ali', email: 's@x.test', patient })).toBe('Sara Ali');
    expect(patientName({ name: ' ', email: 's@x.test', patient })).toBe('Nadia Khan');
    expect(clinicLine(null)).toBeNull();
    expect(
      clinicLine({ id: 1, clinic_name: 'Jumeirah Clinic', address_one: '1 Health Street', address_two: '', city: 'Dubai', state: null, country: 'UAE', postal_code: null }),
    ).toBe('Jumeirah Clinic, 1 Health Street, Dubai, UAE');
  });
});
