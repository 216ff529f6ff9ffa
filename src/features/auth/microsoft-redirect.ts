import { safeRedirect } from '../../lib/safe-redirect.ts';
import type { UserType } from '../../shared/schemas/auth.ts';

/**
 * "Sign in with Microsoft" as the OpenID Connect implicit flow of the Microsoft
 * identity platform v2: a full-page redirect (helmet's COOP same-origin rules
 * out popups) that comes back to /auth/microsoft with the ID token in the
 * fragment, so it never reaches a server log. `state` ties the answer to this
 * tab's request; `nonce` ties the token to it (the server checks the claim).
 */
export const MICROSOFT_AUTHORIZE_URL = 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize';
export const MICROSOFT_CALLBACK_PATH = '/auth/microsoft';
const STORAGE_KEY = 'mb.microsoft-login';

/** What this tab remembers across the redirect (sessionStorage: one tab, gone with it). */
export interface PendingMicrosoftLogin {
  state: string;
  nonce: string;
  /** A same-origin path (with its query) to come back to. */
  returnTo: string;
  userType: UserType;
}

/** 32 random bytes as base64url: unguessable state and nonce values. */
export function randomToken(bytes = 32): string {
  const buffer = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...buffer)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function microsoftAuthorizeUrl(input: { clientId: string; origin: string; state: string; nonce: string }): string {
  const url = new URL(MICROSOFT_AUTHORIZE_URL);
  url.search = new URLSearchParams({
    client_id: input.clientId,
    response_type: 'id_token',
    redirect_uri: `${input.origin}${MICROSOFT_CALLBACK_PATH}`,
    response_mode: 'fragment',
    scope: 'openid profile email',
    state: input.state,
    nonce: input.nonce,
    prompt: 'select_account',
  }).toString();
  return url.toString();
}

/** A fresh request for this tab: new state and nonce, and a safe place to come back to. */
export function newPendingLogin(currentPath: string, userType: UserType = 'user'): PendingMicrosoftLogin {
  return { state: randomToken(), nonce: randomToken(), returnTo: safeRedirect(currentPath) ?? '/', userType };
}

export function savePendingLogin(storage: Storage, pending: PendingMicrosoftLogin): void {
  storage.setItem(STORAGE_KEY, JSON.stringify(pending));
}

/** Reads and forgets the pending request: a state is good for one answer only. */
export function takePendingLogin(storage: Storage): PendingMicrosoftLogin | null {
  const raw = storage.getItem(STORAGE_KEY);
  storage.removeItem(STORAGE_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingMicrosoftLogin>;
    if (typeof value.state !== 'string' || typeof value.nonce !== 'string' || !value.state || !value.nonce) return null;
    return {
      state: value.state,
      nonce: value.nonce,
      returnTo: safeRedirect(value.returnTo) ?? '/',
      userType: value.userType === 'doctor' ? 'doctor' : 'user',
    };
  } catch {
    return null;
  }
}

export type MicrosoftReturn =
  | { ok: true; idToken: string; nonce: string; returnTo: string; userType: UserType }
  | { ok: false; reason: 'no-request' | 'state-mismatch' | 'provider-error' | 'no-token'; detail?: string };

/**
 * The answer in the callback's fragment (`#id_token=…&state=…` or
 * `#error=…&error_description=…&state=…`) checked against this tab's request.
 */
export function checkMicrosoftReturn(hash: string, pending: PendingMicrosoftLogin | null): MicrosoftReturn {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (!pending) return { ok: false, reason: 'no-request' };
  if (params.get('state') !== pending.state) return { ok: false, reason: 'state-mismatch' };
  const error = params.get('error');
  if (error) return { ok: false, reason: 'provider-error', detail: params.get('error_description') ?? error };
  const idToken = params.get('id_token');
  if (!idToken) return { ok: false, reason: 'no-token' };
  return { ok: true, idToken, nonce: pending.nonce, returnTo: pending.returnTo, userType: pending.userType };
}
