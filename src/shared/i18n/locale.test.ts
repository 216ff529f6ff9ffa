import { describe, expect, it } from 'vitest';
import { isCrawler, localeFromCookie, localeRewrite, localizePath, negotiateLocale, parseLocalePath, preferredLocale } from './locale.ts';

describe('language of a path', () => {
  it('reads the /ar and /hi prefixes and leaves English unprefixed', () => {
    expect(parseLocalePath('/')).toEqual({ locale: 'en', path: '/' });
    expect(parseLocalePath('/ar')).toEqual({ locale: 'ar', path: '/' });
    expect(parseLocalePath('/ar/')).toEqual({ locale: 'ar', path: '/' });
    expect(parseLocalePath('/hi/search/doctor')).toEqual({ locale: 'hi', path: '/search/doctor' });
    // Not a prefix: a slug that starts with the letters.
    expect(parseLocalePath('/arthritis/dubai')).toEqual({ locale: 'en', path: '/arthritis/dubai' });
    expect(parseLocalePath('/hindi-speaking/dubai')).toEqual({ locale: 'en', path: '/hindi-speaking/dubai' });
  });

  it('puts a path in a language, and back', () => {
    expect(localizePath('/', 'ar')).toBe('/ar/');
    expect(localizePath('/doctors/dubai', 'hi')).toBe('/hi/doctors/dubai');
    expect(localizePath('/ar/doctors/dubai', 'en')).toBe('/doctors/dubai');
    expect(localizePath('/ar/doctors/dubai', 'hi')).toBe('/hi/doctors/dubai');
  });

  it('rewrites router URLs both ways', () => {
    const rewrite = localeRewrite(() => 'ar');
    const input = rewrite.input({ url: new URL('https://x.test/ar/login?redirect=%2F') });
    expect(input && new URL(String(input)).pathname).toBe('/login');
    expect(rewrite.input({ url: new URL('https://x.test/login') })).toBeUndefined();
    const output = rewrite.output({ url: new URL('https://x.test/login?x=1') });
    expect(output && String(output)).toBe('https://x.test/ar/login?x=1');
    expect(localeRewrite(() => 'en').output({ url: new URL('https://x.test/login') })).toBeUndefined();
  });
});

describe('Accept-Language', () => {
  it('takes the best of our languages by quality, then order', () => {
    expect(negotiateLocale('ar-AE,ar;q=0.9,en;q=0.8')).toBe('ar');
    expect(negotiateLocale('fr-FR,hi;q=0.5,en;q=0.4')).toBe('hi');
    expect(negotiateLocale('en;q=0.3, hi-IN')).toBe('hi');
    expect(negotiateLocale('fr, de')).toBeUndefined();
    expect(negotiateLocale('ar;q=0')).toBeUndefined();
    expect(negotiateLocale('*')).toBe('en');
    expect(negotiateLocale('')).toBeUndefined();
    expect(negotiateLocale('<script>alert(1)</script>')).toBeUndefined();
  });

  it('sends a first visit to the saved or asked language, never a prefixed page or the same one', () => {
    expect(preferredLocale({ pathLocale: 'en', pathPrefixed: false, acceptLanguage: 'ar' })).toBe('ar');
    expect(preferredLocale({ pathLocale: 'en', pathPrefixed: false, saved: 'en', acceptLanguage: 'ar' })).toBeUndefined();
    expect(preferredLocale({ pathLocale: 'en', pathPrefixed: false, saved: 'hi', acceptLanguage: 'ar' })).toBe('hi');
    expect(preferredLocale({ pathLocale: 'ar', pathPrefixed: true, saved: 'en', acceptLanguage: 'en' })).toBeUndefined();
    expect(preferredLocale({ pathLocale: 'en', pathPrefixed: false, saved: 'xx', acceptLanguage: 'en-GB' })).toBeUndefined();
  });

  it('knows crawlers and the saved-choice cookie', () => {
    expect(isCrawler('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isCrawler('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(false);
    expect(localeFromCookie('a=1; mb_locale=hi; b=2')).toBe('hi');
    expect(localeFromCookie('mb_locale=xx')).toBeUndefined();
  });
});
