import { describe, expect, it } from 'vitest';
import { isPortalPath, showsTopSearch } from './shell-rules.ts';

describe('shell rules', () => {
  it('hides the search box for doctors and on three pages', () => {
    expect(showsTopSearch('/', false)).toBe(true);
    expect(showsTopSearch('/', true)).toBe(false);
    expect(showsTopSearch('/edit-profile', false)).toBe(false);
    expect(showsTopSearch('/terms-condition/', false)).toBe(false);
    expect(showsTopSearch('/privacy-policy', false)).toBe(false);
    expect(showsTopSearch('/about-us', false)).toBe(true);
  });

  it('knows the doctor portal paths', () => {
    expect(isPortalPath('/doctor')).toBe(true);
    expect(isPortalPath('/doctor/booking-list')).toBe(true);
    expect(isPortalPath('/doctor-login')).toBe(false);
    expect(isPortalPath('/doctor-details/x/1')).toBe(false);
  });
});
