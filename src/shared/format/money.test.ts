import { describe, expect, it } from 'vitest';
import { formatRs, formatRupees } from './money.ts';

describe('money', () => {
  it('shows patient fees with the rupee symbol and .00', () => {
    expect(formatRupees(500)).toBe('₹ 500.00');
    expect(formatRupees('1500')).toBe('₹ 1500.00');
    expect(formatRupees(null)).toBe('₹ 0.00');
  });

  it('shows doctor-portal fees as Rs.', () => {
    expect(formatRs(500)).toBe('Rs. 500.00');
    expect(formatRs(99.5)).toBe('Rs. 99.50');
  });
});
