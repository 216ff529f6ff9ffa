/**
 * Issue 36, items 1, 9, 11 and 12: one spelling per path, no 500 from input, no secret in a log.
 * - a percent-encoded spelling of /api/ or /fhir/ meets the same rate limits as the plain one;
 * - an absolute-form request line is limited too, and its host never reaches a FHIR link;
 * - input nested past MAX_INPUT_DEPTH is a 400 in the caller's language (it was a 500 with an
 *   Idempotency-Key), and so is a FHIR slot search in year 9999;
 * - the request log never holds a one-tap link's token or a sign-in code.
 */
import net from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../../server/services/common/clock.ts';
import { MAX_INPUT_DEPTH } from '../../server/plugins/input-guard.ts';
import { createTestApp, withApp as withSharedApp, type TestApp, type TestAppOptions } from '../helpers/test-app.ts';
import { NOW, buildWorld, patient, bookingPayload, type World } from './booking-fixtures.ts';

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

/** Sends one raw HTTP/1.1 request (what app.inject cannot: an absolute-form request line) and returns status and body. */
async function raw(port: number, requestLine: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`${requestLine}\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
    });
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0);
      const body = data.slice(data.indexOf('\r\n\r\n') + 4);
      resolve({ status, body });
    });
  });
}

describe('rate limits hold for every spelling of a path', () => {
  it.each(['/%61pi/home', '/%61%70%69/home', '/api/%68ome'])('GET %s counts against the API limit', async (spelling) => {
    await withApp({ RATE_LIMIT_MAX: '3' }, async ({ app }) => {
      const statuses = [];
      for (let n = 0; n < 2; n++) statuses.push((await app.inject({ url: '/api/home' })).statusCode);
      for (let n = 0; n < 2; n++) statuses.push((await app.inject({ url: spelling })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
    });
  });

  it('an encoded /fhir/ is limited like /fhir/', async () => {
    await withApp({ RATE_LIMIT_MAX: '2' }, async ({ app }) => {
      const statuses = [];
      for (const url of ['/fhir/metadata', '/%66hir/metadata', '/%66%68%69%72/metadata']) statuses.push((await app.inject({ url })).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
    });
  });

  it('POST /%61pi/send-otp meets the per-address code limit', async () => {
    await withApp({ OTP_SEND_IP_LIMIT: '2' }, async ({ app }) => {
      const statuses = [];
      for (let n = 1; n <= 3; n++) {
        const response = await app.inject({
          method: 'POST', url: n === 1 ? '/api/send-otp' : '/%61pi/send-otp',
          payload: { email_or_phone: `spelling-${n}@example.com`, user_type: 'user', otp_type: 'email' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
    });
  });

  it('an absolute-form request line is limited, and its host is not the host of FHIR links', async () => {
    await withApp({ RATE_LIMIT_MAX: '2' }, async ({ app }) => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const port = (app.server.address() as net.AddressInfo).port;
      const first = await raw(port, 'GET http://evil.example/fhir/Practitioner?_count=1 HTTP/1.1');
      expect(first.status).toBe(200);
      const bundle = JSON.parse(first.body) as { link: { relation: string; url: string }[] };
      const self = bundle.link.find((link) => link.relation === 'self')!.url;
      expect(self).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${port}/fhir/Practitioner`));
      expect(first.body).not.toContain('evil.example');
      expect((await raw(port, 'GET http://evil.example/api/home HTTP/1.1')).status).toBe(200);
      expect((await raw(port, 'GET HTTP://evil.example/%61pi/home HTTP/1.1')).status).toBe(429);
    });
  });
});

describe('input that used to answer 500', () => {
  /** The booking form with its description nested `depth` arrays deep, as JSON text (JSON.stringify would overflow first). */
  const nestedBody = (depth: number) => {
    const form = JSON.stringify({ ...bookingPayload({ doctor_id: world.dubai.doctorId }), description: '@@' });
    return form.replace('"@@"', `${'['.repeat(depth)}"x"${']'.repeat(depth)}`);
  };
  const json = { 'content-type': 'application/json' };

  it.each([MAX_INPUT_DEPTH + 1, 100_000])('a body nested %i deep with an Idempotency-Key is a 400 that names the limit, in the caller\'s language', async (depth) => {
    const { headers } = await patient(plain.app, `deep-${depth}@example.com`);
    const body = nestedBody(depth);
    const english = await plain.app.inject({ method: 'POST', url: '/api/add-appointment', headers: { ...headers, ...json, 'idempotency-key': `deep-${depth}` }, payload: body });
    expect(english.statusCode).toBe(400);
    expect(english.json().message).toBe(`The request is nested too deeply (at most ${MAX_INPUT_DEPTH} levels).`);
    const arabic = await plain.app.inject({ method: 'POST', url: '/api/add-appointment', headers: { ...headers, ...json, 'idempotency-key': `deep-ar-${depth}`, 'accept-language': 'ar' }, payload: body });
    expect(arabic.statusCode).toBe(400);
    expect(arabic.json().message).toContain('متداخل');
    // Nothing was booked.
    const mine = await plain.app.inject({ method: 'POST', url: '/api/my-appointments', headers, payload: { type: 'Upcoming' } });
    expect(mine.json().data).toEqual([]);
  });

  it('a body nested to the limit still reaches the route (its own validation answers)', async () => {
    const { headers } = await patient(plain.app, 'shallow@example.com');
    const response = await plain.app.inject({ method: 'POST', url: '/api/add-appointment', headers: { ...headers, ...json }, payload: nestedBody(MAX_INPUT_DEPTH - 1) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).not.toContain('nested');
  });

  it.each(['eq9999-12-31', 'ge9999-12-31', 'lt9999-12-31T23:00:00Z', 'ge1899-01-01', 'le0000-01-01'])('a FHIR slot search with start=%s is a 400 OperationOutcome', async (start) => {
    const response = await plain.app.inject({ url: `/fhir/Slot?schedule=Schedule/${world.dubai.doctorId}-video&start=${start}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().resourceType).toBe('OperationOutcome');
  });
});

describe('the request log', () => {
  it('never holds a one-tap link token or a code: their values are replaced', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    await withApp({}, async ({ app }) => {
      await app.inject({ url: '/api/appointment-link?token=SECRET-LINK-TOKEN' });
      await app.inject({ url: '/api/appointment-link?%74oken=SECRET-ENCODED-NAME' });
      await app.inject({ url: '/appointment-link?token=SECRET-PAGE-TOKEN&lang=ar' });
      await app.inject({ url: '/auth/google?code=SECRET-CODE&state=SECRET-STATE' });
    }, { level: 'info', stream });
    const log = lines.join('');
    expect(log).toContain('token=[redacted]');
    expect(log).toContain('lang=ar');
    expect(log).not.toMatch(/SECRET-/);
  });
});
