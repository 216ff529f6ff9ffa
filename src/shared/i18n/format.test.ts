import { describe, expect, it } from 'vitest';
import { formatMessage, t } from './format.ts';
import { MessageSyntaxError, parseMessage } from './icu.ts';
import { formatTime12 } from '../format/time.ts';
import { formatDateLong } from '../format/date-long.ts';

const days = '{count, plural, zero {لا أيام} one {يوم واحد} two {يومان} few {# أيام} many {# يومًا} other {# يوم}}';

describe('messages', () => {
  it('fills {placeholders} as before (English stays plain)', () => {
    expect(t('auth.codeSent', { to: 'a@b.c' })).toBe('A 4-digit code has been sent to a@b.c');
    expect(formatMessage('Hello, {name}', { name: 'Sara' }, 'en')).toBe('Hello, Sara');
    expect(formatMessage('Keep {unknown}', {}, 'en')).toBe('Keep {unknown}');
  });

  it('words English counts with the same ICU plurals as the translations (no second one/other key scheme)', () => {
    expect([0, 1, 2, 11].map((years) => t('detail.experience', { years }, 'en'))).toEqual([
      '0 Years Experience',
      '1 Year Experience',
      '2 Years Experience',
      '11 Years Experience',
    ]);
    expect(t('seo.doctor.yearsOfExperience', { years: 1 }, 'en')).toBe('1 year of experience');
  });

  it('chooses Arabic plural forms with Intl.PluralRules (zero, one, two, few, many, other)', () => {
    expect([0, 1, 2, 3, 11, 100].map((count) => formatMessage(days, { count }, 'ar'))).toEqual([
      'لا أيام',
      'يوم واحد',
      'يومان',
      '3 أيام',
      '11 يومًا',
      '100 يوم',
    ]);
  });

  it('chooses Hindi plural forms, =N before the category, # as the number', () => {
    const hi = '{count, plural, =0 {कोई समीक्षा नहीं} one {# समीक्षा} other {# समीक्षाएँ}}';
    expect(formatMessage(hi, { count: 0 }, 'hi')).toBe('कोई समीक्षा नहीं');
    expect(formatMessage(hi, { count: 1 }, 'hi')).toBe('1 समीक्षा');
    expect(formatMessage(hi, { count: 5 }, 'hi')).toBe('5 समीक्षाएँ');
    expect(formatMessage(`डॉ. {name}: ${hi}`, { count: 2, name: 'Amit' }, 'hi')).toBe('डॉ. Amit: 2 समीक्षाएँ');
  });

  it('picks ICU select options by word, nested and with an `other` fallback (issue 41: "Aisha K., for her son")', () => {
    const review = (holder: string, relation: string, gender: string, locale: 'en' | 'ar' | 'hi') =>
      t('detail.reviewForFamily', { name: 'Aisha K.', holder, relation, gender }, locale);
    expect(review('female', 'child', 'male', 'en')).toBe('Aisha K., for her son');
    expect(review('male', 'parent', 'female', 'en')).toBe('Aisha K., for his mother');
    expect(review('unknown', 'sibling', 'other', 'en')).toBe('Aisha K., for their sibling');
    expect(review('female', 'other', 'male', 'en')).toBe('Aisha K., for her family member');
    expect(review('female', 'child', 'male', 'ar')).toBe('Aisha K.، نيابةً عن ابنها');
    expect(review('male', 'child', 'female', 'ar')).toBe('Aisha K.، نيابةً عن ابنته');
    expect(review('female', 'child', 'female', 'hi')).toBe('Aisha K., अपनी बेटी के लिए');
    expect(formatMessage('{n, plural, one {# {g, select, a {A} other {B}}} other {# x}}', { n: 1, g: 'a' }, 'en')).toBe('1 A');
  });

  it('refuses malformed plurals', () => {
    expect(() => parseMessage('{count, plural, one {x}}')).toThrow(MessageSyntaxError);
    expect(() => parseMessage('{count, plural, one {x} other {y}')).toThrow(MessageSyntaxError);
    expect(() => parseMessage('a } b')).toThrow(MessageSyntaxError);
    expect(parseMessage(days)).toHaveLength(1);
  });
});

describe('formatting in a language', () => {
  it('writes 12-hour times and dates in the language, Arabic with Western digits', () => {
    expect(formatTime12('14:30', 'en-US')).toBe('2:30 PM');
    expect(formatTime12('14:30', 'ar-AE-u-nu-latn')).toMatch(/^2:30 م$/);
    expect(formatTime12('09:05', 'hi-IN')).toMatch(/^9:05 (am|AM|पूर्वाह्न)$/);
    expect(formatDateLong('2030-01-08', 'en-US')).toBe('Tue, 8 Jan 2030');
    expect(formatDateLong('2030-01-08', 'ar-AE-u-nu-latn')).toMatch(/الثلاثاء.*8.*يناير.*2030/);
    expect(formatDateLong('2030-01-08', 'hi-IN')).toMatch(/मंगल.*8.*जन.*2030/);
  });
});
