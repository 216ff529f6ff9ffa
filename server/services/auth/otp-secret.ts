import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { appKeys } from '../../db/schema/shared-state.ts';

const KEY_NAME = 'otp';

/**
 * The key of the one-time code HMACs: OTP_SECRET when set; otherwise one
 * random key kept in the database (app_keys), created by whichever process
 * asks first (insert … on conflict do nothing, then read) so a code sent
 * through one process verifies through any other and survives restarts.
 *
 * An installation from before this kept its key in DATA_DIR/otp-secret: that
 * key is offered first, so codes in flight at the upgrade still verify.
 */
export async function loadOtpSecret(config: Pick<Config, 'OTP_SECRET' | 'dataDir'>, db: Db): Promise<Buffer> {
  if (config.OTP_SECRET) return Buffer.from(config.OTP_SECRET, 'utf8');
  const candidate = legacyKey(config.dataDir) ?? randomBytes(32);
  await db.insert(appKeys).values({ name: KEY_NAME, value: candidate }).onConflictDoNothing({ target: appKeys.name });
  const [row] = await db.select({ value: appKeys.value }).from(appKeys).where(eq(appKeys.name, KEY_NAME));
  if (!row) throw new Error('the one-time code key could not be stored');
  return row.value;
}

/**
 * loadOtpSecret once per process, on first use (the routes are registered
 * before the server migrates the database, so the table may not exist yet).
 * A failure (database briefly down) is not cached: the next request retries.
 */
export function otpSecretLoader(config: Pick<Config, 'OTP_SECRET' | 'dataDir'>, db: Db): () => Promise<Buffer> {
  let pending: Promise<Buffer> | null = null;
  return () => {
    pending ??= loadOtpSecret(config, db).catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

function legacyKey(dataDir: string): Buffer | null {
  try {
    const text = fs.readFileSync(path.join(dataDir, 'otp-secret'), 'utf8').trim();
    return /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : null;
  } catch {
    return null;
  }
}
