import { describe, expect, it } from 'vitest';
import { savedLocationCoordinates, savedLocationSlug } from './location-url.ts';

const dubai = { address: 'Al Barsha, Dubai', city: 'Dubai', lat: 25.1, lng: 55.2 };

describe('savedLocationSlug', () => {
  it('slugs the saved address', () => {
    expect(savedLocationSlug(dubai)).toBe('al-barsha-dubai');
  });
  it('falls back to the city when the address is blank', () => {
    expect(savedLocationSlug({ ...dubai, address: '  ' })).toBe('dubai');
  });
  it('is default-location with no saved location or no usable text', () => {
    expect(savedLocationSlug(null)).toBe('default-location');
    expect(savedLocationSlug(undefined)).toBe('default-location');
    expect(savedLocationSlug({ ...dubai, address: '', city: '' })).toBe('default-location');
    expect(savedLocationSlug({ ...dubai, address: '!!!', city: '' })).toBe('default-location');
  });
});

describe('savedLocationCoordinates', () => {
  it('gives latitude and longitude of the saved location', () => {
    expect(savedLocationCoordinates(dubai)).toEqual({ latitude: 25.1, longitude: 55.2 });
  });
  it('is empty without a location', () => {
    expect(savedLocationCoordinates(null)).toEqual({});
    expect(savedLocationCoordinates({ ...dubai, lat: Number.NaN })).toEqual({});
  });
});
