/**
 * Authorization codes and access tokens of SMART apps (issue 39). A code is 256 random bits, kept as
 * its SHA-256, redeemable once within CODE_TTL_MS by the same client with the same redirect URI and
 * the PKCE verifier of its S256 challenge. The access token (256 bits, `smart.` prefix, SHA-256 kept)
 * lives TOKEN_TTL_MS and by a product session of the patient, so Sign out everywhere ends it.
 * A code presented twice revokes the token it gave (RFC 6749 §4.1.2).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/auth.ts';
import { smartGrants } from '../../db/schema/smart.ts';
import { users } from '../../db/schema/users.ts';
import { now } from '../common/clock.ts';
import { createSession, revokeSession, type RequestAuth } from '../auth/sessions.ts';
import { permissionsOfScope, type Permission } from './scopes.ts';

export const CODE_TTL_MS = 60_000;
export const TOKEN_TTL_MS = 3600_000;
const TOKEN_SHAPE = /^smart\.[A-Za-z0-9_-]{43}$/;
/** RFC 7636 §4.1: 43 to 128 unreserved characters. */
export const VERIFIER_SHAPE = /^[A-Za-z0-9\-._~]{43,128}$/;
/** base64url of a SHA-256: exactly 43 characters. */
export const CHALLENGE_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const isSmartToken = (token: string) => TOKEN_SHAPE.test(token);

export interface NewGrant {
  clientId: string;
  userId: number;
  redirectUri: string;
  scope: string;
  codeChallenge: string;
}

/** Records an approval; returns the code for the redirect (never stored). */
export async function issueAuthorizationCode(db: Db, grant: NewGrant): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  const at = now();
  // The patient's spent approvals (code never redeemed in time, token lapsed) go with each new one.
  const dayAgo = new Date(at.getTime() - 24 * 3600_000);
  await db
    .delete(smartGrants)
    .where(and(eq(smartGrants.userId, grant.userId), lt(smartGrants.codeExpiresAt, dayAgo), or(isNull(smartGrants.tokenExpiresAt), lt(smartGrants.tokenExpiresAt, at))));
  await db.insert(smartGrants).values({ ...grant, codeHash: sha256(code), codeExpiresAt: new Date(at.getTime() + CODE_TTL_MS), createdAt: at });
  return code;
}

export interface Redemption {
  code: string;
  clientId: string;
  redirectUri: string;
  codeVerifier: string;
}

export type RedeemFailure = 'invalid_grant' | 'invalid_client';
export type RedeemResult =
  | { ok: true; accessToken: string; expiresIn: number; scope: string; patient: string }
  | { ok: false; error: RedeemFailure; reason: 'unknown' | 'used' | 'expired' | 'client' | 'redirect' | 'verifier' };

const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The token exchange: checks everything about the code, marks it used, issues the access token. */
export async function redeemAuthorizationCode(db: Db, request: Redemption, userAgent?: string): Promise<RedeemResult> {
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(smartGrants).where(eq(smartGrants.codeHash, sha256(request.code))).for('update');
    if (!row) return { ok: false as const, error: 'invalid_grant' as const, reason: 'unknown' as const };
    const at = now();
    if (row.codeUsedAt) {
      // A replayed code: whoever holds it may be an attacker; the token it gave dies too.
      await tx.update(smartGrants).set({ tokenHash: null, tokenExpiresAt: null }).where(eq(smartGrants.id, row.id));
      return { ok: false as const, error: 'invalid_grant' as const, reason: 'used' as const, sessionId: row.sessionId };
    }
    // Every failed redemption spends the code: a guessed verifier gets one try.
    await tx.update(smartGrants).set({ codeUsedAt: at }).where(eq(smartGrants.id, row.id));
    if (row.codeExpiresAt.getTime() <= at.getTime()) return { ok: false as const, error: 'invalid_grant' as const, reason: 'expired' as const };
    if (row.clientId !== request.clientId) return { ok: false as const, error: 'invalid_grant' as const, reason: 'client' as const };
    if (row.redirectUri !== request.redirectUri) return { ok: false as const, error: 'invalid_grant' as const, reason: 'redirect' as const };
    if (!sameText(challengeOf(request.codeVerifier), row.codeChallenge)) return { ok: false as const, error: 'invalid_grant' as const, reason: 'verifier' as const };
    const session = await createSession(tx, row.userId, `SMART app ${row.clientId}${userAgent ? ` (${userAgent})` : ''}`);
    const accessToken = `smart.${randomBytes(32).toString('base64url')}`;
    const tokenExpiresAt = new Date(at.getTime() + TOKEN_TTL_MS);
    // The session exists for revocation only (its own token is never handed out): it ends with the access token.
    await tx.update(sessions).set({ expiresAt: tokenExpiresAt }).where(eq(sessions.id, session.sessionId));
    await tx.update(smartGrants).set({ sessionId: session.sessionId, tokenHash: sha256(accessToken), tokenExpiresAt }).where(eq(smartGrants.id, row.id));
    return { ok: true as const, accessToken, expiresIn: TOKEN_TTL_MS / 1000, scope: row.scope, patient: String(row.userId) };
  });
  if (!outcome.ok && 'sessionId' in outcome && outcome.sessionId) await revokeSession(db, outcome.sessionId);
  if (!outcome.ok) return { ok: false, error: outcome.error, reason: outcome.reason };
  return outcome;
}

/** Who a SMART access token speaks for, and what it may do; null when unknown, expired or revoked. */
export async function resolveSmartToken(db: Db, token: string): Promise<{ auth: RequestAuth; permissions: Permission[]; clientId: string } | null> {
  if (!isSmartToken(token)) return null;
  const at = now();
  const [row] = await db
    .select({ userId: smartGrants.userId, scope: smartGrants.scope, clientId: smartGrants.clientId, sessionId: sessions.id, role: users.role, locale: users.locale })
    .from(smartGrants)
    .innerJoin(sessions, eq(sessions.id, smartGrants.sessionId))
    .innerJoin(users, eq(users.id, smartGrants.userId))
    .where(and(eq(smartGrants.tokenHash, sha256(token)), gt(smartGrants.tokenExpiresAt, at), isNull(sessions.revokedAt)))
    .limit(1);
  // Only patients grant access (the consent page refuses other accounts); a role changed since then ends it.
  if (!row || row.role !== 'user') return null;
  return {
    auth: { userId: row.userId, role: 'user', sessionId: row.sessionId, doctorId: null, locale: row.locale },
    permissions: permissionsOfScope(row.scope),
    clientId: row.clientId,
  };
}
