/**
 * CORS on /fhir (issue 39): the public directory, metadata and the SMART feed answer any origin
 * with `*` and expose the validators; the patient's Appointments answer only FHIR_CORS_ORIGINS,
 * never `*`; /api is unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCorsOrigins } from '../../server/config.ts';
import { resetClock, setClock } from '../../server/services/common/clock.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import type { World } from './booking-fixtures.ts';
import { NOW, buildFhirWorld, patient } from './fhir-fixtures.ts';

const LISTED = 'https://app.example';
const UNLISTED = 'https://evil.example';
let ctx: TestApp;
let world: World;

beforeAll(async () => {
  setClock(() => NOW);
  ctx = await createTestApp({ env: { FHIR_CORS_ORIGINS: `${LISTED}, https://ehr.example:8443` } });
  world = await buildFhirWorld(ctx.database);
});
afterAll(async () => {
  resetClock();
  await ctx?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
const preflight = (url: string, origin: string, method: string, requestHeaders?: string) =>
  ctx.app.inject({
    method: 'OPTIONS',
    url,
    headers: { origin, 'access-control-request-method': method, ...(requestHeaders ? { 'access-control-request-headers': requestHeaders } : {}) },
  });
const exposed = (value: unknown) => String(value ?? '').split(',').map((item) => item.trim().toLowerCase());

describe('public FHIR reads and the SMART feed', () => {
  it('answer any origin with * and expose the validators, Location and WWW-Authenticate', async () => {
    const manifest = (await get('/fhir/$bulk-publish')).json() as { output: Array<{ url: string }> };
    const urls = [
      '/fhir/metadata',
      '/fhir/Practitioner',
      `/fhir/Practitioner/${world.dubai.doctorId}`,
      '/fhir/PractitionerRole',
      '/fhir/Location',
      '/fhir/Schedule',
      `/fhir/Slot?schedule=Schedule/${world.dubai.doctorId}-clinic-${world.dubai.clinicId}`,
      '/fhir/$bulk-publish',
      ...manifest.output.map((item) => new URL(item.url).pathname + new URL(item.url).search),
    ];
    for (const url of urls) {
      const response = await get(url, { origin: UNLISTED });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['access-control-allow-origin'], url).toBe('*');
      expect(response.headers['access-control-allow-credentials'], url).toBeUndefined();
      expect(exposed(response.headers['access-control-expose-headers']), url).toEqual(
        expect.arrayContaining(['etag', 'last-modified', 'location', 'www-authenticate', 'content-location']),
      );
    }
    // A bad search is refused as usual, still readable by the browser app that sent it.
    const bad = await get('/fhir/Practitioner?nonsense=1', { origin: UNLISTED });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['access-control-allow-origin']).toBe('*');
  });

  it('answer a preflight from any origin', async () => {
    for (const url of ['/fhir/Practitioner', '/fhir/Slot', '/fhir/metadata', '/fhir/$bulk-publish', '/fhir/$bulk-publish/Location.ndjson']) {
      const response = await preflight(url, UNLISTED, 'GET', 'if-none-match');
      expect(response.statusCode, url).toBe(204);
      expect(response.headers['access-control-allow-origin'], url).toBe('*');
      expect(String(response.headers['access-control-allow-methods']), url).toContain('GET');
      expect(exposed(response.headers['access-control-allow-headers']), url).toContain('if-none-match');
    }
  });
});

describe('authenticated FHIR calls (Appointment)', () => {
  it('answer a listed origin by name, never *', async () => {
    const sara = await patient(ctx.app, 'cors@patient.test');
    for (const origin of [LISTED, 'https://ehr.example:8443']) {
      const response = await get('/fhir/Appointment', { ...sara.headers, origin });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(String(response.headers.vary)).toMatch(/origin/i);
    }
    const ask = await preflight('/fhir/Appointment', LISTED, 'POST', 'authorization, content-type, idempotency-key');
    expect(ask.statusCode).toBe(204);
    expect(ask.headers['access-control-allow-origin']).toBe(LISTED);
    expect(String(ask.headers['access-control-allow-methods'])).toContain('POST');
    expect(exposed(ask.headers['access-control-allow-headers'])).toEqual(expect.arrayContaining(['authorization', 'content-type', 'idempotency-key']));
    // The 401 challenge is readable by the listed app, so it can start a sign-in.
    const challenged = await get('/fhir/Appointment', { origin: LISTED });
    expect(challenged.statusCode).toBe(401);
    expect(challenged.headers['access-control-allow-origin']).toBe(LISTED);
    expect(exposed(challenged.headers['access-control-expose-headers'])).toContain('www-authenticate');
  });

  it('give an unlisted origin no CORS grant, for the call and its preflight', async () => {
    const sara = await patient(ctx.app, 'cors-evil@patient.test');
    for (const origin of [UNLISTED, 'null', `${LISTED}.evil.example`, 'http://app.example']) {
      const response = await get('/fhir/Appointment', { ...sara.headers, origin });
      expect(response.headers['access-control-allow-origin'], origin).toBeUndefined();
      const ask = await preflight('/fhir/Appointment', origin, 'POST', 'authorization');
      expect(ask.headers['access-control-allow-origin'], origin).toBeUndefined();
      const cancel = await preflight('/fhir/Appointment/1/$cancel', origin, 'POST', 'authorization');
      expect(cancel.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });
});

describe('outside /fhir', () => {
  it('leaves /api without CORS headers', async () => {
    const response = await get('/api/specialities', { origin: LISTED });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses a FHIR_CORS_ORIGINS entry that is not an origin', () => {
    expect(parseCorsOrigins(' https://a.example/ ,http://b.example:8080')).toEqual(['https://a.example', 'http://b.example:8080']);
    expect(parseCorsOrigins(undefined)).toEqual([]);
    for (const bad of ['*', 'https://a.example/path', 'a.example', 'ftp://a.example', 'https://*.example']) expect(() => parseCorsOrigins(bad), bad).toThrow(/FHIR_CORS_ORIGINS/);
  });
});
