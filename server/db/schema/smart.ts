import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sessions } from './auth.ts';
import { users } from './users.ts';

/**
 * A patient's approval of a SMART app (issue 39, migration 0022): the authorization code and, once
 * redeemed, the access token. Only SHA-256 hashes of the code and the token are kept.
 */
export const smartGrants = pgTable(
  'smart_grants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: text('client_id').notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    redirectUri: text('redirect_uri').notNull(),
    /** The granted scopes, space separated. */
    scope: text('scope').notNull(),
    /** PKCE S256: base64url(SHA-256(code_verifier)). */
    codeChallenge: text('code_challenge').notNull(),
    codeHash: text('code_hash').notNull().unique(),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }).notNull(),
    codeUsedAt: timestamp('code_used_at', { withTimezone: true }),
    /** The session the token lives by: revoking it (Sign out everywhere) ends the token. */
    sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').unique(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('smart_grants_user_idx').on(t.userId)],
);
