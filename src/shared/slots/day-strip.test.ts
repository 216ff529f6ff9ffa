import { describe, expect, it } from 'vitest';
import { BOOKING_HORIZON_DAYS } from '../constants.ts';
import { addDays } from './zoned-time.ts';
import { dayStrip, shortDay, stripPage } from './day-strip.ts';

describe('dayStrip', () => {
  it('lists 7 days from today with the configured weekdays open', () => {
    // 2025-03-10 is a Monday; 06:00 UTC is mid-morning in Dubai.
    const strip = dayStrip(new Date('2025-03-10T06:00:00Z'), [1, 3, 5], 'Asia/Dubai');
    expect(strip).toEqual([
      { day: 'Mon', date: '2025-03-10', status: true },
      { day: 'Tue', date: '2025-03-11', status: false },
      { day: 'Wed', date: '2025-03-12', status: true },
      { day: 'Thu', date: '2025-03-13', status: false },
      { day: 'Fri', date: '2025-03-14', status: true },
      { day: 'Sat', date: '2025-03-15', status: false },
      { day: 'Sun', date: '2025-03-16', status: false },
    ]);
  });

  it('starts on the clinic\'s today, not the server\'s or the browser\'s', () => {
    // 19:00 UTC on Monday is 23:00 Monday in Dubai but 00:30 Tuesday in Kolkata.
    const now = new Date('2025-03-10T19:00:00Z');
    expect(dayStrip(now, [], 'Asia/Dubai')[0]).toEqual({ day: 'Mon', date: '2025-03-10', status: false });
    expect(dayStrip(now, [], 'Asia/Kolkata')[0]).toEqual({ day: 'Tue', date: '2025-03-11', status: false });
  });

  it('lets the caller close more days', () => {
    const strip = dayStrip(new Date('2025-03-10T06:00:00Z'), [1, 2, 3, 4, 5, 6, 7], 'Asia/Dubai', (date) => date !== '2025-03-10');
    expect(strip.map((d) => d.status)).toEqual([false, true, true, true, true, true, true]);
  });

  it('crosses month and year ends', () => {
    const strip = dayStrip(new Date('2025-12-29T06:00:00Z'), [], 'Asia/Dubai');
    expect(strip.map((d) => d.date)).toEqual([
      '2025-12-29', '2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04',
    ]);
  });

  it('names ISO weekdays', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(shortDay)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });
});

describe('stripPage (issue 39)', () => {
  const today = '2030-01-07';

  it('is the first 7 days from today when nothing later is asked for', () => {
    expect(stripPage(today)).toEqual({ first: today, previous: null, next: '2030-01-14' });
    expect(stripPage(today, undefined, '2030-01-13')).toEqual({ first: today, previous: null, next: '2030-01-14' });
  });

  it('holds a later asked date (a deep link to day 10): the second week, with a way back', () => {
    expect(stripPage(today, null, addDays(today, 10))).toEqual({ first: '2030-01-14', previous: today, next: '2030-01-21' });
    expect(stripPage(today, null, addDays(today, 30)).first).toBe(addDays(today, 28));
  });

  it('prefers the page asked for to the date, and aligns it to the pages from today', () => {
    expect(stripPage(today, '2030-01-16', '2030-01-08').first).toBe('2030-01-14');
    expect(stripPage(today, '2030-01-21', null)).toEqual({ first: '2030-01-21', previous: '2030-01-14', next: '2030-01-28' });
  });

  it('gives the first page for a past day or one past the horizon', () => {
    expect(stripPage(today, '2030-01-01').first).toBe(today);
    expect(stripPage(today, addDays(today, BOOKING_HORIZON_DAYS + 1)).first).toBe(today);
  });

  it('ends at the page holding the last bookable day', () => {
    const lastDay = addDays(today, BOOKING_HORIZON_DAYS);
    const page = stripPage(today, lastDay);
    expect(page.next).toBeNull();
    expect(dayStrip(new Date(`${today}T06:00:00Z`), [], 'UTC', undefined, page.first).map((d) => d.date)).toContain(lastDay);
    expect(page.previous).toBe(addDays(page.first, -7));
  });
});
