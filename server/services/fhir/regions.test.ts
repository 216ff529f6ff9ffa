import { describe, expect, it } from 'vitest';
import { demoCities } from '../../db/seed/data/places.ts';
import { regionCode } from './regions.ts';

describe('regionCode', () => {
  it('gives the ISO 3166-2 code of an emirate or Indian state, whatever the spelling of the country', () => {
    expect(regionCode('Dubai', 'United Arab Emirates')).toBe('AE-DU');
    expect(regionCode('abu dhabi', 'AE')).toBe('AE-AZ');
    expect(regionCode('Emirate of Sharjah', 'UAE')).toBe('AE-SH');
    expect(regionCode('Maharashtra', 'India')).toBe('IN-MH');
    expect(regionCode('Tamil  Nadu', 'in')).toBe('IN-TN');
    expect(regionCode('Telangana', 'India')).toBe('IN-TG');
  });

  it('places every demo city (the feed of a seeded site tags all its files)', () => {
    for (const city of demoCities) expect(regionCode(city.state, city.country), city.name).toMatch(/^(AE|IN)-[A-Z]{2}$/);
  });

  it('answers null for what it cannot place', () => {
    expect(regionCode('Nowhere Land', 'India')).toBeNull();
    expect(regionCode('Dubai', 'India')).toBeNull();
    expect(regionCode('California', 'United States')).toBeNull();
    expect(regionCode(null, 'India')).toBeNull();
    expect(regionCode('Dubai', null)).toBeNull();
  });
});
