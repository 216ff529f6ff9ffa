import { apiFetch } from '../../../lib/api-client.ts';

/** Revokes the session on the server, which also clears the cookie. */
export async function logout(): Promise<void> {
  await apiFetch<unknown>('/api/logout', { method: 'POST' });
}

/** Revokes every session of the account (this one included). */
export async function logoutEverywhere(): Promise<void> {
  await apiFetch<unknown>('/api/logout-all', { method: 'POST' });
}
