import { describe, expect, it } from 'vitest';
import { isServerRendered } from '../../src/shared/ssr-paths.ts';
import { jsonForPage } from './ssr.ts';

describe('which pages the server renders', () => {
  it('renders the public pages in every language', () => {
    for (const path of [
      '/',
      '/ar/',
      '/hi/',
      '/ar/privacy-policy',
      '/hi/cardiologist/dubai',
      '/ar/cardiologist/dubai/doctor/dr-amira-haddad',
      '/about-us',
      '/contact-us',
      '/privacy-policy',
      '/terms-condition',
      '/search/doctor',
      '/cardiologist/dubai',
      '/cardiologist/dubai/doctor/dr-amira-haddad',
    ]) {
      expect(isServerRendered(path), path).toBe(true);
    }
  });

  it('leaves signed-in areas and app pages, in every language, to the browser', () => {
    for (const path of [
      '/my-appointments',
      '/doctor/dashboard',
      '/doctor/booking-list',
      '/admin/claims',
      '/consult/abc',
      '/claim-profile/12',
      '/doctor-details/x/12',
      // One list of first segments that are never listings (issue 38), the short links' among them.
      '/search/unknown',
      '/l/Ab3dE6gH9k',
      '/hi/l/Ab3dE6gH9k',
      '/fhir/Practitioner',
      '/ar/doctor/dashboard',
      '/hi/my-appointments',
      '/ar/claim-profile/12',
      '/api/home',
      '/media/x/y',
      '/a/b/c',
      '/a/b/doctor/x',
    ]) {
      expect(isServerRendered(path), path).toBe(false);
    }
  });
});

describe('the page data script', () => {
  it('cannot close its element or open another, whatever a doctor wrote', () => {
    const hostile = {
      about: '</script><script>alert(1)</script><!-- & \u2028 \u2029',
    };
    const text = jsonForPage(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(hostile);
  });
});
