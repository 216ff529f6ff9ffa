import { describe, expect, it } from 'vitest';
import { countryCode } from '../../../src/shared/country.ts';
import { timeZoneOf } from './geocode-zone.ts';

describe('countryCode', () => {
  it('reads codes, names and common aliases of the six countries', () => {
    expect(countryCode('AE')).toBe('ae');
    expect(countryCode(' united arab emirates ')).toBe('ae');
    expect(countryCode('UAE')).toBe('ae');
    expect(countryCode('India')).toBe('in');
    expect(countryCode('USA')).toBe('us');
    expect(countryCode('UK')).toBe('gb');
    expect(countryCode('France')).toBeNull();
    expect(countryCode('')).toBeNull();
  });
});

describe('timeZoneOf', () => {
  it('gives one zone for the UAE, India and Britain, and Dubai when unknown', () => {
    expect(timeZoneOf({ countryCode: 'ae' })).toBe('Asia/Dubai');
    expect(timeZoneOf({ countryCode: 'in', longitude: 88.36 })).toBe('Asia/Kolkata');
    expect(timeZoneOf({ countryCode: 'gb' })).toBe('Europe/London');
    expect(timeZoneOf({ countryCode: null })).toBe('Asia/Dubai');
  });

  it('uses the state in Canada and Australia, the longitude in the United States', () => {
    expect(timeZoneOf({ countryCode: 'ca', state: 'British Columbia' })).toBe('America/Vancouver');
    expect(timeZoneOf({ countryCode: 'ca', state: 'Quebec' })).toBe('America/Toronto');
    expect(timeZoneOf({ countryCode: 'au', state: 'Western Australia' })).toBe('Australia/Perth');
    expect(timeZoneOf({ countryCode: 'au', state: 'Queensland' })).toBe('Australia/Brisbane');
    expect(timeZoneOf({ countryCode: 'au', longitude: 151.2 })).toBe('Australia/Sydney');
    expect(timeZoneOf({ countryCode: 'us', latitude: 34.05, longitude: -118.24 })).toBe('America/Los_Angeles');
    expect(timeZoneOf({ countryCode: 'us', latitude: 39.74, longitude: -104.99 })).toBe('America/Denver');
    expect(timeZoneOf({ countryCode: 'us', latitude: 41.88, longitude: -87.63 })).toBe('America/Chicago');
    expect(timeZoneOf({ countryCode: 'us', latitude: 40.71, longitude: -74.0 })).toBe('America/New_York');
    expect(timeZoneOf({ countryCode: 'us', latitude: 33.45, longitude: -112.07, state: 'Arizona' })).toBe('America/Phoenix');
    expect(timeZoneOf({ countryCode: 'us', latitude: 21.31, longitude: -157.86 })).toBe('Pacific/Honolulu');
    expect(timeZoneOf({ countryCode: 'us', latitude: 61.22, longitude: -149.9 })).toBe('America/Anchorage');
  });
});
