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

  it('writes the same amount as Intl in every language, without building Intl on the way', () => {
    const values = [0, 0.005, 0.01, 0.1, 0.125, 1, 1.005, 2.675, 9.995, 99.5, 500, 1650, 1234567.891, 99999999.999];
    // Thousandths spread over 0–10 000 (a fixed sequence: the same values every run).
    for (let i = 0; i < 2000; i++) values.push(((i * 7_919_021) % 10_000_000) / 1000);
    for (const [locale, tag] of [['en', 'en-US'], ['ar', 'ar-AE-u-nu-latn'], ['hi', 'hi-IN']] as const) {
      const intl = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
      setLocaleSource(() => locale);
      try {
        for (const value of values) expect(formatRupees(value), `${locale} ${value}`).toBe(`₹\u00a0${intl.format(value)}`);
      } finally {
        setLocaleSource(() => 'en');
      }
    }
  });
});
