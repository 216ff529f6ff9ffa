import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * One-tap links in reminders (issue 19): signed, single purpose, expiring tokens that work
 * without signing in. A token names one booking, one action, the booking's start when it was
 * issued (a link sent before a move says so instead of acting on the new time), an expiry and a
 * random nonce; link_token_uses makes it work once. The key is derived from the one-time code key
 * (OTP_SECRET or the shared app key), so every process verifies what any other signed.
 */
/** accept: take the time the doctor proposed (the token also names the proposal). */
export const LINK_ACTIONS = ['confirm', 'reschedule', 'cancel', 'accept'] as const;
export type LinkAction = (typeof LINK_ACTIONS)[number];

export interface LinkClaims {
  appointmentId: number;
  action: LinkAction;
  /** The booking's start (ms) when the link was made. */
  startsAt: number;
  /** Expiry (ms). */
  expiresAt: number;
  nonce: string;
  /** accept only: the doctor's proposal it takes. */
  proposalId?: number | undefined;
}

const VERSION = 'v1';

export const linkKeyOf = (secret: Buffer) => createHmac('sha256', secret).update('medbook one-tap booking links').digest();

const sign = (key: Buffer, body: string) => createHmac('sha256', key).update(`${VERSION}.${body}`).digest('base64url');

export function signLinkToken(key: Buffer, claims: Omit<LinkClaims, 'nonce'>): string {
  const body = Buffer.from(
    JSON.stringify({
      b: claims.appointmentId, a: claims.action, s: claims.startsAt, e: claims.expiresAt, n: randomBytes(12).toString('base64url'),
      ...(claims.proposalId === undefined ? {} : { p: claims.proposalId }),
    }),
  ).toString('base64url');
  return `${VERSION}.${body}.${sign(key, body)}`;
}

/** The claims of a token this server signed, or null (malformed, forged, another version). */
export function verifyLinkToken(key: Buffer, token: string): LinkClaims | null {
  if (token.length > 400) return null;
  const [version, body, signature, ...rest] = token.split('.');
  if (version !== VERSION || !body || !signature || rest.length) return null;
  const expected = Buffer.from(sign(key, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const value = raw as { b?: unknown; a?: unknown; s?: unknown; e?: unknown; n?: unknown; p?: unknown };
  if (
    !Number.isSafeInteger(value.b) || !Number.isSafeInteger(value.s) || !Number.isSafeInteger(value.e) ||
    typeof value.n !== 'string' || !(LINK_ACTIONS as readonly unknown[]).includes(value.a) ||
    // An accept link names its proposal; no other link does.
    (value.a === 'accept') !== Number.isSafeInteger(value.p)
  ) {
    return null;
  }
  return {
    appointmentId: value.b as number, action: value.a as LinkAction, startsAt: value.s as number, expiresAt: value.e as number, nonce: value.n,
    ...(value.a === 'accept' ? { proposalId: value.p as number } : {}),
  };
}
