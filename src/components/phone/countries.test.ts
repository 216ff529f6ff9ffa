import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryForDialCode, flagEmoji } from './countries.ts';

describe('countries', () => {
  it('has unique ISO codes and well-formed dial codes', () => {
    const codes = new Set(COUNTRIES.map((c) => c.code));
    expect(codes.size).toBe(COUNTRIES.length);
    for (const c of COUNTRIES) expect(c.dial_code).toMatch(/^\+\d{1,4}$/);
  });
  it('derives flag emoji from the ISO code', () => {
    expect(flagEmoji('AE')).toBe('🇦🇪');
    expect(flagEmoji('in')).toBe('🇮🇳');
  });
  it('preselects from the calling code, the country hint, else the UAE', () => {
    expect(countryForDialCode('+91', null, 'AE').code).toBe('IN');
    expect(countryForDialCode('971', null, 'AE').code).toBe('AE');
    expect(countryForDialCode('+1', null, 'AE').code).toBe('US');
    expect(countryForDialCode('+1', 'Canada', 'AE').code).toBe('CA');
    expect(countryForDialCode('+1', 'CA', 'AE').code).toBe('CA');
    expect(countryForDialCode(null, 'IN', 'AE').code).toBe('IN');
    expect(countryForDialCode(null, null, 'AE').code).toBe('AE');
    expect(countryForDialCode('+99999', null, 'AE').code).toBe('AE');
  });
});
