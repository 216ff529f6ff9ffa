import { useSyncExternalStore } from 'react';
import type { UserDetails, UserRole } from '../shared/schemas/auth.ts';
import { storedValue } from './stored-value.ts';

/**
 * The signed-in state the UI needs: who is signed in, never the secret.
 * The session token itself lives in an HttpOnly cookie the page cannot read.
 */
export interface Session {
  userType: UserRole;
  userId: number;
  user: UserDetails;
}

const isSession = (value: unknown): value is Session =>
  typeof value === 'object' && value !== null && typeof (value as Session).userId === 'number' && typeof (value as Session).userType === 'string';

const store = storedValue('mb.session', isSession);

export const getSession = store.get;

export function setSession(user: UserDetails): void {
  store.set({ userType: user.user_role, userId: user.id, user });
}

export function clearSession(): void {
  store.clear();
  sessionStorage.clear();
}

/** The current session, re-rendering on sign-in and sign-out (also in other tabs). */
export function useSession(): Session | null {
  return useSyncExternalStore(store.subscribe, store.get, () => null);
}
