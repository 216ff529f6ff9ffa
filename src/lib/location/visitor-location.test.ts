import { describe, expect, it } from 'vitest';
import type { IpLocation } from '../../shared/schemas/location.ts';
import { fromIpLocation } from './visitor-location.ts';

const answer: IpLocation = {
  city: 'Mumbai',
  city_slug: 'mumbai',
  state: 'Maharashtra',
  country: 'in',
  latitude: 19.07,
  longitude: 72.88,
  address: 'Mumbai, Maharashtra',
  postal_code: null,
  country_calling_code: '+91',
  source: 'ip',
};

describe('fromIpLocation', () => {
  it('maps an IP answer to the saved location', () => {
    expect(fromIpLocation(answer)).toEqual({
      address: 'Mumbai, Maharashtra',
      city: 'Mumbai',
      state: 'Maharashtra',
      country: 'in',
      postal_code: null,
      lat: 19.07,
      lng: 72.88,
      country_calling_code: '+91',
    });
  });
  it('does not save the server fallback city', () => {
    expect(fromIpLocation({ ...answer, source: 'default' })).toBeNull();
  });
});
