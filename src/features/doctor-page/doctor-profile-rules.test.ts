import { TZDate } from '@date-fns/tz';
import { format, isValid, parseISO } from 'date-fns';
import { describe, expect, it, vi } from 'vitest';
import { setLocaleSource, t } from '../../shared/i18n/format.ts';
import { type Locale } from '../../shared/i18n/locale.ts';
import {
  cardSpecializations,
  directionsUrl,
  doctorAddressLine,
  doctorDisplayName,
  formatRating,
  formatReviewDate,
  openDirections,
  ratingRows,
  seoFallback,
  visibleSymptoms,
} from './doctor-profile-rules.ts';

const emptyAddress = { address_one: null, address_two: null, city: null, state: null, postal_code: null, country: null };
const clinic = {
  clinic_name: 'Heart Clinic',
  address_one: 'Tower 1',
  address_two: 'Marina',
  city: 'Dubai',
  state: 'Dubai',
  postal_code: null,
  country: 'United Arab Emirates',
};

describe('doctorDisplayName', () => {
  it('turns underscores into spaces and capitalises each word', () => {
    expect(doctorDisplayName({ first_name: 'priya_rani', last_name: 'sharma' })).toBe('Priya Rani Sharma');
  });
  it('does not double a stored "Dr." prefix', () => {
    expect(doctorDisplayName({ first_name: 'dr. ann', last_name: 'lee' })).toBe('Ann Lee');
    expect(doctorDisplayName({ first_name: 'Drew', last_name: 'Barry' })).toBe('Drew Barry');
  });
});

describe('directionsUrl', () => {
  it('uses the first clinic name and address, encoded, driving', () => {
    const url = directionsUrl({ address: { ...emptyAddress, city: 'Elsewhere' }, clinics: [clinic, { ...clinic, clinic_name: 'Second' }] });
    expect(url).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=' +
        encodeURIComponent('Heart Clinic, Tower 1, Marina, Dubai, United Arab Emirates') +
        '&travelmode=driving',
    );
  });
  it("falls back to the doctor's address without a clinic", () => {
    const url = directionsUrl({ address: { ...emptyAddress, address_one: 'Villa 3 & 4', city: 'Abu Dhabi' }, clinics: [] });
    expect(url).toContain(`destination=${encodeURIComponent('Villa 3 & 4, Abu Dhabi')}&`);
    expect(url).toContain('Villa%203%20%26%204');
  });
  it('is null when no address part exists anywhere', () => {
    expect(directionsUrl({ address: emptyAddress, clinics: [] })).toBeNull();
    expect(directionsUrl({ address: { ...emptyAddress, city: '  ' }, clinics: [{ ...clinic, ...emptyAddress }] })).toBeNull();
  });
});

describe('openDirections', () => {
  it('opens a new tab and cuts its opener', () => {
    const tab = { opener: {} as unknown };
    const open = vi.fn(() => tab);
    expect(openDirections('https://www.google.com/maps/dir/?api=1', open)).toBe('opened');
    expect(open).toHaveBeenCalledWith('https://www.google.com/maps/dir/?api=1', '_blank');
    expect(tab.opener).toBeNull();
  });
  it('reports a missing address without opening anything', () => {
    const open = vi.fn(() => null);
    expect(openDirections(null, open)).toBe('no-address');
    expect(open).not.toHaveBeenCalled();
  });
  it('reports a blocked or failing window.open', () => {
    expect(openDirections('https://x.test', () => null)).toBe('failed');
    expect(
      openDirections('https://x.test', () => {
        throw new Error('blocked');
      }),
    ).toBe('failed');
  });
});

describe('visibleSymptoms', () => {
  const six = ['a', 'b', 'c', 'd', 'e', 'f'];
  it('shows 4 until expanded', () => {
    expect(visibleSymptoms(six, false)).toEqual({ shown: ['a', 'b', 'c', 'd'], canToggle: true });
    expect(visibleSymptoms(six, true)).toEqual({ shown: six, canToggle: true });
  });
  it('has no toggle with 4 or fewer', () => {
    expect(visibleSymptoms(['a', 'b', 'c', 'd'], false)).toEqual({ shown: ['a', 'b', 'c', 'd'], canToggle: false });
    expect(visibleSymptoms([], false).canToggle).toBe(false);
  });
});

describe('profile card and summary helpers', () => {
  it('keeps at most 3 specializations', () => {
    expect(cardSpecializations([1, 2, 3, 4, 5])).toEqual([1, 2, 3]);
    expect(cardSpecializations([1])).toEqual([1]);
  });
  it('orders rating bars 5 to 1 with shares of the total', () => {
    expect(ratingRows([0, 0, 1, 1, 2])).toEqual([
      { stars: 5, count: 2, percent: 50 },
      { stars: 4, count: 1, percent: 25 },
      { stars: 3, count: 1, percent: 25 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 0, percent: 0 },
    ]);
    expect(ratingRows([]).every((row) => row.percent === 0)).toBe(true);
  });
  it('formats the average with one decimal', () => {
    expect(formatRating(4.84)).toBe('4.8');
    expect(formatRating(5)).toBe('5.0');
    expect(formatRating(Number.NaN)).toBe('0.0');
  });
  it('formats review dates with date-fns and keeps odd input', () => {
    expect(formatReviewDate('2026-11-13T14:07:10.651Z')).toMatch(/^Nov 1[34], 2026$/);
    expect(formatReviewDate('yesterday')).toBe('yesterday');
    expect(formatReviewDate('2026-08-08T21:40:59.193Z', true)).toBe('Aug 8, 2026');
  });
  it("writes review dates exactly as date-fns' 'MMM d, yyyy' does, in the reader's zone and in UTC", () => {
    for (let month = 0; month < 12; month++) {
      for (const [day, hour] of [[1, 0], [15, 12], [28, 23]] as const) {
        const iso = new Date(Date.UTC(2026, month, day, hour, 30)).toISOString();
        expect(formatReviewDate(iso)).toBe(format(parseISO(iso), 'MMM d, yyyy'));
        expect(formatReviewDate(iso, true)).toBe(format(new TZDate(parseISO(iso), 'UTC'), 'MMM d, yyyy'));
      }
    }
    expect(formatReviewDate('0999-03-05T00:00:00Z', true)).toBe('Mar 5, 0999');
  });
  it("writes a review's date in the reader's language: Arabic and Hindi words and order, English the spec's form", () => {
    let locale: Locale = 'ar';
    setLocaleSource(() => locale);
    try {
      const at = new Date(Date.UTC(2026, 10, 21));
      expect(formatReviewDate('2026-11-21T10:00:00Z', true)).toBe(new Intl.DateTimeFormat('ar-AE-u-nu-latn', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(at));
      expect(formatReviewDate('2026-11-21T10:00:00Z', true)).not.toContain('Nov');
      locale = 'hi';
      expect(formatReviewDate('2026-11-21T10:00:00Z', true)).toBe(new Intl.DateTimeFormat('hi-IN', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(at));
      expect(formatReviewDate('not a date', true)).toBe('not a date');
      locale = 'en';
      expect(formatReviewDate('2026-11-21T10:00:00Z', true)).toBe('Nov 21, 2026');
    } finally {
      setLocaleSource(() => 'en');
    }
  });
  it('reads the API form of a date and every other one as parseISO does (days past a month end included)', () => {
    const inputs = ['2026-11-25T23:08:12.129Z', '2026-11-25T23:08:12Z', '2026-02-29T10:00:00Z', '2026-02-30T10:00:00.000Z', '2028-02-29T00:00:00Z',
      '2026-11-25T24:00:00Z', '2026-11-25T23:60:00Z', '2026-13-01T00:00:00Z', '2026-11-25T23:08:12+05:30', '2026-11-25', '2026-11-25T23:08'];
    for (const iso of inputs) {
      const parsed = parseISO(iso);
      const expected = isValid(parsed) ? format(new TZDate(parsed, 'UTC'), 'MMM d, yyyy') : iso;
      expect(formatReviewDate(iso, true), iso).toBe(expected);
      expect(formatReviewDate(iso), iso).toBe(isValid(parsed) ? format(parsed, 'MMM d, yyyy') : iso);
    }
  });
  it('reads the address from the first clinic, dropping a repeated city', () => {
    expect(doctorAddressLine({ address: emptyAddress, clinics: [clinic] as never })).toBe('Tower 1, Marina, Dubai, United Arab Emirates');
    expect(doctorAddressLine({ address: emptyAddress, clinics: [] })).toBe('');
  });
});

describe('SEO fallback', () => {
  const base = {
    first_name: 'priya',
    last_name: 'sharma',
    seo_title: null,
    seo_description: null,
    speciality_name: 'Cardiology',
    address: emptyAddress,
    experience_years: 12,
  };
  it("prefers the doctor's own SEO copy", () => {
    expect(seoFallback({ ...base, seo_title: 'Own', seo_description: 'Mine' }, t, 'Dubai')).toEqual({ title: 'Own', description: 'Mine' });
  });
  it('builds copy from name, speciality, city (Dubai by default) and experience', () => {
    const { title } = seoFallback(base, t, 'Dubai');
    expect(title).toBe('Dr. Priya Sharma - Cardiology in Dubai | 12 Years Experience');
    expect(seoFallback({ ...base, speciality_name: '' }, t, 'Dubai').description).toMatch(/^Dr\. Priya Sharma is a doctor in Dubai with 12 years of experience\./);
  });
  it('says 1 Year (plural rules) and an before a vowel sound', () => {
    const one = seoFallback({ ...base, experience_years: 1, speciality_name: 'Ayurvedic Doctor' }, t, 'Dubai');
    expect(one.title).toBe('Dr. Priya Sharma - Ayurvedic Doctor in Dubai | 1 Year Experience');
    expect(one.description).toMatch(/^Dr\. Priya Sharma is an Ayurvedic Doctor in Dubai with 1 year of experience\./);
  });

});
