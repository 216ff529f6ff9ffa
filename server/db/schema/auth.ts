import { bigint, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A signed-in device. Only the SHA-256 of the opaque token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * A one-time code sent to an email or phone. Only a keyed hash (HMAC) of the
 * code is kept. A newer code for the same identifier and purpose supersedes it.
 * `ref` is the opaque random reference clients echo back (data.user_id); the
 * row id never leaves the server.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ref: text('ref').notNull(),
    identifier: text('identifier').notNull(),
    channel: text('channel', { enum: ['email', 'phone'] }).notNull(),
    purpose: text('purpose', { enum: ['login_user', 'login_doctor', 'verify_email', 'verify_phone'] }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    requestIp: text('request_ip'),
    /** The trusted device that asked for it (server/services/auth/trusted-device.ts), else null. */
    deviceId: text('device_id'),
  },
  (t) => [index('otp_codes_identifier_idx').on(t.identifier, t.purpose, t.createdAt.desc()), uniqueIndex('otp_codes_ref_key').on(t.ref)],
);

/**
 * One wrong code, charged to the account it aimed at ("user:<id>", or
 * "id:<identifier>" while no account holds the identifier): the daily guess
 * budget (OTP_MAX_WRONG_GUESSES_PER_DAY) counts these rows.
 */
export const otpWrongGuesses = pgTable(
  'otp_wrong_guesses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountKey: text('account_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('otp_wrong_guesses_account_idx').on(t.accountKey, t.createdAt)],
);

/** The first answer to a retried write, replayed for the same key. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: smallint('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scope, t.key] })],
);
