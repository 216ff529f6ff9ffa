/**
 * An authorization request between the pages of /oauth/authorize (issue 39): the checked parameters,
 * carried in a hidden field and signed (HMAC-SHA256 with a key derived from the one-time code key), so
 * no step can be fed a client, redirect or scope the first check did not accept; it lapses after
 * REQUEST_TTL_MS. The consent form's CSRF token binds it to the session that may approve it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isLocale, type Locale } from '../../../src/shared/i18n/locale.ts';
import { now } from '../common/clock.ts';

/** Long enough to read a code from a mailbox (codes live 10 minutes). */
export const REQUEST_TTL_MS = 15 * 60_000;

export interface AuthorizeRequest {
  clientId: string;
  redirectUri: string;
  /** The granted scope string (scopes.ts `scopeString`). */
  scope: string;
  /** The client's state, echoed on the redirect ('' when none). */
  state: string;
  codeChallenge: string;
  locale: Locale;
}

const keyOf = (secret: Buffer) => createHmac('sha256', secret).update('medbook smart authorize requests').digest();
const mac = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest('base64url');

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function sealRequest(secret: Buffer, request: AuthorizeRequest): string {
  const body = Buffer.from(JSON.stringify({ ...request, at: now().getTime() })).toString('base64url');
  return `${body}.${mac(keyOf(secret), body)}`;
}

/** The request a sealed value carries, or null when forged, malformed or lapsed. */
export function openRequest(secret: Buffer, sealed: unknown): AuthorizeRequest | null {
  if (typeof sealed !== 'string' || sealed.length > 8000) return null;
  const [body, signature, ...rest] = sealed.split('.');
  if (!body || !signature || rest.length || !same(signature, mac(keyOf(secret), body))) return null;
  try {
    const value = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as AuthorizeRequest & { at: number };
    if (typeof value.at !== 'number' || now().getTime() - value.at > REQUEST_TTL_MS || !isLocale(value.locale)) return null;
    return { clientId: value.clientId, redirectUri: value.redirectUri, scope: value.scope, state: value.state, codeChallenge: value.codeChallenge, locale: value.locale };
  } catch {
    return null;
  }
}

/** The consent form's CSRF token: this request, approved by this session only. */
export const csrfToken = (secret: Buffer, sessionId: number, sealed: string) => mac(keyOf(secret), `csrf|${sessionId}|${sealed}`);
export const csrfMatches = (secret: Buffer, sessionId: number, sealed: string, given: unknown) =>
  typeof given === 'string' && same(given, csrfToken(secret, sessionId, sealed));

/** The redirect back to the app: its registered URI with our answer's parameters added. */
export function redirectWith(redirectUri: string, params: Record<string, string>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) if (value !== '') url.searchParams.set(name, value);
  return url.toString();
}
