import { describe, expect, it } from 'vitest';
import { enquiryDates, enquirySlots, enquiryTimes } from './enquiry-slots.ts';

describe('enquiry slots', () => {
  it('are every 30 minutes from 08:00 to 20:30', () => {
    const times = enquiryTimes();
    expect(times).toHaveLength(26);
    expect(times[0]).toBe('08:00');
    expect(times[1]).toBe('08:30');
    expect(times.at(-1)).toBe('20:30');
  });

  it('offer only future times today, in the doctor\'s zone', () => {
    // 06:45 UTC = 10:45 in Dubai.
    const now = new Date('2025-03-10T06:45:00Z');
    const slots = enquirySlots('2025-03-10', now, 'Asia/Dubai');
    expect(slots[0]).toEqual({ time: '11:00', label: '11:00 AM' });
    expect(slots).toHaveLength(20);
    expect(enquirySlots('2025-03-11', now, 'Asia/Dubai')).toHaveLength(26);
    expect(enquirySlots('2025-03-09', now, 'Asia/Dubai')).toEqual([]);
  });

  it('offer nothing today once 20:30 has passed', () => {
    const now = new Date('2025-03-10T16:31:00Z'); // 20:31 in Dubai
    expect(enquirySlots('2025-03-10', now, 'Asia/Dubai')).toEqual([]);
  });

  it('list 7 dates from the doctor\'s today', () => {
    const now = new Date('2025-03-10T19:00:00Z'); // Tuesday 00:30 in Kolkata
    expect(enquiryDates(now, 'Asia/Kolkata')).toEqual([
      '2025-03-11', '2025-03-12', '2025-03-13', '2025-03-14', '2025-03-15', '2025-03-16', '2025-03-17',
    ]);
  });
});
