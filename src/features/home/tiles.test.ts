import { describe, expect, it } from 'vitest';
import type { SavedLocation } from '../../lib/location/saved-location.ts';
import { hasMoreTiles, tileHref, visibleTiles } from './tiles.ts';

const saved: SavedLocation = {
  address: 'Al Barsha, Dubai',
  city: 'Dubai',
  state: 'Dubai',
  country: 'ae',
  postal_code: null,
  lat: 25.1,
  lng: 55.2,
  country_calling_code: '+971',
};

describe('tileHref', () => {
  it('opens the listing at the saved address with its coordinates', () => {
    expect(tileHref({ id: 2, slug: 'cardiology' }, saved)).toBe('/cardiology/al-barsha-dubai?specializationId=2&latitude=25.1&longitude=55.2');
  });
  it('uses default-location without a saved location', () => {
    expect(tileHref({ id: 7, slug: 'ent' }, null)).toBe('/ent/default-location?specializationId=7');
  });
});

describe('visible tiles', () => {
  const list = Array.from({ length: 12 }, (_, i) => i);
  it('shows the first 10 until expanded', () => {
    expect(visibleTiles(list, false)).toHaveLength(10);
    expect(visibleTiles(list, true)).toHaveLength(12);
  });
  it('offers the toggle only past 10', () => {
    expect(hasMoreTiles(10)).toBe(false);
    expect(hasMoreTiles(11)).toBe(true);
  });
});
