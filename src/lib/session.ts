import { useSyncExternalStore } from 'react';
import type { UserDetails, UserType } from '../shared/schemas/auth.ts';

/**
 * The signed-in state the UI needs: who is signed in, never the secret.
 * The session token itself lives in an HttpOnly cookie the page cannot read.
 */
export interface Session {
  userType: UserType;
  userId: number;
  user: UserDetails;
}

const STORAGE_KEY = 'mb.session';
const listeners = new Set<() => void>();

function read(): Session | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Session) : null;
  } catch {
    return null;
  }
}

let current: Session | null = typeof localStorage === 'undefined' ? null : read();

function emit() {
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  return current;
}

export function setSession(user: UserDetails): void {
  current = { userType: user.user_role, userId: user.id, user };
  localStorage.setItem(STORAGE_KEY, JSON.stringify(current));
  emit();
}

export function clearSession(): void {
  current = null;
  localStorage.removeItem(STORAGE_KEY);
  sessionStorage.clear();
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

/** The current session, re-rendering on sign-in and sign-out (also in other tabs). */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, () => null);
}
