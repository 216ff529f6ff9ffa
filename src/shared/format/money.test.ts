import { describe, expect, it } from 'vitest';
import { setLocaleSource } from '../i18n/format.ts';
import type { Locale } from '../i18n/locale.ts';
import { formatRs, formatRupees } from './money.ts';

describe('money', () => {
  it('shows patient fees with the rupee symbol and .00', () => {
    expect(formatRupees(500)).toBe('₹\u00a0500.00');
    expect(formatRupees('1500')).toBe('₹\u00a01500.00');
    expect(formatRupees(null)).toBe('₹\u00a00.00');
  });

  it('keeps symbol and amount together on one line (no-break space)', () => {
    expect(formatRupees(500)).not.toMatch(/₹ /);
    expect(formatRupees(500)).toMatch(/^₹\u00a0500\.00$/);
  });

  it('shows doctor-portal fees as Rs.', () => {
    expect(formatRs(500)).toBe('Rs.\u00a0500.00');
    expect(formatRs(99.5)).toBe('Rs.\u00a099.50');
  });

  it('writes the rupee sign, not the English abbreviation, in Arabic and Hindi', () => {
    let locale: Locale = 'ar';
    setLocaleSource(() => locale);
    try {
      expect(formatRs(500)).toBe('₹\u00a0500.00');
      locale = 'hi';
      expect(formatRs(99.5)).toBe('₹\u00a099.50');
    } finally {
      setLocaleSource(() => 'en');
    }
  });
});
