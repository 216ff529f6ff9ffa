import { apiFetch } from '../../../lib/api-client.ts';

/** Revokes the session on the server, which also clears the cookie. */
export async function logout(): Promise<void> {
  await apiFetch<unknown>('/api/logout', { method: 'POST' });
}
