/**
 * The server renderer's reads (issue 40, server/plugins/public-read.ts `callPublicRead`): a public read run
 * in-process for a page must answer exactly what its route answers an anonymous caller, failures included
 * (status, message in the page's language, field errors), for hostile input as well; it must never answer
 * anything but a public read, never as the signed-in visitor, and a failed read must keep the page out of
 * the page cache.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callPublicRead, publicRead } from '../../server/plugins/public-read.ts';
import { collectRenderDeps } from '../../server/services/common/render-deps.ts';
import { signIn } from '../helpers/auth.ts';
import { t } from '../helpers/messages.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { seedFixture, type Fixture } from './listing-fixture.ts';

let ctx: TestApp;
let fx: Fixture;
let patientToken: string;

interface Call {
  method: 'GET' | 'POST';
  url: string;
  /** The body as the renderer's client sends it: JSON text. */
  body?: string;
}

beforeAll(async () => {
  ctx = await createTestApp({
    setup: (app) => {
      // A public read that fails inside (a bug, a lost database): what it answers the renderer.
      publicRead(app, {
        method: 'GET',
        url: '/api/probe/broken',
        response: z.object({ success: z.literal(true) }),
        policy: 'catalog',
        read: async () => {
          throw new SyntaxError('Unexpected token in the read itself');
        },
      });
      // A page's render in miniature: its reads inside a page-cache account, for this request.
      app.post('/api/probe/read', async (request) => {
        const call = request.body as Call;
        const deps = await app.pageCache.begin();
        const answer = await collectRenderDeps(deps, () => callPublicRead(request, call.method, call.url, call.body));
        return { status: answer.status, ok: answer.ok, body: await answer.json(), uncacheable: deps.uncacheable, policy: deps.policy, scopes: [...deps.versions.keys()] };
      });
    },
  });
  fx = await seedFixture(ctx.database.db);
  patientToken = (await signIn(ctx.app, { email: 'reader@public-read.test' })).token;
}, 120_000);
afterAll(async () => ctx?.close());

const pageHeaders = (locale: string) => ({ 'accept-language': locale, 'x-page-locale': locale });

async function direct(call: Call, locale = 'en', headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/probe/read', payload: call, headers: { ...pageHeaders(locale), ...headers } });
  expect(res.statusCode).toBe(200);
  return res.json<{ status: number; ok: boolean; body: unknown; uncacheable: boolean; policy: string; scopes: string[] }>();
}

/** The route's own answer to an anonymous browser's call. */
async function routed(call: Call, locale = 'en') {
  const res = await ctx.app.inject({
    method: call.method,
    url: call.url,
    headers: { ...pageHeaders(locale), ...(call.body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(call.body === undefined ? {} : { payload: call.body }),
  });
  return { status: res.statusCode, body: res.json<unknown>() };
}

const detail = (id: string | number): Call => ({ method: 'GET', url: `/api/doctor-detail?doctor_id=${id}` });
const post = (url: string, body: unknown): Call => ({ method: 'POST', url, body: JSON.stringify(body) });

describe('a public read called by the renderer answers as its route does', () => {
  it('a doctor, the listing, the SEO data, availability and the home: the same JSON, and the page may be kept', async () => {
    const doctor = fx.doctors[0]!;
    const calls: [Call, string][] = [
      [detail(doctor.id), 'catalog'],
      [post('/api/doctors', { per_page: 5 }), 'catalog'],
      [post('/api/doctor-seo-data', { doctor_id: doctor.id }), 'catalog'],
      [post('/api/doctor-availability', { doctor_id: doctor.id, type: 'online' }), 'availability'],
      [{ method: 'GET', url: '/api/home' }, 'catalog'],
      [{ method: 'GET', url: '/api/insurers' }, 'catalog'],
    ];
    for (const [call, policy] of calls) {
      for (const locale of ['en', 'ar', 'hi']) {
        const mine = await direct(call, locale);
        const theirs = await routed(call, locale);
        expect(theirs.status, call.url).toBe(200);
        expect(mine.status, call.url).toBe(200);
        expect(mine.ok).toBe(true);
        expect(mine.body, `${call.url} in ${locale}`).toEqual(theirs.body);
        expect(mine.uncacheable, call.url).toBe(false);
        expect(mine.policy, call.url).toBe(policy);
      }
    }
    // The versions the page depends on are the read's own: a change to this doctor drops the page.
    expect((await direct(detail(doctor.id))).scopes).toEqual(expect.arrayContaining(['catalog', `doctor:${doctor.id}`]));
  });

  it('hostile and wrong input: the same status and words as the route, in the page’s language; a refused read keeps the page out of the cache', async () => {
    const doctor = fx.doctors[0]!;
    const deep = JSON.parse(`${'['.repeat(40)}1${']'.repeat(40)}`) as unknown;
    const calls: Call[] = [
      detail('abc'),
      detail('-1'),
      detail('1e400'),
      detail('99999999999999999999999'),
      detail('987654321'),
      detail(''),
      { method: 'GET', url: '/api/doctor-detail' },
      { method: 'GET', url: `/api/doctor-detail?doctor_id=${doctor.id}&doctor_id=${doctor.id}` },
      { method: 'GET', url: '/api/doctor-detail?doctor_id=%00' },
      { method: 'POST', url: '/api/doctors', body: '{"per_page":' },
      post('/api/doctors', { per_page: 5, specialization: deep }),
      post('/api/doctors', { per_page: 5, specialization: Array.from({ length: 20_000 }, (_, i) => i) }),
      post('/api/doctors', { per_page: Number.MAX_SAFE_INTEGER + 2 }),
      post('/api/doctor-seo-data', { doctor_id: '<script>alert(1)</script>' }),
      post('/api/doctor-seo-data', { doctor_id: 'x\u0000' }),
      post('/api/doctor-availability', { doctor_id: doctor.id, type: 'online', date: '2026-02-30' }),
      post('/api/doctor-availability', { doctor_id: doctor.id, type: '<b>both</b>' }),
      post('/api/speciality-description', { speciality_id: 987654321 }),
    ];
    for (const call of calls) {
      const label = `${call.method} ${call.url} ${(call.body ?? '').slice(0, 60)}`;
      for (const locale of ['en', 'ar']) {
        const mine = await direct(call, locale);
        const theirs = await routed(call, locale);
        expect(theirs.status, label).not.toBe(500);
        expect({ status: mine.status, body: mine.body }, `${label} in ${locale}`).toEqual(theirs);
        // A failed read is tracked by no version: the page showing it is not kept.
        expect(mine.uncacheable, label).toBe(theirs.status !== 200);
      }
    }
    // The oversized list is the route's own answer (unknown filter values are ignored), the rest are refused.
    expect((await routed(calls[0]!)).status).toBe(400);
    // Spot check that the words are the page's: a missing doctor in Arabic.
    expect((await direct(detail(987654321), 'ar')).body).toEqual({ success: false, message: t('doctor.notFound', undefined, 'ar') });
  });

  it('only public reads: a private or unknown call, or an encoded path, is a 404 and the page is not kept', async () => {
    const calls: Call[] = [
      { method: 'GET', url: '/api/patient/profile' },
      { method: 'GET', url: '/api/me' },
      post('/api/add-appointment', { doctor_id: fx.doctors[0]!.id }),
      { method: 'GET', url: '/api/%64octor-detail?doctor_id=1' },
      { method: 'GET', url: '/api/doctor-detail/../me' },
      { method: 'GET', url: '/api/doctor-detail/' },
      { method: 'DELETE', url: '/api/doctor-detail?doctor_id=1' } as unknown as Call,
      { method: 'POST', url: '/api/doctor-detail', body: '{}' },
      { method: 'GET', url: '/fhir/Practitioner' },
      { method: 'GET', url: 'http://elsewhere.example/api/home' },
      { method: 'GET', url: '//elsewhere.example/api/home' },
    ];
    for (const call of calls) {
      const mine = await direct(call, 'ar');
      expect({ url: call.url, status: mine.status }).toEqual({ url: call.url, status: 404 });
      expect(mine.body).toEqual({ success: false, message: t('common.notFound', undefined, 'ar') });
      expect(mine.uncacheable).toBe(true);
    }
  });

  it('a read that fails inside answers the server error, as its route does, and nothing of the error reaches the page', async () => {
    const call: Call = { method: 'GET', url: '/api/probe/broken' };
    const mine = await direct(call, 'ar');
    expect({ status: mine.status, body: mine.body }).toEqual(await routed(call, 'ar'));
    expect(mine.status).toBe(500);
    expect(mine.body).toEqual({ success: false, message: t('common.serverError', undefined, 'ar') });
    expect(mine.uncacheable).toBe(true);
  });

  it('a signed-in visitor’s page reads as anyone: availability is the public answer, never the patient’s own', async () => {
    const call = post('/api/doctor-availability', { doctor_id: fx.doctors[0]!.id, type: 'online' });
    const mine = await direct(call, 'en', { authorization: `Bearer ${patientToken}` });
    expect(mine.body).toEqual((await routed(call)).body);
    expect(mine.uncacheable).toBe(false);
  });
});
