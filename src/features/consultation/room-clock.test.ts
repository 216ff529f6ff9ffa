import { describe, expect, it } from 'vitest';
import { clockOffset, countdownParts, roomDate, zonedTime } from './room-clock.ts';

describe('countdownParts', () => {
  it('counts minutes and seconds, then hours, then days', () => {
    expect(countdownParts(65_000)).toEqual({ days: 0, clock: '1:05' });
    expect(countdownParts(59_001)).toEqual({ days: 0, clock: '1:00' });
    expect(countdownParts(3_723_000)).toEqual({ days: 0, clock: '1:02:03' });
    expect(countdownParts(2 * 86_400_000 + 3_723_000)).toEqual({ days: 2, clock: '1:02:03' });
  });
  it('never goes below zero', () => {
    expect(countdownParts(0)).toEqual({ days: 0, clock: '0:00' });
    expect(countdownParts(-5000)).toEqual({ days: 0, clock: '0:00' });
  });
});

describe('clockOffset', () => {
  it("is how far the server's clock is ahead of the device's", () => {
    expect(clockOffset('2030-01-07T06:00:10.000Z', Date.parse('2030-01-07T06:00:00Z'))).toBe(10_000);
    expect(clockOffset('2030-01-07T06:00:00.000Z', Date.parse('2030-01-07T06:00:03Z'))).toBe(-3000);
  });
});

describe('zonedTime and roomDate', () => {
  it("shows the booking zone's wall clock, naming the zone when the viewer's differs", () => {
    expect(zonedTime('2030-01-07T06:45:00Z', 'Asia/Dubai', 'Asia/Dubai')).toEqual({ time: '10:45 AM', zone: null });
    expect(zonedTime('2030-01-07T06:45:00Z', 'Asia/Dubai', 'Europe/London')).toEqual({ time: '10:45 AM', zone: 'GST' });
    expect(zonedTime('2030-01-07T13:00:00Z', 'Asia/Kolkata', 'Asia/Dubai')).toEqual({ time: '6:30 PM', zone: 'IST' });
  });
  it('formats the clinic date without the viewer zone moving it', () => {
    expect(roomDate('2030-01-07')).toBe('Mon, Jan 7, 2030');
    expect(roomDate('bad')).toBe('bad');
  });
});
