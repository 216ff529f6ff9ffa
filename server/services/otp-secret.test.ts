import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadOtpSecret } from './otp-secret.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'otp-secret-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('loadOtpSecret', () => {
  it('uses OTP_SECRET when set', () => {
    expect(loadOtpSecret({ OTP_SECRET: 'configured', dataDir: tempDir() }).toString()).toBe('configured');
  });

  it('generates a key once, keeps it in DATA_DIR/otp-secret with mode 0600, and reuses it', () => {
    const dataDir = tempDir();
    const first = loadOtpSecret({ OTP_SECRET: undefined, dataDir });
    const file = path.join(dataDir, 'otp-secret');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(first).toHaveLength(32);
    expect(loadOtpSecret({ OTP_SECRET: undefined, dataDir }).equals(first)).toBe(true);
  });

  it('falls back to an in-memory key when DATA_DIR cannot be written', () => {
    const blocker = path.join(tempDir(), 'a-file');
    fs.writeFileSync(blocker, 'x');
    const key = loadOtpSecret({ OTP_SECRET: undefined, dataDir: path.join(blocker, 'data') });
    expect(key).toHaveLength(32);
  });
});
