import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/helpers/database-template.ts';
import type { Database } from '../../db/client.ts';
import { appKeys } from '../../db/schema/shared-state.ts';
import { loadOtpSecret, otpSecretLoader } from './otp-secret.ts';

let database: Database;
let dataDir: string;
beforeAll(async () => {
  ({ database } = await createTestDatabase());
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'otp-secret-'));
}, 60_000);
afterAll(async () => {
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('loadOtpSecret', () => {
  it('uses OTP_SECRET when set, without touching the database', async () => {
    const key = await loadOtpSecret({ OTP_SECRET: 'configured', dataDir }, database.db);
    expect(key.toString()).toBe('configured');
    expect(await database.db.select().from(appKeys)).toEqual([]);
  });

  it('creates one key in the database and every loader (process) reads the same one', async () => {
    // Several processes asking at once: one insert wins, all read the winner.
    const keys = await Promise.all([1, 2, 3, 4].map(() => otpSecretLoader({ OTP_SECRET: undefined, dataDir }, database.db)()));
    expect(keys[0]).toHaveLength(32);
    for (const key of keys) expect(key.equals(keys[0]!)).toBe(true);
    expect(await database.db.select().from(appKeys)).toHaveLength(1);
    // Nothing is written to DATA_DIR any more.
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});

describe('an installation with a key file from before', () => {
  it('offers DATA_DIR/otp-secret as the key, so codes in flight at the upgrade still verify', async () => {
    const { database: fresh } = await createTestDatabase();
    const legacyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'otp-legacy-'));
    try {
      const legacy = 'ab'.repeat(32);
      fs.writeFileSync(path.join(legacyDir, 'otp-secret'), legacy);
      const key = await loadOtpSecret({ OTP_SECRET: undefined, dataDir: legacyDir }, fresh.db);
      expect(key.toString('hex')).toBe(legacy);
    } finally {
      await fresh.close();
      fs.rmSync(legacyDir, { recursive: true, force: true });
    }
  }, 60_000);
});
