import { describe, expect, it } from 'vitest';
import { isServerRendered } from '../../src/shared/ssr-paths.ts';
import { fillRoot, jsonForPage } from './ssr.ts';

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

describe('the page around the rendered markup', () => {
  const shell = '<head><title>x</title></head><body><div id="root"></div><script src="/a.js"></script></body>';

  it('puts the markup in #root and the state after it, the rest of the shell kept', () => {
    expect(fillRoot(shell, '<p>Hi</p>', { a: 1 })).toBe(
      '<head><title>x</title></head><body><div id="root"><p>Hi</p></div><script id="mb-ssr" type="application/json">{"a":1}</script><script src="/a.js"></script></body>',
    );
  });

  it('keeps dollar signs of the text as they are (no replacement patterns)', () => {
    const text = 'Fee $$ 50, $& and $` and $\' stay';
    const page = fillRoot(shell, `<p>${text}</p>`, { review: text });
    expect(page).toContain(`<div id="root"><p>${text}</p></div>`);
    const state = /<script id="mb-ssr" type="application\/json">(.*?)<\/script>/.exec(page)?.[1];
    expect(JSON.parse(state!)).toEqual({ review: text });
  });

  it('leaves a page without #root as it is', () => {
    expect(fillRoot('<body></body>', '<p>x</p>', {})).toBe('<body></body>');
  });
});
