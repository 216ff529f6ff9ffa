/**
 * Edge input answers 4xx, never 5xx, on every route (DESIGN §4): ids past 2^31 (PostgreSQL's
 * integer), 2^53, and text with a NUL byte (PostgreSQL refuses \u0000 in text), in path params,
 * the query string, a JSON body and a multipart form. The routes come from the app itself (an
 * onRoute hook), so a new route is covered without touching this file; the field names come
 * from every zod object schema in src/shared/schemas, so a new field is covered too.
 *
 * The error handler's last-resort mapping of such database errors to 400 logs a warning; this
 * test fails on that warning, so every value must be refused by validation before any query.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema/users.ts';
import { t } from '../helpers/messages.ts';
import { bearer, seedDoctor, signIn } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { collectRoutes, schemaFields, type AppRoute } from '../helpers/schema-fields.ts';

let fields: string[] = [];

const BIG_INT = '2147483648'; // 2^31: one past PostgreSQL's integer
const HUGE_INT = '9007199254740992'; // 2^53
const NUL_TEXT = 'a\u0000b';
const VALUES = [BIG_INT, HUGE_INT, NUL_TEXT];

type Route = AppRoute;

let ctx: TestApp;
const routes: Route[] = [];
const log: string[] = [];
let callers: Array<{ role: string; headers: Record<string, string> }>;

beforeAll(async () => {
  fields = await schemaFields();
  ctx = await createTestApp({
    onRoute: collectRoutes(routes),
    logger: {
      level: 'warn',
      stream: new Writable({ write: (chunk, _encoding, done) => void (log.push(String(chunk)), done()) }),
    },
  });
  await ctx.database.db.insert(users).values({ role: 'admin', email: 'edge@admin.test' });
  await seedDoctor(ctx.database, { email: 'edge@doctor.test' });
  callers = [
    { role: 'visitor', headers: {} },
    { role: 'patient', headers: bearer((await signIn(ctx.app, { email: 'edge@patient.test' })).token) },
    { role: 'doctor', headers: bearer((await signIn(ctx.app, { email: 'edge@doctor.test', userType: 'doctor' })).token) },
    { role: 'admin', headers: bearer((await signIn(ctx.app, { email: 'edge@admin.test' })).token) },
  ];
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

const withParams = (url: string, value: string) => url.replace(/:(\w+)/g, () => encodeURIComponent(value)).replace('*', 'x');

function multipart(fields: Record<string, string>) {
  const boundary = '----edge-input-boundary';
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  return { payload: `${parts.join('')}--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('edge input on every route', () => {
  it('finds the routes and the fields', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(routes).toContainEqual({ method: 'POST', url: '/api/add-appointment' });
    for (const field of ['doctor_id', 'speciality_id', 'page', 'per_page', 'clinic_id', 'appointment_id', 'id']) expect(fields).toContain(field);
  });

  it('answers 4xx, never 5xx, to ids past 2^31, 2^53 and NUL bytes, for every role', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      for (const value of VALUES) {
        const url = withParams(route.url, value);
        const query = Object.fromEntries(fields.map((field) => [field, value]));
        const numeric = value === NUL_TEXT ? value : Number(value);
        const requests = [
          { url, query },
          ...(route.method === 'GET' ? [] : [
            { url, payload: Object.fromEntries(fields.map((field) => [field, value])) },
            { url, payload: Object.fromEntries(fields.map((field) => [field, numeric])) },
            { url, payload: Object.fromEntries(fields.map((field) => [field, [numeric]])) },
            (() => {
              const form = multipart(Object.fromEntries(fields.map((field) => [field, value])));
              return { url, payload: form.payload, headers: { 'content-type': form.contentType }, multipart: true };
            })(),
          ]),
        ];
        for (const caller of callers) {
          for (const request of requests) {
            const response = await ctx.app.inject({
              method: route.method as 'GET',
              url: request.url,
              query: 'query' in request ? request.query : undefined,
              payload: 'payload' in request ? request.payload : undefined,
              headers: { ...caller.headers, ...('headers' in request ? request.headers : {}) },
            });
            // A NUL anywhere in a query or JSON body is refused outright; a multipart form only where read.
            const mustRefuse = value === NUL_TEXT && !('multipart' in request) && (route.method !== 'GET' || route.url.startsWith('/api/'));
            if (response.statusCode >= 500 || (mustRefuse && response.statusCode < 400)) {
              failures.push(`${route.method} ${route.url} as ${caller.role} with ${JSON.stringify(value)} (${'query' in request ? 'query' : 'body'}): ${response.statusCode} ${response.body.slice(0, 160)}`);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(log.filter((line) => line.includes('database refused'))).toEqual([]);
  }, 600_000);

  it('answers 4xx, never 5xx, to each id, page or count field past 2^31 on its own, for every role', async () => {
    // One field at a time: in the all-fields requests above, another field's error could answer first.
    const numericFields = fields.filter((field) => /(^|_)ids?$|^page$|^per_page$|^limit$|^after$|^stars$|^duration$/.test(field));
    expect(numericFields.length).toBeGreaterThan(8);
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.url.startsWith('/api/'))) {
      for (const field of numericFields) {
        for (const caller of callers) {
          const url = withParams(route.url, '1');
          const response = await ctx.app.inject(route.method === 'GET'
            ? { method: 'GET', url, query: { [field]: BIG_INT }, headers: caller.headers }
            : { method: route.method as 'POST', url, payload: { [field]: Number(BIG_INT) }, headers: caller.headers });
          if (response.statusCode >= 500) failures.push(`${route.method} ${route.url} as ${caller.role} with ${field}: ${response.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(log.filter((line) => line.includes('database refused'))).toEqual([]);
  }, 600_000);

  it('refuses a NUL byte anywhere with a clear message', async () => {
    const [, patient] = callers;
    const response = await ctx.app.inject({
      method: 'POST', url: '/api/support', headers: patient!.headers,
      payload: { subject: 'Help', description: `Nested ${NUL_TEXT}`, extra: { deep: [NUL_TEXT] } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: t('common.nulCharacter') });
    const query = await ctx.app.inject({ method: 'GET', url: '/api/cities?search=a%00b' });
    expect(query.statusCode).toBe(400);
    expect(query.json().message).toBe(t('common.nulCharacter'));
  });

  it.each([BIG_INT, HUGE_INT, '0', '-1', '1.5', '1e3', 'abc'])('answers 400 or 404 to doctor_id %s', async (value) => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/doctor-detail', query: { doctor_id: value } });
    expect([400, 404]).toContain(response.statusCode);
  });
});
