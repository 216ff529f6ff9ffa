import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it('keeps same-origin paths with their search', () => {
    expect(safeRedirect('/my-appointments')).toBe('/my-appointments');
    expect(safeRedirect('/claim-profile/4?x=1')).toBe('/claim-profile/4?x=1');
  });

  it('drops other origins and protocol-relative or backslash tricks', () => {
    expect(safeRedirect('https://evil.example/')).toBeUndefined();
    expect(safeRedirect('//evil.example')).toBeUndefined();
    expect(safeRedirect('/\\evil.example')).toBeUndefined();
    expect(safeRedirect('javascript:alert(1)')).toBeUndefined();
    expect(safeRedirect('/ok\nLocation: x')).toBeUndefined();
  });

  it('drops login pages and non-strings', () => {
    expect(safeRedirect('/login?redirect=/x')).toBeUndefined();
    expect(safeRedirect('/doctor-login')).toBeUndefined();
    expect(safeRedirect(undefined)).toBeUndefined();
    expect(safeRedirect(['/x'])).toBeUndefined();
  });
});
