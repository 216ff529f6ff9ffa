import { afterEach, describe, expect, it } from 'vitest';
import { setLocaleSource } from '../shared/i18n/format.ts';
import { intlTag, type Locale } from '../shared/i18n/locale.ts';
import { calendarDate, dayChipLabel } from './date-labels.ts';

// The date strip's chips: the clinic's calendar date in the reader's language. Issue 40 keeps each
// language's labels of a date once made (every doctor page shows the same coming days).
let locale: Locale = 'en';
setLocaleSource(() => locale);
afterEach(() => {
  locale = 'en';
});

const expected = (lang: Locale, date: string) => {
  const at = new Date(`${date}T00:00:00Z`);
  const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(intlTag(lang), { ...options, timeZone: 'UTC' }).format(at);
  return { weekday: format({ weekday: 'short' }), day: format({ day: 'numeric' }), month: format({ month: 'short' }), full: format({ weekday: 'short', month: 'short', day: 'numeric' }) };
};

describe('dayChipLabel', () => {
  it('labels a date in each language, the same date again in the language asked', () => {
    expect(dayChipLabel('2026-11-30')).toEqual({ weekday: 'Mon', day: '30', month: 'Nov', full: 'Mon, Nov 30' });
    for (const lang of ['ar', 'hi', 'en', 'ar'] as const) {
      locale = lang;
      expect(dayChipLabel('2026-11-30'), lang).toEqual(expected(lang, '2026-11-30'));
      expect(dayChipLabel('2026-12-01'), lang).toEqual(expected(lang, '2026-12-01'));
    }
    expect(expected('ar', '2026-11-30').weekday).not.toBe('Mon');
  });

  it('keeps text that is not a date as the day', () => {
    expect(dayChipLabel('soon')).toEqual({ weekday: '', day: 'soon', month: '', full: 'soon' });
  });

  it('stays right past its bound', () => {
    for (let day = 0; day < 900; day++) {
      const date = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
      expect(dayChipLabel(date).full).toBe(expected('en', date).full);
    }
  });
});

describe('calendarDate', () => {
  const calendar = (lang: Locale, date: string) =>
    new Intl.DateTimeFormat(intlTag(lang), { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

  it('labels a date in the language asked each time, kept per language; text that is not a date stays', () => {
    for (const lang of ['ar', 'hi', 'en', 'ar', 'hi'] as const) {
      locale = lang;
      expect(calendarDate('2026-11-21'), lang).toBe(calendar(lang, '2026-11-21'));
    }
    expect(calendar('ar', '2026-11-21')).not.toBe(calendar('hi', '2026-11-21'));
    expect(calendarDate('not a date')).toBe('not a date');
    locale = 'en';
    for (let day = 0; day < 2500; day += 7) {
      const date = new Date(Date.UTC(2020, 0, 1 + day)).toISOString().slice(0, 10);
      expect(calendarDate(date)).toBe(calendar('en', date));
    }
  });
});
