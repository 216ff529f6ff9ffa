import { describe, expect, it } from 'vitest';
import { locationFromSlug, locationSlug, slugify } from './slug.ts';

describe('slugify', () => {
  it('lowercases, trims and hyphenates', () => {
    expect(slugify('  New Delhi ')).toBe('new-delhi');
  });

  it('removes non-word characters and collapses hyphens', () => {
    expect(slugify('Dubai Marina, Dubai - UAE')).toBe('dubai-marina-dubai-uae');
    expect(slugify('--Abu   Dhabi--')).toBe('abu-dhabi');
    expect(slugify("Ras al-Khaimah")).toBe('ras-al-khaimah');
  });

  it('folds accents to ASCII instead of dropping the letter', () => {
    expect(slugify('Zürich')).toBe('zurich');
    expect(slugify('São Paulo')).toBe('sao-paulo');
    expect(slugify('Muzayri‘')).toBe('muzayri');
    expect(slugify('Ñandú Çelik')).toBe('nandu-celik');
  });

  it('gives nothing for text without letters or digits', () => {
    expect(slugify('')).toBe('');
    expect(slugify(null)).toBe('');
    expect(slugify(' ,, ')).toBe('');
    expect(slugify('<script>')).toBe('script');
  });
});

describe('locationSlug', () => {
  it('is the slug of the address or city', () => {
    expect(locationSlug('  New Delhi ')).toBe('new-delhi');
    expect(locationSlug('Zürich')).toBe('zurich');
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
