import { useSyncExternalStore } from 'react';

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

const STORAGE_KEY = 'mb.location';
const listeners = new Set<() => void>();

function isSavedLocation(value: unknown): value is SavedLocation {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.address === 'string' && typeof v.lat === 'number' && typeof v.lng === 'number';
}

function read(): SavedLocation | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isSavedLocation(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

let current: SavedLocation | null = typeof localStorage === 'undefined' ? null : read();

function emit() {
  for (const listener of listeners) listener();
}

export function getSavedLocation(): SavedLocation | null {
  return current;
}

export function setSavedLocation(location: SavedLocation): void {
  current = location;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(location));
  } catch {
    // Storage full or blocked (private mode): keep it for this tab only.
  }
  emit();
}

export function clearSavedLocation(): void {
  current = null;
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored to remove.
  }
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY) return;
    current = read();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The saved location, re-rendering when it changes (also in other tabs). */
export function useSavedLocation(): SavedLocation | null {
  return useSyncExternalStore(subscribe, getSavedLocation, () => null);
}
