import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateCode, hashCode } from './otp.ts';

describe('generateCode', () => {
  it('gives 4 digits, leading zeros included', () => {
    const codes = Array.from({ length: 2000 }, generateCode);
    for (const code of codes) expect(code).toMatch(/^\d{4}$/);
    expect(new Set(codes).size).toBeGreaterThan(1000);
  });
});

describe('hashCode', () => {
  it('binds the code to the key, identifier and purpose', () => {
    const key = randomBytes(32);
    const base = hashCode(key, 'a@example.com', 'login_user', '1234');
    expect(base).toMatch(/^[0-9a-f]{64}$/);
    expect(hashCode(key, 'a@example.com', 'login_user', '1234')).toBe(base);
    expect(hashCode(key, 'b@example.com', 'login_user', '1234')).not.toBe(base);
    expect(hashCode(key, 'a@example.com', 'login_doctor', '1234')).not.toBe(base);
    expect(hashCode(randomBytes(32), 'a@example.com', 'login_user', '1234')).not.toBe(base);
  });
});
