import { describe, expect, it } from 'vitest';
import { locationFromSlug, locationSlug } from './location-slug.ts';

describe('locationSlug', () => {
  it('lowercases, trims and hyphenates', () => {
    expect(locationSlug('  New Delhi ')).toBe('new-delhi');
  });

  it('removes non-word characters and collapses hyphens', () => {
    expect(locationSlug('Dubai Marina, Dubai - UAE')).toBe('dubai-marina-dubai-uae');
    expect(locationSlug('--Abu   Dhabi--')).toBe('abu-dhabi');
  });

  it('falls back to default-location', () => {
    expect(locationSlug('')).toBe('default-location');
    expect(locationSlug(null)).toBe('default-location');
    expect(locationSlug(' ,, ')).toBe('default-location');
  });
});

describe('locationFromSlug', () => {
  it('reads a slug back as a city name', () => {
    expect(locationFromSlug('new-delhi')).toBe('New Delhi');
    expect(locationFromSlug('default-location')).toBeNull();
  });
});
