import { describe, expect, it } from 'vitest';
import { addDays, isLocalDate, isoWeekday, localNow, parseTime, zonedInstant } from './zoned-time.ts';

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
});
