import { afterEach, describe, expect, it } from 'vitest';
import type { Currency } from '../../shared/format/currency.ts';
import { setLocaleSource, t } from '../../shared/i18n/format.ts';
import type { Locale } from '../../shared/i18n/locale.ts';
import { filterGroups } from './filter-options.ts';

const languages = [
  { id: 1, language: 'English' },
  { id: 2, language: 'Arabic' },
  { id: 3, language: 'Hindi' },
  { id: 4, language: 'Urdu' },
];

describe('filterGroups', () => {
  const groups = filterGroups((key, params) => t(key, params), languages);
  const group = (key: string) => groups.find((g) => g.key === key)!;

  it('labels the options as the spec does (000 §9)', () => {
    expect(group('consultation').options).toEqual([
      { value: 'online', label: 'Virtual' },
      { value: 'offline', label: 'Doctor Visit' },
    ]);
    expect(group('experience').options.map((o) => o.label)).toEqual(['0-5 Years', '6-10 Years', '11-16 Years', '16+ Years']);
    expect(group('availability').options.map((o) => [o.value, o.label])).toEqual([
      ['0', 'Today'],
      ['1', 'Tomorrow'],
      ['7', 'Next 7 Days'],
      ['15', 'Next 15 Days'],
      ['25', 'Next 25 Days'],
    ]);
  });

  it("shows 3 of the longer groups before 'More'", () => {
    expect(group('availability').visible).toBe(3);
    expect(group('fees').visible).toBe(3);
    expect(group('ratings').visible).toBe(3);
    expect(group('languages').visible).toBe(3);
    expect(group('languages').options).toHaveLength(4);
  });

  it('leaves out the language group until the languages are known', () => {
    expect(filterGroups((key, params) => t(key, params), []).some((g) => g.key === 'languages')).toBe(false);
  });
});

describe("the Fees bands in the listing's currency (issue 41)", () => {
  afterEach(() => setLocaleSource(() => 'en'));
  const feeLabels = (locale: Locale, currency: Currency | null) => {
    setLocaleSource(() => locale);
    const fees = filterGroups((key, params) => t(key, params), [], [], currency).find((g) => g.key === 'fees')!;
    return fees.options.map((o) => [o.value, o.label.replaceAll('\u00a0', ' ')]);
  };

  it('writes dirhams in Dubai and rupees in India, in every language; the values sent stay the same', () => {
    expect(feeLabels('en', 'AED')).toEqual([
      ['100-500', 'AED 100 - AED 500'],
      ['500-1000', 'AED 500 - AED 1000'],
      ['1000-2000', 'AED 1000 - AED 2000'],
      ['2000-5000', 'AED 2000 - AED 5000'],
      ['5000-10000', 'AED 5000 - AED 10000'],
    ]);
    expect(feeLabels('ar', 'AED')[1]).toEqual(['500-1000', 'د.إ. 500 - د.إ. 1000']);
    expect(feeLabels('hi', 'AED')[1]).toEqual(['500-1000', 'AED 500 - AED 1000']);
    for (const locale of ['en', 'ar', 'hi'] as const) expect(feeLabels(locale, 'INR')[1]).toEqual(['500-1000', '₹ 500 - ₹ 1000']);
  });

  it('shows bare numbers for a listing whose doctors charge in several currencies', () => {
    expect(feeLabels('en', null)[0]).toEqual(['100-500', '100 - 500']);
    expect(feeLabels('ar', null)[0]).toEqual(['100-500', '100 - 500']);
  });
});
