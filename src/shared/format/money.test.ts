import { describe, expect, it } from 'vitest';
import { setLocaleSource } from '../i18n/format.ts';
import type { Locale } from '../i18n/locale.ts';
import { CURRENCIES, currencyOf } from './currency.ts';
import { formatFee, formatPortalFee } from './money.ts';

const INTL_TAGS = [['en', 'en-US'], ['ar', 'ar-AE-u-nu-latn'], ['hi', 'hi-IN']] as const;

function inLocale<T>(locale: Locale, run: () => T): T {
  setLocaleSource(() => locale);
  try {
    return run();
  } finally {
    setLocaleSource(() => 'en');
  }
}

describe('money', () => {
  it('shows patient fees with the sign of their currency and .00', () => {
    expect(formatFee(500, 'INR')).toBe('₹\u00a0500.00');
    expect(formatFee('1500', 'INR')).toBe('₹\u00a01500.00');
    expect(formatFee(null, 'INR')).toBe('₹\u00a00.00');
    expect(formatFee(350, 'AED')).toBe('AED\u00a0350.00');
  });

  it('keeps sign and amount together on one line (no-break space)', () => {
    expect(formatFee(500, 'INR')).not.toMatch(/₹ /);
    expect(formatFee(500, 'AED')).toMatch(/^AED\u00a0500\.00$/);
  });

  it('writes dirhams and rupees in Arabic and Hindi as Intl does', () => {
    expect(inLocale('ar', () => formatFee(350, 'AED'))).toBe('د.إ.\u00a0350.00');
    expect(inLocale('ar', () => formatFee(350, 'INR'))).toBe('₹\u00a0350.00');
    expect(inLocale('hi', () => formatFee(350, 'AED'))).toBe('AED\u00a0350.00');
    expect(inLocale('hi', () => formatFee(350, 'INR'))).toBe('₹\u00a0350.00');
  });

  it('shows doctor-portal rupees as Rs. in English, the rupee sign in Arabic and Hindi, other currencies as the patient side', () => {
    expect(formatPortalFee(500, 'INR')).toBe('Rs.\u00a0500.00');
    expect(formatPortalFee(99.5, 'INR')).toBe('Rs.\u00a099.50');
    expect(formatPortalFee(500, 'AED')).toBe('AED\u00a0500.00');
    expect(inLocale('ar', () => formatPortalFee(500, 'INR'))).toBe('₹\u00a0500.00');
    expect(inLocale('ar', () => formatPortalFee(500, 'AED'))).toBe('د.إ.\u00a0500.00');
    expect(inLocale('hi', () => formatPortalFee(99.5, 'INR'))).toBe('₹\u00a099.50');
  });

  it("uses Intl's sign of every currency in every language", () => {
    for (const [locale, tag] of INTL_TAGS) {
      for (const currency of CURRENCIES) {
        const sign = new Intl.NumberFormat(tag, { style: 'currency', currency }).formatToParts(1).find((part) => part.type === 'currency')!.value;
        expect(inLocale(locale, () => formatFee(1, currency)), `${locale} ${currency}`).toBe(`${sign}\u00a01.00`);
      }
    }
  });

  it('writes the same amount as Intl in every language, without building Intl on the way', () => {
    const values = [0, 0.005, 0.01, 0.1, 0.125, 1, 1.005, 2.675, 9.995, 99.5, 500, 1650, 1234567.891, 99999999.999];
    // Thousandths spread over 0–10 000 (a fixed sequence: the same values every run).
    for (let i = 0; i < 2000; i++) values.push(((i * 7_919_021) % 10_000_000) / 1000);
    for (const [locale, tag] of INTL_TAGS) {
      const intl = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
      inLocale(locale, () => {
        for (const value of values) expect(formatFee(value, 'INR'), `${locale} ${value}`).toBe(`₹\u00a0${intl.format(value)}`);
      });
    }
  });
});

describe('currencyOf: the country of the doctor or clinic decides', () => {
  it('reads the country as stored (code, name or alias)', () => {
    expect(currencyOf({ country: 'ae' })).toBe('AED');
    expect(currencyOf({ country: 'United Arab Emirates' })).toBe('AED');
    expect(currencyOf({ country: 'UAE' })).toBe('AED');
    expect(currencyOf({ country: 'in' })).toBe('INR');
    expect(currencyOf({ country: 'India' })).toBe('INR');
    expect(currencyOf({ country: 'gb' })).toBe('GBP');
  });

  it("prefers the country to the zone, and takes the zone's country without one", () => {
    expect(currencyOf({ country: 'India', timeZone: 'Asia/Dubai' })).toBe('INR');
    expect(currencyOf({ country: null, timeZone: 'Asia/Dubai' })).toBe('AED');
    expect(currencyOf({ country: 'Atlantis', timeZone: 'Asia/Kolkata' })).toBe('INR');
    expect(currencyOf({ timeZone: 'Asia/Calcutta' })).toBe('INR');
    expect(currencyOf({ timeZone: 'America/Toronto' })).toBe('CAD');
    expect(currencyOf({ timeZone: 'America/Chicago' })).toBe('USD');
    expect(currencyOf({ timeZone: 'Australia/Perth' })).toBe('AUD');
  });

  it('falls back to rupees when neither names one of the six countries', () => {
    expect(currencyOf({})).toBe('INR');
    expect(currencyOf({ country: 'France', timeZone: 'Europe/Paris' })).toBe('INR');
  });
});
