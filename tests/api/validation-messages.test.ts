/**
 * Every 400 of every route reads in the caller's language (issue 37): the spec's copy or a sentence of
 * ours in English, its translation in Arabic and Hindi, and never a library's own text (zod's "Too
 * small: expected string…", Fastify's "body must be object", a JSON parser's message). The routes come
 * from the app itself (an onRoute hook) and the field names from every zod object schema in
 * src/shared/schemas, as in edge-input.test.ts, so a new route or field is covered without touching
 * this file. Each route gets, from every role: an empty body, every field of the wrong type (nested
 * objects, markup, oversized lists), malformed JSON, a body that is not an object, and bad query and
 * path values.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema/users.ts';
import { bearer, seedDoctor, signIn } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { lookup } from '../helpers/messages.ts';
import { collectRoutes, schemaFields, type AppRoute } from '../helpers/schema-fields.ts';

type Route = AppRoute;

let ctx: TestApp;
const routes: Route[] = [];
let callers: Array<{ role: string; headers: Record<string, string> }>;
let fields: string[] = [];

beforeAll(async () => {
  fields = await schemaFields();
  ctx = await createTestApp({ onRoute: collectRoutes(routes) });
  await ctx.database.db.insert(users).values({ role: 'admin', email: 'words@admin.test' });
  await seedDoctor(ctx.database, { email: 'words@doctor.test' });
  callers = [
    { role: 'visitor', headers: {} },
    { role: 'patient', headers: bearer((await signIn(ctx.app, { email: 'words@patient.test' })).token) },
    { role: 'doctor', headers: bearer((await signIn(ctx.app, { email: 'words@doctor.test', userType: 'doctor' })).token) },
    { role: 'admin', headers: bearer((await signIn(ctx.app, { email: 'words@admin.test' })).token) },
  ];
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

/** Text a library writes on its own: zod 4's defaults, Ajv/Fastify's, JSON.parse's. */
const LIBRARY_TEXT =
  /(expected \w+, received|Invalid (input|option|type|string|union|key|element)\b|Too (small|big):|Unrecognized key|must have required property|^(body|querystring|params|headers)\/?\S* must |Unexpected (token|end)|JSON at position|is not valid JSON|must provide a|Unsupported Media Type|doctor id\b|speciality id\b|invalid identifier)/i;
const SCRIPT = { ar: /[\u0600-\u06FF]/, hi: /[\u0900-\u097F]/ } as const;

const withParams = (url: string, value: string) => url.replace(/:(\w+)/g, () => encodeURIComponent(value)).replace('*', 'x');

/** What a 400 says: the API's message and field errors, or a FHIR OperationOutcome's diagnostics. */
function answerTexts(body: unknown): string[] {
  const answer = body as { resourceType?: string; issue?: { diagnostics?: string }[]; message?: string; errors?: Record<string, string> };
  if (answer.resourceType === 'OperationOutcome') return (answer.issue ?? []).map((issue) => issue.diagnostics ?? '');
  return [answer.message ?? '', ...Object.values(answer.errors ?? {})];
}

interface Attempt {
  url: string;
  query?: Record<string, string>;
  payload?: string;
  contentType?: string;
}

function attempts(route: Route): Attempt[] {
  const url = withParams(route.url, 'abc');
  const contentType = route.url.startsWith('/fhir') ? 'application/fhir+json' : 'application/json';
  const json = (value: unknown): Attempt => ({ url: withParams(route.url, '1'), payload: JSON.stringify(value), contentType });
  const list: Attempt[] = [{ url }, { url: withParams(route.url, '1'), query: Object.fromEntries(fields.map((field) => [field, '<b>x</b>'])) }];
  // FHIR's own search parameters, each wrong.
  if (route.url.startsWith('/fhir'))
    list.push({ url: withParams(route.url, '1'), query: { _count: '-1', start: 'abc', _lastUpdated: 'x', date: 'nope', specialty: '<b>', bogus: '1' } });
  if (route.method !== 'GET' && route.method !== 'DELETE') {
    list.push(
      json({}),
      json(Object.fromEntries(fields.map((field) => [field, { deep: { deeper: [1] } }]))),
      json(Object.fromEntries(fields.map((field) => [field, Array.from({ length: 600 }, () => '<script>x</script>')]))),
      json(Object.fromEntries(fields.map((field) => [field, -1.5]))),
      json([1, 2, 3]),
      json('text'),
      { url: withParams(route.url, '1'), payload: '{"broken": ', contentType },
    );
  }
  return list;
}

describe('400 answers in the caller’s language on every route', () => {
  it('finds the routes and the fields', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(fields).toContain('doctor_id');
  });

  it.each(['en', 'ar', 'hi'] as const)('every 400 message and field error reads in %s, never in a library’s words', async (lang) => {
    const failures = new Map<string, string>();
    let answers400 = 0;
    for (const route of routes.filter((r) => (r.url.startsWith('/api/') && !r.url.startsWith('/api/docs')) || r.url.startsWith('/fhir'))) {
      for (const attempt of attempts(route)) {
        for (const caller of callers) {
          const response = await ctx.app.inject({
            method: route.method as 'GET',
            url: attempt.url,
            query: attempt.query,
            payload: attempt.payload,
            headers: { ...caller.headers, 'x-page-locale': lang, ...(attempt.contentType ? { 'content-type': attempt.contentType } : {}) },
          });
          if (response.statusCode !== 400) continue;
          answers400++;
          for (const text of answerTexts(response.json())) {
            const wrong = !text.trim() || LIBRARY_TEXT.test(text) || (lang !== 'en' && !SCRIPT[lang].test(text));
            if (wrong && !failures.has(text)) failures.set(text, `${route.method} ${route.url} as ${caller.role}`);
          }
        }
      }
    }
    if (failures.size && process.env.PRINT_FAILURES) fs.writeFileSync(`/tmp/vm-${lang}.json`, JSON.stringify([...failures], null, 1));
    expect(answers400).toBeGreaterThan(100);
    expect([...failures].map(([text, where]) => `${where}: ${text}`)).toEqual([]);
  }, 600_000);

  it.each(['en', 'ar', 'hi'] as const)('words the spec’s copy and ours in %s: a wrong email, a wrong doctor id, unreadable JSON, a missing field', async (lang) => {
    const headers = { 'x-page-locale': lang };
    const email = await ctx.app.inject({ method: 'POST', url: '/api/send-otp', headers, payload: { otp_type: 'email', email_or_phone: 'not-an-address' } });
    expect(email.statusCode).toBe(400);
    expect(email.json()).toMatchObject({ message: lookup('auth.invalidEmail', lang), errors: { email_or_phone: lookup('auth.invalidEmail', lang) } });
    const phone = await ctx.app.inject({ method: 'POST', url: '/api/send-otp', headers, payload: { otp_type: 'phone', email_or_phone: '12' } });
    expect(phone.json().message).toBe(lookup('auth.doctor.invalidPhone', lang));
    const doctor = await ctx.app.inject({ method: 'GET', url: '/api/doctor-detail?doctor_id=%3Cb%3E', headers });
    expect(doctor.json().message).toBe(lookup('validation.doctorId', lang));
    const broken = await ctx.app.inject({ method: 'POST', url: '/api/send-otp', headers: { ...headers, 'content-type': 'application/json' }, payload: '{"otp_type":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(lookup('validation.unreadable', lang));
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/send-otp', headers, payload: { otp_type: 'email' } });
    expect(missing.json().errors.email_or_phone).toBe(lookup('auth.fieldRequired', lang));
  });
});
