import { describe, expect, it } from 'vitest';
import { formatDateLong } from './date-long.ts';

describe('formatDateLong', () => {
  it('reads an ISO day as weekday, day, month and year', () => {
    expect(formatDateLong('2030-01-08')).toBe('Tue, 8 Jan 2030');
    expect(formatDateLong('2026-11-24')).toBe('Tue, 24 Nov 2026');
  });
  it('leaves what is not a date alone', () => {
    expect(formatDateLong('soon')).toBe('soon');
  });
});
