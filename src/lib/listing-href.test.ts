import { describe, expect, it } from 'vitest';
import { listingHref } from './listing-href.ts';

describe('listingHref', () => {
  it('builds the listing path with the speciality id and coordinates', () => {
    expect(listingHref('cardiology', 'dubai', { specializationId: 2, latitude: 25.07, longitude: 55.3 })).toBe(
      '/cardiology/dubai?specializationId=2&latitude=25.07&longitude=55.3',
    );
  });
  it('leaves out coordinates it does not have', () => {
    expect(listingHref('ent', 'default-location', { specializationId: 9 })).toBe('/ent/default-location?specializationId=9');
    expect(listingHref('ent', 'x', { specializationId: 9, latitude: Number.NaN, longitude: 1 })).toBe('/ent/x?specializationId=9&longitude=1');
  });
});
