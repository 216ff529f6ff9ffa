/**
 * FHIR search parameters (issue 39): `_count` capped and count-only Bundles, `_summary=count`,
 * an unencoded `_format=application/fhir+json`, `Prefer: handling=lenient`, `_sort` on Slot start,
 * and `POST …/_search` with a form body; hostile parameters answered as a 400 OperationOutcome in
 * the caller's language, with nothing changed.
 */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../server/db/schema/appointments.ts';
import { MAX_COUNT } from '../../server/routes/fhir/fhir-http.ts';
import { resetClock, setClock } from '../../server/services/common/clock.ts';
import { fhirErrors } from '../helpers/fhir-validate.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import type { World } from './booking-fixtures.ts';
import { FHIR_JSON, NOW, TUESDAY, buildFhirWorld } from './fhir-fixtures.ts';

let ctx: TestApp;
let world: World;

beforeAll(async () => {
  setClock(() => NOW);
  ctx = await createTestApp();
  world = await buildFhirWorld(ctx.database);
});
afterAll(async () => {
  resetClock();
  await ctx?.close();
});

type Headers = Record<string, string>;
const ARABIC = /[\u0600-\u06FF]/;

async function get(url: string, headers: Headers = {}) {
  const response = await ctx.app.inject({ method: 'GET', url, headers });
  expect(response.headers['content-type'], url).toMatch(FHIR_JSON);
  const json = response.json();
  expect(fhirErrors(json), url).toEqual([]);
  return { status: response.statusCode, json, headers: response.headers };
}

const ids = (bundle: { entry?: { resource: { id: string }; search: { mode: string } }[] }) =>
  (bundle.entry ?? []).filter((entry) => entry.search.mode === 'match').map((entry) => entry.resource.id);
const link = (bundle: { link: { relation: string; url: string }[] }, relation: string) => bundle.link.find((item) => item.relation === relation)?.url;
const bookingCount = async () => (await ctx.database.db.select({ n: count() }).from(appointments))[0]!.n;
const diagnostics = (json: { issue: { diagnostics?: string }[] }) => json.issue[0]!.diagnostics ?? '';

describe('_count and _summary=count', () => {
  it(`_count above ${MAX_COUNT} is capped, not refused; the next link says the capped count`, async () => {
    for (const asked of ['101', '1000', '9999']) {
      const { status, json } = await get(`/fhir/Practitioner?_count=${asked}`);
      expect(status, asked).toBe(200);
      expect(json.total).toBe(3);
      expect(ids(json)).toHaveLength(3);
      expect(new URL(link(json, 'self')!).searchParams.get('_count')).toBe(String(MAX_COUNT));
    }
  });

  it('_count=0 and _summary=count answer a count-only Bundle: total, no entry, no next', async () => {
    for (const url of ['/fhir/Practitioner?_count=0', '/fhir/Practitioner?_summary=count', '/fhir/Practitioner?_summary=count&_count=1', '/fhir/Location?_count=0']) {
      const { status, json } = await get(url);
      expect(status, url).toBe(200);
      expect(json.type).toBe('searchset');
      expect(json.total, url).toBeGreaterThan(0);
      expect(json.entry, url).toBeUndefined();
      expect(link(json, 'next'), url).toBeUndefined();
    }
    const slots = await get(`/fhir/Slot?schedule=Schedule/${world.dubai.doctorId}-video&start=ge${TUESDAY}&start=lt2030-01-09&_summary=count`);
    expect(slots.json.total).toBeGreaterThan(0);
    expect(slots.json.entry).toBeUndefined();
  });

  it.each(['1e9', '-1', 'abc', '1.5', '0x10', '10000', '1000000000', ' 5', '%3Cb%3E1%3C%2Fb%3E', Array.from({ length: 10 }, (_, n) => String(n + 1)).join('&_count=')])(
    '_count=%s → 400 OperationOutcome in Arabic when asked',
    async (value) => {
      const { status, json } = await get(`/fhir/Practitioner?_count=${value}`, { 'x-page-locale': 'ar' });
      expect(status).toBe(400);
      expect(json).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ severity: 'error', code: 'invalid' }] });
      expect(diagnostics(json)).toMatch(ARABIC);
      expect(diagnostics(json)).toContain('_count');
    },
  );

  it('_summary other than count or false is refused', async () => {
    expect((await get('/fhir/Practitioner?_summary=text')).status).toBe(400);
    expect((await get('/fhir/Practitioner?_summary=false')).status).toBe(200);
  });
});

describe('_format', () => {
  it.each(['application/fhir+json', 'application/fhir%2Bjson', 'application%2Ffhir%2Bjson', 'application/fhir%20json', 'json', 'application/json'])('_format=%s is JSON', async (format) => {
    const { status, json } = await get(`/fhir/Practitioner?_format=${format}`);
    expect(status).toBe(200);
    expect(json.resourceType).toBe('Bundle');
    expect(ids(json)).toHaveLength(3);
  });

  it('other formats are refused', async () => {
    for (const format of ['xml', 'application/fhir+xml', 'text/html', '%3Cscript%3E']) expect((await get(`/fhir/Practitioner?_format=${format}`)).status, format).toBe(400);
  });
});

describe('Prefer: handling=lenient', () => {
  const lenient = { prefer: 'handling=lenient' };

  it('strict (the default, and when asked) refuses an unknown parameter', async () => {
    for (const headers of [{}, { prefer: 'handling=strict' }, { prefer: 'return=minimal' }]) {
      const { status, json } = await get('/fhir/Practitioner?foo=1&name=amira', { ...headers, 'x-page-locale': 'ar' });
      expect(status).toBe(400);
      expect(diagnostics(json)).toMatch(ARABIC);
      expect(diagnostics(json)).toContain('foo');
    }
  });

  it('lenient ignores unknown parameters, answers the search, and names what it ignored in an outcome entry', async () => {
    for (const prefer of ['handling=lenient', 'return=representation, handling=lenient', 'handling="lenient"']) {
      const { status, json } = await get('/fhir/Practitioner?foo=1&name=amira&bar=2&foo=3', { prefer });
      expect(status, prefer).toBe(200);
      expect(ids(json)).toEqual([String(world.dubai.doctorId)]);
      expect(json.total).toBe(1);
      const outcomes = json.entry.filter((entry: { search: { mode: string } }) => entry.search.mode === 'outcome');
      expect(outcomes).toHaveLength(1);
      expect(outcomes[0].resource).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ severity: 'warning', code: 'not-supported' }] });
      expect(outcomes[0].resource.issue[0].diagnostics).toMatch(/foo, bar/);
      // The links repeat what the search ran with, not what it ignored.
      expect(new URL(link(json, 'self')!).searchParams.get('name')).toBe('amira');
      expect(link(json, 'self')).not.toMatch(/foo|bar/);
    }
  });

  it('lenient answers in the caller\'s language; a search with nothing ignored has no outcome entry', async () => {
    const { json } = await get('/fhir/Location?unknown=1', { ...lenient, 'x-page-locale': 'ar' });
    expect(json.entry.at(-1).resource.issue[0].diagnostics).toMatch(ARABIC);
    const plain = await get('/fhir/Location', lenient);
    expect(plain.json.entry.every((entry: { search: { mode: string } }) => entry.search.mode === 'match')).toBe(true);
  });

  it('lenient still refuses invalid values of known parameters', async () => {
    for (const url of ['/fhir/Practitioner?_count=abc&foo=1', '/fhir/Slot?schedule=Schedule/1-video&status=maybe&foo=1', '/fhir/Practitioner?_id=2147483648']) {
      expect((await get(url, lenient)).status, url).toBe(400);
    }
  });
});

describe('_sort on Slot start', () => {
  const slots = () => `/fhir/Slot?schedule=Schedule/${world.dubai.doctorId}-video&start=ge${TUESDAY}&start=lt2030-01-09`;
  const starts = (bundle: { entry: { resource: { start: string } }[] }) => bundle.entry.map((entry) => Date.parse(entry.resource.start));

  it('_sort=start ascends, _sort=-start descends, and the next link keeps the order', async () => {
    const up = await get(`${slots()}&_sort=start&_count=5`);
    const down = await get(`${slots()}&_sort=-start&_count=5`);
    expect(up.status).toBe(200);
    expect(down.status).toBe(200);
    expect(starts(up.json)).toEqual([...starts(up.json)].sort((a, b) => a - b));
    expect(starts(down.json)).toEqual([...starts(down.json)].sort((a, b) => b - a));
    expect(starts(down.json)[0]).toBeGreaterThan(starts(up.json).at(-1)!);
    const next = new URL(link(down.json, 'next')!);
    expect(next.searchParams.get('_sort')).toBe('-start');
    expect(next.searchParams.getAll('start')).toEqual([`ge${TUESDAY}`, 'lt2030-01-09']);
    const second = await get(`${next.pathname}${next.search}`);
    expect(starts(second.json)[0]).toBeLessThan(starts(down.json).at(-1)!);
  });

  it('other sort values are 400 (strict), ignored and named (lenient); other types do not sort', async () => {
    for (const sort of ['end', 'start,-start', '-start%3Cscript%3E', '_id']) {
      const strict = await get(`${slots()}&_sort=${sort}`, { 'x-page-locale': 'ar' });
      expect(strict.status, sort).toBe(400);
      expect(diagnostics(strict.json)).toMatch(ARABIC);
      const lenient = await get(`${slots()}&_sort=${sort}`, { prefer: 'handling=lenient' });
      expect(lenient.status, sort).toBe(200);
      expect(lenient.json.entry.at(-1).resource.issue[0].diagnostics).toContain('_sort');
      expect(starts({ entry: lenient.json.entry.filter((entry: { search: { mode: string } }) => entry.search.mode === 'match') })[0]).toBeLessThan(starts({ entry: lenient.json.entry.slice(1, 2) })[0]!);
    }
    expect((await get('/fhir/Practitioner?_sort=start')).status).toBe(400);
  });
});
