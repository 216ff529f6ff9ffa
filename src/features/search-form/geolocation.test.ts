import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { GEOLOCATION_OPTIONS } from '../../shared/constants.ts';
import { devicePosition, GeolocationFailure, geolocationErrorKey, reverseGeocodeErrorKey } from './geolocation.ts';

describe('geolocationErrorKey', () => {
  it('maps each position error code to its toast', () => {
    expect(geolocationErrorKey(1)).toBe('location.denied');
    expect(geolocationErrorKey(2)).toBe('location.unavailable');
    expect(geolocationErrorKey(3)).toBe('location.timeout');
    expect(geolocationErrorKey(undefined)).toBe('location.error');
  });
});

describe('reverseGeocodeErrorKey', () => {
  it('tells "no city here" from a failed call', () => {
    expect(reverseGeocodeErrorKey(new ApiError(404, 'x'))).toBe('location.noAddress');
    expect(reverseGeocodeErrorKey(new ApiError(0, 'offline'))).toBe('location.addressError');
    expect(reverseGeocodeErrorKey(new Error('x'))).toBe('location.addressError');
  });
});

describe('devicePosition', () => {
  it('rejects as unsupported without the geolocation API', async () => {
    await expect(devicePosition(undefined)).rejects.toMatchObject({ key: 'location.unsupported' });
  });
  it('asks with the options of 000 §9 and maps a failure', async () => {
    const getCurrentPosition = vi.fn((_ok: PositionCallback, fail?: PositionErrorCallback | null, _options?: PositionOptions) =>
      fail?.({ code: 1 } as GeolocationPositionError),
    );
    const failure = devicePosition({ getCurrentPosition } as unknown as Geolocation);
    await expect(failure).rejects.toBeInstanceOf(GeolocationFailure);
    await expect(failure).rejects.toMatchObject({ key: 'location.denied' });
    expect(getCurrentPosition.mock.calls[0]?.[2]).toEqual(GEOLOCATION_OPTIONS);
  });
});
