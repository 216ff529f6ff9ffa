import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { appointments } from './appointments.ts';

/**
 * The durable job queue (migration 0010, server/services/jobs/): every message the product
 * sends after a booking event, the reminders and the doctor's morning summary. A job is
 * inserted in the transaction of the change that causes it, claimed by one process at a time
 * (FOR UPDATE SKIP LOCKED plus a lease in locked_until), and finished by setting done_at in the
 * same transaction as its effect. dedupe_key makes "schedule this once" an insert that may
 * find its row already there.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'cascade' }),
    dedupeKey: text('dedupe_key'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('jobs_dedupe_key').on(t.dedupeKey).where(sql`${t.dedupeKey} is not null`),
    index('jobs_due_idx').on(t.runAt).where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
    index('jobs_appointment_idx').on(t.appointmentId).where(sql`${t.appointmentId} is not null`),
  ],
);

/**
 * A reminder SMS's one short link on our own domain (issue 42): /l/<code> opens the booking's
 * one-tap choices (the signed links of `links`, each still single-use). The code is 10 random
 * base62 characters (about 59 bits); the row is useless after `expires_at` (the booking's start).
 */
export const shortLinks = pgTable(
  'short_links',
  {
    code: text('code').primaryKey(),
    appointmentId: integer('appointment_id').notNull().references(() => appointments.id, { onDelete: 'cascade' }),
    /** The message's language: the link opens the page in it. */
    locale: text('locale').notNull(),
    /** [{ action, token }], the full one-tap links the mail carries. */
    links: jsonb('links').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('short_links_expires_idx').on(t.expiresAt)],
);

/** One row per one-tap link used (its nonce): a link works once. */
export const linkTokenUses = pgTable('link_token_uses', {
  nonce: text('nonce').primaryKey(),
  appointmentId: integer('appointment_id').notNull().references(() => appointments.id, { onDelete: 'cascade' }),
  action: text('action').notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
});
