import { useSyncExternalStore } from 'react';
import { storedValue } from '../stored-value.ts';

/** The visitor's location as the app remembers it between visits (000 §3 auth state, §4 visitor location). */
export interface SavedLocation {
  address: string;
  city: string;
  state: string | null;
  country: string;
  postal_code: string | null;
  lat: number;
  lng: number;
  /** e.g. '+971'; preselects the login country picker. */
  country_calling_code: string | null;
}

function isSavedLocation(value: unknown): value is SavedLocation {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.address === 'string' && typeof v.lat === 'number' && typeof v.lng === 'number';
}

const store = storedValue('mb.location', isSavedLocation);

export const getSavedLocation = store.get;
export const setSavedLocation = (location: SavedLocation): void => store.set(location);
export const clearSavedLocation = (): void => store.clear();

/** The saved location, re-rendering when it changes (also in other tabs). */
export function useSavedLocation(): SavedLocation | null {
  return useSyncExternalStore(store.subscribe, store.get, () => null);
}
