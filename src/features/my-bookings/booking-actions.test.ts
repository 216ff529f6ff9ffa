import { describe, expect, it } from 'vitest';
import { bookingActions } from './booking-actions.ts';

const NOW = Date.parse('2026-03-10T08:00:00Z');
const upcoming = {
  booking_status: 'confirmed' as const,
  starts_at: '2026-03-12T06:00:00Z',
  ends_at: '2026-03-12T06:15:00Z',
  can_cancel: true,
  can_review: false,
  appointment_link: 'https://meet.example/abc',
};

describe('which actions a booking offers', () => {
  it('an upcoming booking: Cancel Booking, calendar and the call link', () => {
    expect(bookingActions(upcoming, 'upcoming', { now: NOW })).toEqual({ cancel: true, reschedule: false, review: false, bookAgain: false, calendar: true, join: true });
  });

  it('no Cancel once it has started, even when an old list still says so', () => {
    const started = { ...upcoming, starts_at: '2026-03-10T07:55:00Z', ends_at: '2026-03-10T08:10:00Z' };
    expect(bookingActions(started, 'upcoming', { now: NOW }).cancel).toBe(false);
    expect(bookingActions({ ...upcoming, can_cancel: false }, 'upcoming', { now: NOW }).cancel).toBe(false);
    // Reschedule follows the server's can_reschedule (the 2-hour notice), and never while a cancel is pending.
    expect(bookingActions({ ...upcoming, can_reschedule: true }, 'upcoming', { now: NOW }).reschedule).toBe(true);
    expect(bookingActions({ ...upcoming, can_reschedule: true }, 'upcoming', { now: NOW, pending: true }).reschedule).toBe(false);
    expect(bookingActions({ ...upcoming, can_reschedule: true }, 'past', { now: NOW }).reschedule).toBe(false);
  });

  it('no second Cancel (and no calendar) while a cancellation is pending', () => {
    expect(bookingActions(upcoming, 'upcoming', { now: NOW, pending: true })).toMatchObject({ cancel: false, calendar: false, join: false });
  });

  it('a past booking: Write a Review when reviewable, and Book Again', () => {
    const past = { ...upcoming, booking_status: 'completed' as const, starts_at: '2026-03-01T06:00:00Z', ends_at: '2026-03-01T06:15:00Z', can_cancel: false, can_review: true };
    expect(bookingActions(past, 'past', { now: NOW })).toEqual({ cancel: false, reschedule: false, review: true, bookAgain: true, calendar: false, join: false });
    expect(bookingActions({ ...past, can_review: false }, 'past', { now: NOW })).toMatchObject({ review: false, bookAgain: true });
  });

  it('cancelled and no-show bookings offer Book Again only', () => {
    for (const status of ['cancelled', 'no_show'] as const) {
      const row = { ...upcoming, booking_status: status, can_cancel: false };
      expect(bookingActions(row, 'past', { now: NOW })).toEqual({ cancel: false, reschedule: false, review: false, bookAgain: true, calendar: false, join: false });
    }
  });

  it('no call link for a visit', () => {
    expect(bookingActions({ ...upcoming, appointment_link: null }, 'upcoming', { now: NOW }).join).toBe(false);
  });
});
