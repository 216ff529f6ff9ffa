import { GEOLOCATION_OPTIONS } from '../../shared/constants.ts';
import type { MessageKey } from '../../shared/i18n/en.ts';
import { isApiError } from '../../lib/api-client.ts';

/** The 000 §8 toast for a failed device position (GeolocationPositionError codes). */
export function geolocationErrorKey(code: number | undefined): MessageKey {
  if (code === 1) return 'location.denied';
  if (code === 2) return 'location.unavailable';
  if (code === 3) return 'location.timeout';
  return 'location.error';
}

/** The toast for a failed reverse geocode: no city known there, or the call itself failed. */
export function reverseGeocodeErrorKey(error: unknown): MessageKey {
  return isApiError(error) && error.status === 404 ? 'location.noAddress' : 'location.addressError';
}

export class GeolocationFailure extends Error {
  readonly key: MessageKey;
  constructor(key: MessageKey) {
    super(key);
    this.name = 'GeolocationFailure';
    this.key = key;
  }
}

/** The device position with the options of 000 §9; rejects with a GeolocationFailure. */
export function devicePosition(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation): Promise<GeolocationCoordinates> {
  if (!geolocation) return Promise.reject(new GeolocationFailure('location.unsupported'));
  return new Promise((resolve, reject) => {
    geolocation.getCurrentPosition(
      (position) => resolve(position.coords),
      (error) => reject(new GeolocationFailure(geolocationErrorKey(error?.code))),
      GEOLOCATION_OPTIONS,
    );
  });
}
