/**
 * Rate limits with REDIS_URL (server/plugins/rate-limits.ts): two apps (two
 * processes' worth of state) over one Redis meet one limit; with Redis
 * unreachable the API still starts and answers (requests pass uncounted).
 * The shared-limit case needs TEST_REDIS_URL (skipped without it); the outage
 * case needs no Redis at all. Each builds a fresh database: slow on a busy machine.
 */
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { sendCode } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const opened: TestApp[] = [];
afterAll(async () => {
  for (const app of opened.reverse()) await app.close();
});

/** A port nothing listens on: Redis "down". */
async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe('with Redis unreachable', () => {
  it('the app starts, answers, and lets code requests through uncounted; closing it does not hang', async () => {
    const ctx = await createTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${await closedPort()}`, OTP_SEND_IP_LIMIT: '1' } });
    try {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      // Past the per-IP limit of 1: nothing counts while Redis is down (skipOnError), nothing fails.
      for (let i = 0; i < 3; i++) {
        const response = await sendCode(ctx.app, { email: `down-${i}@redis.test` });
        expect(response.statusCode, response.body).toBe(200);
      }
    } finally {
      const started = Date.now();
      await ctx.close();
      expect(Date.now() - started).toBeLessThan(5_000);
    }
  }, 120_000);
});

describe.skipIf(!redisUrl)('with REDIS_URL', () => {
  it('two apps over one Redis meet one per-IP code limit; the 429 says why', async () => {
    const env = { REDIS_URL: redisUrl!, REDIS_PREFIX: `medbook-test-${randomBytes(4).toString('hex')}:`, OTP_SEND_IP_LIMIT: '3' };
    const a = await createTestApp({ env });
    opened.push(a);
    const b = await createTestApp({ env, database: a.database });
    opened.push(b);
    const statuses: number[] = [];
    let refusal = '';
    for (let i = 0; i < 6; i++) {
      const response = await sendCode((i % 2 === 0 ? a : b).app, { email: `shared-${i}@redis.test` });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) refusal = response.json().message;
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    expect(refusal).toBeTruthy();
    expect(refusal).not.toMatch(/redis|stack|error:/i);
    // A prefix is an installation's own: another one on the same Redis counts from zero.
    const other = await createTestApp({ env: { ...env, REDIS_PREFIX: `medbook-other-${randomBytes(4).toString('hex')}:` }, database: a.database });
    opened.push(other);
    expect((await sendCode(other.app, { email: 'other@redis.test' })).statusCode).toBe(200);
  }, 120_000);
});

