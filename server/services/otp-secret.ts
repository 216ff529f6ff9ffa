import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';

/**
 * The key of the one-time code HMACs: OTP_SECRET when set; otherwise a random
 * key generated once and kept in DATA_DIR/otp-secret (mode 0600) so codes
 * survive a restart; in memory when DATA_DIR is not writable.
 */
export function loadOtpSecret(config: Pick<Config, 'OTP_SECRET' | 'dataDir'>, log?: FastifyBaseLogger): Buffer {
  if (config.OTP_SECRET) return Buffer.from(config.OTP_SECRET, 'utf8');
  const file = path.join(config.dataDir, 'otp-secret');
  try {
    const existing = readKey(file);
    if (existing) return existing;
    fs.mkdirSync(config.dataDir, { recursive: true });
    const key = randomBytes(32);
    try {
      // 'wx': never overwrite a key another process wrote a moment ago.
      fs.writeFileSync(file, key.toString('hex'), { mode: 0o600, flag: 'wx' });
      return key;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readKey(file) ?? key;
      throw error;
    }
  } catch (error) {
    log?.warn({ err: error }, 'cannot keep the one-time code key in DATA_DIR; using an in-memory key (codes die with the process)');
    return randomBytes(32);
  }
}

function readKey(file: string): Buffer | null {
  if (!fs.existsSync(file)) return null;
  const text = fs.readFileSync(file, 'utf8').trim();
  return /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : text ? Buffer.from(text, 'utf8') : null;
}
