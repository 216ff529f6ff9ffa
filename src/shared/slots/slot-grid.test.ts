import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSlots, isOnGrid, slotStarts } from './slot-grid.ts';
import { formatMinutes } from './zoned-time.ts';

const times = (starts: number[]) => starts.map(formatMinutes);
// 2025-03-10 is a Monday. Midnight UTC = 04:00 in Dubai = 05:30 in Kolkata.
const LONG_AGO = new Date('2025-01-01T00:00:00Z');

describe('slotStarts', () => {
  it.each([
    [15, ['09:00', '09:15', '09:30', '09:45']],
    [30, ['09:00', '09:30']],
    [45, ['09:00']],
    [60, ['09:00']],
  ])('cuts 09:00-10:00 into %i-minute steps', (duration, expected) => {
    expect(times(slotStarts([{ start: '09:00:00', end: '10:00:00' }], duration))).toEqual(expected);
  });

  it('drops a remainder shorter than the duration', () => {
    expect(times(slotStarts([{ start: '09:00', end: '10:40' }], 30))).toEqual(['09:00', '09:30', '10:00']);
    expect(times(slotStarts([{ start: '09:00', end: '11:00' }], 45))).toEqual(['09:00', '09:45']);
    expect(times(slotStarts([{ start: '09:10', end: '10:00' }], 60))).toEqual([]);
  });

  it('merges several ranges of a day in time order', () => {
    const ranges = [
      { start: '16:00', end: '17:00' },
      { start: '09:00', end: '10:00' },
      { start: '12:30', end: '13:30' },
    ];
    expect(times(slotStarts(ranges, 30))).toEqual(['09:00', '09:30', '12:30', '13:00', '16:00', '16:30']);
  });

  it('lists a start shared by overlapping ranges once', () => {
    expect(times(slotStarts([{ start: '09:00', end: '10:00' }, { start: '09:30', end: '10:30' }], 30))).toEqual([
      '09:00', '09:30', '10:00',
    ]);
  });

  it('reads a range ending at midnight as running to the end of the day, and ignores reversed ranges', () => {
    expect(times(slotStarts([{ start: '23:00', end: '00:00' }], 30))).toEqual(['23:00', '23:30']);
    expect(slotStarts([{ start: '10:00', end: '09:00' }], 30)).toEqual([]);
    expect(slotStarts([{ start: '09:00', end: '10:00' }], 0)).toEqual([]);
  });

  it('tells whether a time is on the grid', () => {
    const ranges = [{ start: '09:00', end: '10:00' }];
    expect(isOnGrid(ranges, 15, 9 * 60 + 45)).toBe(true);
    expect(isOnGrid(ranges, 30, 9 * 60 + 45)).toBe(false);
    expect(isOnGrid(ranges, 30, 10 * 60)).toBe(false);
    expect(isOnGrid(ranges, 30, 9 * 60 + 30)).toBe(true);
  });
});

describe('buildSlots', () => {
  const ranges = [{ start: '09:00', end: '11:00' }];

  it('labels slots in 12-hour en-US form and keeps 24-hour values', () => {
    const slots = buildSlots({ ranges: [{ start: '11:00', end: '13:00' }], duration: 60, date: '2025-03-10', timeZone: 'Asia/Dubai', now: LONG_AGO });
    expect(slots).toEqual([
      { time: '11:00', label: '11:00 AM', isDisabled: false },
      { time: '12:00', label: '12:00 PM', isDisabled: false },
    ]);
  });

  it('removes slots that have started today, judged on the clinic clock', () => {
    // 06:10 UTC = 10:10 in Dubai: 09:00-10:00 have started, 10:30 is ahead.
    const now = new Date('2025-03-10T06:10:00Z');
    const slots = buildSlots({ ranges, duration: 30, date: '2025-03-10', timeZone: 'Asia/Dubai', now });
    expect(slots.map((s) => s.time)).toEqual(['10:30']);
  });

  it('removes a slot starting exactly now', () => {
    const now = new Date('2025-03-10T06:30:00Z'); // 10:30 in Dubai
    expect(buildSlots({ ranges, duration: 30, date: '2025-03-10', timeZone: 'Asia/Dubai', now })).toEqual([]);
  });

  it('returns nothing for a past date and everything for a later one', () => {
    const now = new Date('2025-03-10T06:10:00Z');
    expect(buildSlots({ ranges, duration: 30, date: '2025-03-09', timeZone: 'Asia/Dubai', now })).toEqual([]);
    expect(buildSlots({ ranges, duration: 30, date: '2025-03-11', timeZone: 'Asia/Dubai', now })).toHaveLength(4);
  });

  it('disables slots that overlap a taken interval', () => {
    // Taken 09:30-10:15 Dubai (05:30-06:15 UTC) with 15-minute slots.
    const taken = [{ start: new Date('2025-03-10T05:30:00Z'), end: new Date('2025-03-10T06:15:00Z') }];
    const slots = buildSlots({ ranges, duration: 15, date: '2025-03-10', timeZone: 'Asia/Dubai', now: LONG_AGO, taken });
    expect(slots.filter((s) => s.isDisabled).map((s) => s.time)).toEqual(['09:30', '09:45', '10:00']);
    // An interval ending exactly at a slot start does not take it.
    expect(slots.find((s) => s.time === '10:15')?.isDisabled).toBe(false);
  });

  it('disables a longer slot partly covered by a booking of another length', () => {
    const taken = [{ start: Date.parse('2025-03-10T05:45:00Z'), end: Date.parse('2025-03-10T06:00:00Z') }];
    const slots = buildSlots({ ranges, duration: 60, date: '2025-03-10', timeZone: 'Asia/Dubai', now: LONG_AGO, taken });
    expect(slots).toEqual([
      { time: '09:00', label: '9:00 AM', isDisabled: true },
      { time: '10:00', label: '10:00 AM', isDisabled: false },
    ]);
  });
});

describe('buildSlots across zones', () => {
  // 04:00 UTC is 08:00 in Dubai and 09:30 in Kolkata.
  const now = new Date('2025-03-10T04:00:00Z');
  const ranges = [{ start: '09:00', end: '11:00' }];
  const run = (timeZone: string) =>
    buildSlots({ ranges, duration: 30, date: '2025-03-10', timeZone, now }).map((s) => s.time);

  // The runtime's own zone stands in for the browser's: it must not matter.
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('a Kolkata doctor seen from a Dubai browser: Kolkata clock, 09:00 and 09:30 have started', () => {
    vi.stubEnv('TZ', 'Asia/Dubai');
    expect(now.getHours()).toBe(8);
    expect(run('Asia/Kolkata')).toEqual(['10:00', '10:30']);
  });

  it('a Dubai doctor seen from a Kolkata browser: Dubai clock, nothing has started', () => {
    vi.stubEnv('TZ', 'Asia/Kolkata');
    expect(now.getHours()).toBe(9);
    expect(run('Asia/Dubai')).toEqual(['09:00', '09:30', '10:00', '10:30']);
  });

  it('marks taken slots by instant, whatever zone the booking was computed in', () => {
    // A Kolkata 10:00 booking is 04:30 UTC.
    const taken = [{ start: new Date('2025-03-10T04:30:00Z'), end: new Date('2025-03-10T05:00:00Z') }];
    const slots = buildSlots({ ranges, duration: 30, date: '2025-03-10', timeZone: 'Asia/Kolkata', now, taken });
    expect(slots).toEqual([
      { time: '10:00', label: '10:00 AM', isDisabled: true },
      { time: '10:30', label: '10:30 AM', isDisabled: false },
    ]);
  });
});
