import { describe, expect, it } from 'vitest';
import { TZDate } from '@date-fns/tz';
import { MAX_CACHED_INSTANTS, addDays, isLocalDate, isoWeekday, localNow, parseTime, zonedInstant } from './zoned-time.ts';

describe('zoned time', () => {
  it('validates calendar dates', () => {
    expect(isLocalDate('2025-03-10')).toBe(true);
    expect(isLocalDate('2025-02-30')).toBe(false);
    expect(isLocalDate('2025-3-10')).toBe(false);
  });

  it('computes ISO weekdays and adds days', () => {
    expect(isoWeekday('2025-03-10')).toBe(1);
    expect(isoWeekday('2025-03-16')).toBe(7);
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
  });

  it('parses times of day', () => {
    expect(parseTime('9:05')).toBe(545);
    expect(parseTime('09:05:00')).toBe(545);
    expect(parseTime('24:00')).toBe(1440);
    expect(parseTime('24:30')).toBeNull();
    expect(parseTime('12:60')).toBeNull();
  });

  it('turns a wall clock into an instant and back', () => {
    expect(zonedInstant('2025-03-10', 9 * 60, 'Asia/Dubai').toISOString()).toBe('2025-03-10T05:00:00.000Z');
    expect(zonedInstant('2025-03-10', 9 * 60, 'Asia/Kolkata').toISOString()).toBe('2025-03-10T03:30:00.000Z');
    expect(zonedInstant('2025-03-10', 24 * 60, 'Asia/Dubai').toISOString()).toBe('2025-03-10T20:00:00.000Z');
    expect(localNow(new Date('2025-03-10T19:00:00Z'), 'Asia/Kolkata')).toEqual({ date: '2025-03-11', minutes: 30, weekday: 2 });
  });

  it('answers from its caches exactly what Intl answers, across a clock change and past the bound', () => {
    const fresh = (date: string, minutes: number, zone: string) => {
      const [y, m, d] = date.split('-').map(Number) as [number, number, number];
      return new TZDate(y, m - 1, d, Math.floor(minutes / 60), minutes % 60, zone).getTime();
    };
    // London's spring-forward day and the day after, both asked twice (the second from the cache).
    for (let round = 0; round < 2; round++) {
      for (const date of ['2025-03-30', '2025-03-31']) {
        for (const minutes of [0, 59, 60, 61, 120, 150, 24 * 60]) {
          expect(zonedInstant(date, minutes, 'Europe/London').getTime()).toBe(fresh(date, minutes, 'Europe/London'));
          expect(zonedInstant(date, minutes, 'Asia/Kolkata').getTime()).toBe(fresh(date, minutes, 'Asia/Kolkata'));
        }
      }
    }
    // Past its bound the cache starts again; answers stay right.
    for (let i = 0; i <= MAX_CACHED_INSTANTS; i++) zonedInstant('2025-01-01', i % 1440, `Etc/GMT-${1 + (Math.floor(i / 1440) % 12)}`);
    expect(zonedInstant('2025-03-30', 60, 'Europe/London').getTime()).toBe(fresh('2025-03-30', 60, 'Europe/London'));
    // Each answer is a Date of its own: changing one does not change the next.
    const first = zonedInstant('2025-06-01', 600, 'Asia/Dubai');
    first.setTime(0);
    expect(zonedInstant('2025-06-01', 600, 'Asia/Dubai').getTime()).toBe(fresh('2025-06-01', 600, 'Asia/Dubai'));
  });

  it("remembers the last wall clock, per instant and zone, and hands out copies", () => {
    const at = new Date('2025-03-30T00:30:00Z');
    const dubai = localNow(at, 'Asia/Dubai');
    expect(dubai).toEqual({ date: '2025-03-30', minutes: 4 * 60 + 30, weekday: 7 });
    dubai.date = 'changed';
    expect(localNow(at, 'Asia/Dubai').date).toBe('2025-03-30');
    // Another zone at the same instant, or another instant, is computed afresh.
    expect(localNow(at, 'America/Los_Angeles')).toEqual({ date: '2025-03-29', minutes: 17 * 60 + 30, weekday: 6 });
    expect(localNow(new Date('2025-03-30T23:30:00Z'), 'Asia/Dubai')).toEqual({ date: '2025-03-31', minutes: 3 * 60 + 30, weekday: 1 });
  });
});
