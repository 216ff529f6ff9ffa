import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { now } from '../common/clock.ts';
import { dropUnverifiedCopies, findVerifiedUser, type UserRow } from './session-users.ts';
import { splitFullName } from '../../../src/shared/format/display-name.ts';

export type SocialProvider = 'google' | 'microsoft';

const GOOGLE_CERTS = 'https://www.googleapis.com/oauth2/v3/certs';
const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];
const MICROSOFT_KEYS = 'https://login.microsoftonline.com/common/discovery/v2.0/keys';
/** Personal Microsoft accounts: Microsoft itself verified their email address. */
const MICROSOFT_CONSUMER_TENANT = '9188040d-6c67-4c5b-b112-36a304b66dad';

// Remote key sets cache the provider's keys in memory; tests swap in local ones.
const keySets: Partial<Record<SocialProvider, JWTVerifyGetKey>> = {};

/** Tests only: verify tokens against locally generated keys (jose createLocalJWKSet). */
export function setSocialKeySet(provider: SocialProvider, keySet: JWTVerifyGetKey | undefined): void {
  if (keySet) keySets[provider] = keySet;
  else delete keySets[provider];
}

function keySetOf(provider: SocialProvider): JWTVerifyGetKey {
  keySets[provider] ??= createRemoteJWKSet(new URL(provider === 'google' ? GOOGLE_CERTS : MICROSOFT_KEYS));
  return keySets[provider];
}

/** Who the provider says signed in. `email` is null unless the provider vouches for it. */
export interface SocialIdentity {
  provider: SocialProvider;
  subject: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

const str = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Verifies a Google ID token (signature, issuer, audience, expiry) and requires a verified email. */
export async function verifyGoogleToken(credential: string, clientId: string): Promise<SocialIdentity> {
  const { payload } = await jwtVerify(credential, keySetOf('google'), {
    issuer: GOOGLE_ISSUERS,
    audience: clientId,
    algorithms: ['RS256'],
  });
  const email = str(payload.email);
  const verified = payload.email_verified === true || payload.email_verified === 'true';
  if (!payload.sub || !email || !verified) throw new Error('Google token without a verified email');
  return { provider: 'google', subject: payload.sub, email: email.toLowerCase(), firstName: str(payload.given_name), lastName: str(payload.family_name) };
}

/**
 * Verifies a Microsoft identity platform v2 ID token. The issuer embeds the
 * tenant, so it is checked against the token's own `tid`. Microsoft does not
 * vouch for the email of work accounts, so it is used (to find or fill an
 * account) only for personal accounts or when `xms_edov` says the domain owner verified it.
 * With a `nonce` (the web app's redirect sign-in sends the one it generated), the token's
 * `nonce` claim must equal it.
 */
export async function verifyMicrosoftToken(credential: string, clientId: string, nonce?: string): Promise<SocialIdentity> {
  const { payload } = await jwtVerify(credential, keySetOf('microsoft'), { audience: clientId, algorithms: ['RS256'] });
  // The browser's own nonce ties the token to the sign-in it started (a token lifted elsewhere is refused).
  if (nonce !== undefined && payload.nonce !== nonce) throw new Error('Microsoft token with another nonce');
  const tid = str(payload.tid);
  if (!tid || payload.iss !== `https://login.microsoftonline.com/${tid}/v2.0`) throw new Error('Microsoft token from an unexpected issuer');
  const subject = str(payload.oid) ?? str(payload.sub);
  if (!subject) throw new Error('Microsoft token without a subject');
  const email = str(payload.email);
  const trusted = tid === MICROSOFT_CONSUMER_TENANT || payload.xms_edov === true || payload.xms_edov === '1';
  const { first, last } = splitFullName(str(payload.name));
  return {
    provider: 'microsoft',
    subject: `${tid}:${subject}`,
    email: email && trusted ? email.toLowerCase() : null,
    firstName: str((payload as JWTPayload & { given_name?: unknown }).given_name) ?? first,
    lastName: str((payload as JWTPayload & { family_name?: unknown }).family_name) ?? last,
  };
}

/**
 * The patient account of a social identity: by provider id, else by the
 * account that verified the email (and linked), else a new patient with that email.
 */
export async function findOrCreateSocialPatient(
  db: Db,
  identity: SocialIdentity,
  fallback: { firstName?: string | undefined; lastName?: string | undefined } = {},
  retried = false,
): Promise<UserRow> {
  const idColumn = identity.provider === 'google' ? users.googleId : users.microsoftId;
  const idField = identity.provider === 'google' ? 'googleId' : 'microsoftId';
  const [linked] = await db.select().from(users).where(and(eq(users.role, 'user'), eq(idColumn, identity.subject))).limit(1);
  if (linked) return linked;

  const at = now();
  if (identity.email) {
    // Only an account that PROVED this email is linked: one that merely typed it
    // (unverified) would otherwise capture the provider's user (pre-hijacking).
    const byEmail = await findVerifiedUser(db, 'user', identity.email, 'email');
    if (byEmail) {
      const patch = { ...(byEmail[idField] ? {} : { [idField]: identity.subject }), updatedAt: at };
      const [updated] = await db.update(users).set(patch).where(eq(users.id, byEmail.id)).returning();
      return updated ?? byEmail;
    }
    await dropUnverifiedCopies(db, 'user', identity.email, 'email');
  }
  const [created] = await db
    .insert(users)
    .values({
      role: 'user',
      email: identity.email,
      emailVerifiedAt: identity.email ? at : null,
      [idField]: identity.subject,
      firstName: identity.firstName ?? (fallback.firstName?.trim() || null),
      lastName: identity.lastName ?? (fallback.lastName?.trim() || null),
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  // A concurrent first sign-in of the same person created the row: look again, once.
  if (retried) throw new Error('social account vanished after a unique conflict');
  return findOrCreateSocialPatient(db, identity, fallback, true);
}
