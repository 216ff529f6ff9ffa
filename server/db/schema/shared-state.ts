import { customType, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres answers a Buffer, PGlite a Uint8Array: one type for callers.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * What every API process must share and that used to live in DATA_DIR
 * (DESIGN §1 "Past one machine"), kept in the database.
 *
 * app_keys: generated keys, created once (insert … on conflict do nothing,
 * then read) so all processes hash with the same one. Today: 'otp' (the
 * one-time code HMAC key when OTP_SECRET is unset).
 */
export const appKeys = pgTable('app_keys', {
  name: text('name').primaryKey(),
  value: bytea('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * stored_files: uploaded files when the database is the file store
 * (server/services/files/file-store-database.ts: PostgreSQL without S3_BUCKET).
 * `key` is '<public|private>/<area>/<random>.<ext>', the same path the disk
 * store uses under DATA_DIR/uploads.
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  body: bytea('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
