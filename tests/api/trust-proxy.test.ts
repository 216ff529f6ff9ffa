/**
 * Forwarded headers count only from the proxies TRUST_PROXY names (off by default): a client
 * cannot pick its own rate-limit bucket with X-Forwarded-For, nor the host of our links with
 * X-Forwarded-Host. app.inject's peer is 127.0.0.1, so TRUST_PROXY=127.0.0.1 makes it a proxy.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from '../../server/config.ts';
import { resetClock, setClock } from '../../server/services/common/clock.ts';
import { outbox } from '../helpers/auth.ts';
import { createTestApp, withApp as withSharedApp, type TestApp, type TestAppOptions } from '../helpers/test-app.ts';
import { NOW, bookingPayload, buildWorld, patient, type World } from './booking-fixtures.ts';

const EVIL = 'evil.example';
let plain: TestApp;
let world: World;

beforeAll(async () => {
  setClock(() => NOW);
  plain = await createTestApp();
  world = await buildWorld(plain.database);
});
afterAll(async () => {
  resetClock();
  await plain?.close();
});

/** Another app over the same database, with its own config (and its own rate-limit memory). */
const withApp = (env: Record<string, string>, run: (t: TestApp) => Promise<void>, logger?: TestAppOptions['logger']) =>
  withSharedApp(plain.database, { env, ...(logger ? { logger } : {}) }, run);

const forwardedFor = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}` });

describe('X-Forwarded-For', () => {
  it('does not give a fresh API rate-limit bucket per request when TRUST_PROXY is off', async () => {
    await withApp({ RATE_LIMIT_MAX: '3' }, async ({ app }) => {
      const statuses = [];
      for (let n = 1; n <= 5; n++) statuses.push((await app.inject({ url: '/api/home', headers: forwardedFor(n) })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    });
  });

  it('does not reset the per-address code limit of send-otp when TRUST_PROXY is off', async () => {
    await withApp({ OTP_SEND_IP_LIMIT: '2' }, async ({ app }) => {
      const statuses = [];
      for (let n = 1; n <= 3; n++) {
        const response = await app.inject({
          method: 'POST', url: '/api/send-otp', headers: forwardedFor(n),
          payload: { email_or_phone: `xff-${n}@example.com`, user_type: 'user', otp_type: 'email' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
    });
  });

  it.each(['127.0.0.1', '1', '127.0.0.0/8,10.0.0.1'])('is the client address behind a trusted proxy (TRUST_PROXY=%s)', async (trust) => {
    await withApp({ RATE_LIMIT_MAX: '2', TRUST_PROXY: trust }, async ({ app }) => {
      const statuses = [];
      for (let n = 1; n <= 4; n++) statuses.push((await app.inject({ url: '/api/home', headers: forwardedFor(n) })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200]);
      // The same forwarded client does run out.
      const same = [];
      for (let n = 0; n < 3; n++) same.push((await app.inject({ url: '/api/home', headers: forwardedFor(99) })).statusCode);
      expect(same).toEqual([200, 200, 429]);
    });
  });

  it('is ignored from a peer that is not in the TRUST_PROXY list', async () => {
    await withApp({ RATE_LIMIT_MAX: '2', TRUST_PROXY: '10.0.0.1' }, async ({ app }) => {
      const statuses = [];
      for (let n = 1; n <= 3; n++) statuses.push((await app.inject({ url: '/api/home', headers: forwardedFor(n) })).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
    });
  });
});

describe('X-Forwarded-Host', () => {
  const spoof = { 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'https' };

  async function links(app: TestApp['app'], headers: Record<string, string>) {
    const robots = (await app.inject({ url: '/robots.txt', headers })).body;
    const sitemap = (await app.inject({ url: '/sitemap.xml', headers })).body;
    const seo = await app.inject({ method: 'POST', url: '/api/all-seos', headers, payload: { page_type: 'Home' } });
    return { robots, sitemap, canonical: seo.json().data.canonical_url as string };
  }

  it('changes no canonical URL, sitemap or robots.txt when TRUST_PROXY is off', async () => {
    const { robots, sitemap, canonical } = await links(plain.app, spoof);
    for (const text of [robots, sitemap, canonical]) {
      expect(text).not.toContain(EVIL);
      // The Host the server received (the sitemap's URLs drop the default port: http://localhost/).
      expect(text).toMatch(/http:\/\/localhost(:80)?\//);
    }
  });

  it('changes no meeting link, in the booking answer or in its mails, when TRUST_PROXY is off', async () => {
    const sara = await patient(plain.app, 'xfh-sara@patient.test');
    const response = await plain.app.inject({
      method: 'POST', url: '/api/add-appointment', headers: { ...sara.headers, ...spoof },
      payload: bookingPayload({ doctor_id: world.dubai.doctorId, email: sara.email }),
    });
    expect(response.statusCode).toBe(200);
    const link = response.json().data.appointment.appointment_link as string;
    expect(link).toMatch(/^http:\/\/localhost\/consult\/[0-9a-f]{32}$/);
    const mails = [...(await outbox(plain.app, sara.email)), ...(await outbox(plain.app, world.dubai.email))];
    const confirmations = mails.filter((mail) => mail.code === null);
    expect(confirmations.length).toBeGreaterThan(0);
    for (const mail of confirmations) expect(mail.body).not.toContain(EVIL);
    expect(confirmations.some((mail) => mail.body.includes(link))).toBe(true);
  });

  it('is the public host behind a trusted proxy when PUBLIC_URL is unset', async () => {
    await withApp({ TRUST_PROXY: '127.0.0.1' }, async ({ app }) => {
      const { robots, canonical } = await links(app, { 'x-forwarded-host': 'medbook.example', 'x-forwarded-proto': 'https' });
      expect(robots).toContain('https://medbook.example/sitemap.xml');
      expect(canonical.startsWith('https://medbook.example')).toBe(true);
    });
  });

  it('never overrides PUBLIC_URL, even from a trusted proxy', async () => {
    await withApp({ TRUST_PROXY: '1', PUBLIC_URL: 'https://public.example/' }, async ({ app }) => {
      const { robots, sitemap, canonical } = await links(app, spoof);
      for (const text of [robots, sitemap, canonical]) {
        expect(text).not.toContain(EVIL);
        expect(text).toContain('https://public.example');
      }
    });
  });
});

describe('settings', () => {
  it('refuses to start in production without PUBLIC_URL, saying so', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL is required in production/);
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: '  ' })).toThrow(/PUBLIC_URL is required/);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://medbook.example/' }).PUBLIC_URL).toBe('https://medbook.example');
  });

  it('the server entry exits with that message, before touching any data', async () => {
    const dataDir = path.join(os.tmpdir(), `medbook-no-public-url-${process.pid}`);
    const { DATABASE_URL: _db, PUBLIC_URL: _url, ...env } = process.env;
    const result = spawnSync(path.resolve(import.meta.dirname, '../../node_modules/.bin/tsx'), [path.resolve(import.meta.dirname, '../../server/server.ts')], {
      env: { ...env, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('medbook: cannot start: PUBLIC_URL is required in production');
    expect(result.stderr).not.toMatch(/\n\s+at /); // a sentence, not a stack trace
    expect(fs.existsSync(dataDir)).toBe(false);
  }, 90_000);

  it('refuses a PUBLIC_URL that is not an http(s) URL', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'medbook.example' })).toThrow(/PUBLIC_URL must be an absolute http\(s\) URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL must be/);
  });

  it('reads TRUST_PROXY as Fastify does: off, a hop count, or addresses and CIDRs', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,::1')).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    for (const bad of ['true', 'yes', '10.0.0.0/33', 'proxy.local', '1.2.3.4/8/9', '1000']) {
      expect(() => parseTrustProxy(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });
});
