/**
 * The SMART apps allowed to ask patients for access (issue 39): public clients (no secret; PKCE
 * protects the code), each with the exact redirect URIs it may use. Configured by SMART_CLIENTS, a
 * JSON list: [{"client_id":"my-app","name":"My App","redirect_uris":["https://app.example/callback"]}].
 * An unknown client or an unlisted redirect URI gets an error page, never a redirect.
 */
import { z } from 'zod';

export interface SmartClient {
  clientId: string;
  name: string;
  redirectUris: string[];
}

const redirectUri = z
  .string()
  .max(500)
  .refine((value) => {
    try {
      const url = new URL(value);
      // A fragment would swallow our parameters; http only for a local app.
      return !url.hash && (url.protocol === 'https:' || (url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) || /^[a-z][a-z0-9+.-]*\.[a-z0-9+.-]+:$/.test(url.protocol));
    } catch {
      return false;
    }
  }, 'an absolute https URL (http only for localhost, or an app scheme like com.example.app:/callback), without #fragment');

const clientList = z.array(
  z.object({
    client_id: z.string().regex(/^[A-Za-z0-9._~-]{1,100}$/, 'letters, digits and . _ ~ - (at most 100)'),
    name: z.string().trim().min(1).max(100),
    redirect_uris: z.array(redirectUri).min(1).max(20),
  }),
).max(100);

export function parseSmartClients(raw: string | undefined): SmartClient[] {
  if (!raw?.trim()) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new Error('SMART_CLIENTS must be a JSON array of {client_id, name, redirect_uris}');
  }
  const result = clientList.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`SMART_CLIENTS is not valid at ${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}`);
  }
  const ids = new Set<string>();
  return result.data.map((client) => {
    if (ids.has(client.client_id)) throw new Error(`SMART_CLIENTS names ${client.client_id} twice`);
    ids.add(client.client_id);
    return { clientId: client.client_id, name: client.name, redirectUris: client.redirect_uris };
  });
}

/** The client and redirect URI of an authorization request, when both are registered (exact match). */
export function registeredClient(clients: readonly SmartClient[], clientId: unknown, redirect: unknown): SmartClient | null {
  if (typeof clientId !== 'string' || typeof redirect !== 'string') return null;
  const client = clients.find((entry) => entry.clientId === clientId);
  return client && client.redirectUris.includes(redirect) ? client : null;
}
