import { useEffect } from 'react';
import { apiFetch } from '../api-client.ts';
import type { IpLocation } from '../../shared/schemas/location.ts';
import { getSavedLocation, setSavedLocation, useSavedLocation, type SavedLocation } from './saved-location.ts';

const LOOKED_UP_KEY = 'mb.location.ip-lookup';
let lookup: Promise<void> | null = null;

/** An IP answer as the saved location; null when the server only fell back to its default city. */
export function fromIpLocation(ip: IpLocation): SavedLocation | null {
  if (ip.source !== 'ip') return null;
  return {
    address: ip.address,
    city: ip.city,
    state: ip.state,
    country: ip.country,
    postal_code: ip.postal_code,
    lat: ip.latitude,
    lng: ip.longitude,
    country_calling_code: ip.country_calling_code,
  };
}

function alreadyLookedUp(): boolean {
  try {
    return sessionStorage.getItem(LOOKED_UP_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * With no saved address the location is looked up once from the visitor's IP (000 §4).
 * Once per browser session: a failed or default-only answer is not retried on every page.
 * A fallback answer (private or unknown address) is not saved, so URLs keep default-location.
 */
export function ensureVisitorLocation(): Promise<void> {
  if (getSavedLocation() || alreadyLookedUp()) return Promise.resolve();
  lookup ??= apiFetch<IpLocation>('/api/ip-location')
    .then((answer) => {
      try {
        sessionStorage.setItem(LOOKED_UP_KEY, '1');
      } catch {
        // Without sessionStorage the module-level promise still prevents repeats in this tab.
      }
      const location = fromIpLocation(answer);
      // The visitor may have picked a place meanwhile; theirs wins.
      if (location && !getSavedLocation()) setSavedLocation(location);
    })
    .catch(() => {
      // Logged-only in the spec (000 §8); the app works with default-location.
    });
  return lookup;
}

/** The saved location, looking it up from the IP first when there is none. */
export function useVisitorLocation(): SavedLocation | null {
  const location = useSavedLocation();
  useEffect(() => {
    void ensureVisitorLocation();
  }, []);
  return location;
}
