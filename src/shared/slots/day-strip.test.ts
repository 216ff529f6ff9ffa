import { describe, expect, it } from 'vitest';
import { dayStrip, shortDay } from './day-strip.ts';

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
