import { afterEach, describe, expect, it, vi } from 'vitest';
import { geocodeGoogle, geocodeNominatim } from './geocode-remote.ts';

// Whether a remote answer placed the street decides if the wizard must ask
// the doctor to accept a city-level pin (POST /api/geocode `precision`).

const answer = (body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('remote geocoders tell a street from a town', () => {
  it('Nominatim: a road in the address is a street; a city alone is not', async () => {
    vi.stubGlobal('fetch', answer([{ lat: '25.2', lon: '55.27', address: { road: 'Al Wasl Road', city: 'Dubai', country_code: 'ae' } }]));
    expect(await geocodeNominatim('Al Wasl Road, Dubai', undefined)).toMatchObject({ city: 'Dubai', street: true });
    vi.stubGlobal('fetch', answer([{ lat: '25.2', lon: '55.27', address: { city: 'Dubai', country_code: 'ae' } }]));
    expect(await geocodeNominatim('zzzz, Dubai', undefined)).toMatchObject({ city: 'Dubai', street: false });
  });

  it('Google: a route is a street; a locality alone is not', async () => {
    const result = (types: string[][]) => ({
      status: 'OK',
      results: [{ geometry: { location: { lat: 25.2, lng: 55.27 } }, address_components: types.map((t, i) => ({ long_name: `part ${i}`, short_name: 'AE', types: t })) }],
    });
    vi.stubGlobal('fetch', answer(result([['route'], ['locality'], ['country']])));
    expect(await geocodeGoogle('Al Wasl Road, Dubai', 'key')).toMatchObject({ street: true });
    vi.stubGlobal('fetch', answer(result([['locality'], ['country']])));
    expect(await geocodeGoogle('zzzz, Dubai', 'key')).toMatchObject({ street: false });
  });
});
