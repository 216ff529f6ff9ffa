import { describe, expect, it } from 'vitest';
import { CONSULT_CLOSES_AFTER_MINUTES, CONSULT_OPENS_BEFORE_MINUTES } from '../constants.ts';
import { canJoinConsultation, roomClosesAt, roomOpensAt, roomState } from './room-window.ts';

const MINUTE = 60_000;
const starts = Date.parse('2030-01-07T07:00:00Z');
const ends = starts + 30 * MINUTE;
const booking = { starts_at: new Date(starts).toISOString(), ends_at: new Date(ends).toISOString(), booking_status: 'confirmed' };

describe('roomState', () => {
  it(`opens ${CONSULT_OPENS_BEFORE_MINUTES} minutes before the start and closes ${CONSULT_CLOSES_AFTER_MINUTES} after the end`, () => {
    expect(roomOpensAt(booking.starts_at)).toBe(starts - CONSULT_OPENS_BEFORE_MINUTES * MINUTE);
    expect(roomClosesAt(booking.ends_at)).toBe(ends + CONSULT_CLOSES_AFTER_MINUTES * MINUTE);
    expect(roomState(booking, roomOpensAt(booking.starts_at) - 1)).toBe('not_open');
    expect(roomState(booking, roomOpensAt(booking.starts_at))).toBe('open');
    expect(roomState(booking, ends)).toBe('open');
    expect(roomState(booking, roomClosesAt(booking.ends_at) - 1)).toBe('open');
    expect(roomState(booking, roomClosesAt(booking.ends_at))).toBe('closed');
  });

  it('is cancelled for a cancelled booking and closed for a completed or no-show one, whatever the time', () => {
    expect(roomState({ ...booking, booking_status: 'cancelled' }, starts)).toBe('cancelled');
    expect(roomState({ ...booking, booking_status: 'completed' }, starts)).toBe('closed');
    expect(roomState({ ...booking, booking_status: 'no_show' }, starts)).toBe('closed');
    expect(roomState({ ...booking, booking_status: 'ongoing' }, starts)).toBe('open');
  });
});

describe('canJoinConsultation', () => {
  const item = { booking_status: 'confirmed', ends_at: booking.ends_at, appointment_link: 'https://x.test/consult/ab' };
  it('offers the link of an active online booking until it ends', () => {
    expect(canJoinConsultation(item, starts - 3 * 86_400_000)).toBe(true);
    expect(canJoinConsultation(item, ends - 1)).toBe(true);
    expect(canJoinConsultation(item, ends)).toBe(false);
  });
  it('never for a visit, or a cancelled, completed or no-show booking', () => {
    expect(canJoinConsultation({ ...item, appointment_link: null }, starts)).toBe(false);
    for (const status of ['cancelled', 'completed', 'no_show']) expect(canJoinConsultation({ ...item, booking_status: status }, starts)).toBe(false);
  });
});
