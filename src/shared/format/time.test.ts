import { describe, expect, it } from 'vitest';
import { formatTime12 } from './time.ts';

describe('formatTime12', () => {
  it('formats 24-hour slot times in 12-hour en-US form', () => {
    expect(formatTime12('08:00')).toBe('8:00 AM');
    expect(formatTime12('14:30')).toBe('2:30 PM');
    expect(formatTime12('00:15:00')).toBe('12:15 AM');
    expect(formatTime12('12:00')).toBe('12:00 PM');
  });

  it('leaves anything else untouched', () => {
    expect(formatTime12('later')).toBe('later');
    expect(formatTime12('25:00')).toBe('25:00');
  });
});
