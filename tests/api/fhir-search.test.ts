/**
 * FHIR search parameters (issue 39): `_count` capped and count-only Bundles, `_summary=count`,
 * an unencoded `_format=application/fhir+json`, `Prefer: handling=lenient`, `_sort` on Slot start,
 * and `POST …/_search` with a form body; hostile parameters answered as a 400 OperationOutcome in
 * the caller's language, with nothing changed.
 */
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments } from '../../server/db/schema/appointments.ts';
import { MAX_COUNT } from '../../server/routes/fhir/fhir-http.ts';
import { fhirErrors } from '../helpers/fhir-validate.ts';
import type { TestApp } from '../helpers/test-app.ts';
import type { World } from './booking-fixtures.ts';
import { FHIR_JSON, TUESDAY, withFhirWorld, patient } from './fhir-fixtures.ts';

let ctx: TestApp;
let world: World;

withFhirWorld((app, fhirWorld) => {
  ctx = app;
  world = fhirWorld;
});

type Headers = Record<string, string>;
const ARABIC = /[\u0600-\u06FF]/;

async function get(url: string, headers: Headers = {}) {
  return send('GET', url, headers);
}

async function send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers = {}, payload?: string) {
  const response = await ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
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

describe('addresses', () => {
  it('gives each entry a fullUrl on the same origin as the self link, a default port dropped (Host: localhost:80)', async () => {
    for (const host of ['localhost:80', 'localhost', 'clinic.example:8443']) {
      const { json } = await get('/fhir/Practitioner', { host });
      const origin = new URL(link(json, 'self')!).origin;
      expect(origin, host).toBe(host === 'clinic.example:8443' ? 'http://clinic.example:8443' : 'http://localhost');
      for (const entry of json.entry as { fullUrl: string; resource: { resourceType: string; id: string } }[]) {
        expect(entry.fullUrl).toBe(`${origin}/fhir/${entry.resource.resourceType}/${entry.resource.id}`);
      }
    }
  });
});

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
    for (const headers of [{}, { prefer: 'handling=strict' }, { prefer: 'return=minimal' }] as Headers[]) {
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

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('POST [type]/_search', () => {
  it.each([
    ['Practitioner', 'name=amira', ''],
    ['PractitionerRole', 'specialty=cardiology', ''],
    ['Location', 'address-city=Dubai', ''],
    ['Schedule', 'actor=Practitioner/DOCTOR', ''],
    ['Slot', 'schedule=Schedule/DOCTOR-video&start=ge2030-01-08&status=free', 'start=lt2030-01-09&_count=3'],
    ['Practitioner', '', '_count=0'],
  ])('%s: a form body (%s) answers what the GET answers, query and body combined', async (type, body, query) => {
    const fill = (text: string) => text.replaceAll('DOCTOR', String(world.dubai.doctorId));
    const all = [fill(query), fill(body)].filter(Boolean).join('&');
    const viaGet = await get(`/fhir/${type}?${all}`);
    const viaPost = await send('POST', `/fhir/${type}/_search${query ? `?${fill(query)}` : ''}`, FORM, fill(body));
    expect(viaGet.status).toBe(200);
    expect(viaPost.status).toBe(200);
    expect(viaPost.json.total).toBe(viaGet.json.total);
    expect(ids(viaPost.json)).toEqual(ids(viaGet.json));
    // The links are GETs of the type with every parameter.
    const sorted = (url: string | undefined) => url && `${url.split('?')[0]}?${[...new URL(url).searchParams].map((pair) => pair.join('=')).sort().join('&')}`;
    expect(sorted(link(viaPost.json, 'self'))).toBe(sorted(link(viaGet.json, 'self')));
    expect(sorted(link(viaPost.json, 'next'))).toBe(sorted(link(viaGet.json, 'next')));
  });

  it('pages through a POST search by its next link', async () => {
    const first = await send('POST', '/fhir/Practitioner/_search', FORM, '_count=2');
    expect(ids(first.json)).toHaveLength(2);
    const next = new URL(link(first.json, 'next')!);
    expect(next.pathname).toBe('/fhir/Practitioner');
    const second = await get(`${next.pathname}${next.search}`);
    expect(ids(second.json)).toHaveLength(1);
  });

  it('Appointment/_search needs the patient, and answers their own bookings', async () => {
    expect((await send('POST', '/fhir/Appointment/_search', FORM, 'status=booked')).status).toBe(401);
    const sara = await patient(ctx.app, 'sara.search@patient.test');
    const own = await send('POST', '/fhir/Appointment/_search', { ...FORM, ...sara.headers }, 'status=booked');
    expect(own.status).toBe(200);
    expect(own.json).toMatchObject({ resourceType: 'Bundle', total: 0 });
  });

  it('lenient and strict work the same on a form body', async () => {
    expect((await send('POST', '/fhir/Practitioner/_search', FORM, 'name=amira&foo=1')).status).toBe(400);
    const lenient = await send('POST', '/fhir/Practitioner/_search', { ...FORM, prefer: 'handling=lenient' }, 'name=amira&foo=1');
    expect(lenient.status).toBe(200);
    expect(ids(lenient.json)).toEqual([String(world.dubai.doctorId)]);
    expect(lenient.json.entry.at(-1).search.mode).toBe('outcome');
  });

  it('the CapabilityStatement declares it; other methods on _search are 405 with Allow', async () => {
    const { json } = await get('/fhir/metadata');
    // Every searchable type (the definitions, CodeSystem and the like, are read only).
    const searchable = json.rest[0].resource.filter((resource: { interaction: { code: string }[] }) => resource.interaction.some((item) => item.code === 'search-type'));
    expect(searchable.map((resource: { type: string }) => resource.type).sort()).toEqual(['Appointment', 'HealthcareService', 'Location', 'Organization', 'Practitioner', 'PractitionerRole', 'Schedule', 'Slot']);
    for (const resource of searchable) {
      const search = resource.interaction.find((item: { code: string }) => item.code === 'search-type');
      expect(search.documentation, resource.type).toContain('POST [type]/_search');
    }
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await send(method, '/fhir/Slot/_search', { 'x-page-locale': 'ar' });
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe('GET, POST');
      expect(diagnostics(response.json)).toMatch(ARABIC);
    }
    // The type itself still takes no POST (there is no create of the directory).
    const create = await send('POST', '/fhir/Practitioner', FORM, 'name=amira');
    expect(create.status).toBe(405);
    expect(create.headers.allow).toBe('GET');
  });
});

describe('hostile search input: 400 in the caller\'s language, nothing changed', () => {
  const ar = { 'x-page-locale': 'ar' };
  const many = (n: number, name = (i: number) => `p${i}`) => Array.from({ length: n }, (_, i) => `${name(i)}=1`).join('&');
  const cases: Array<[string, () => Promise<{ status: number; json: { issue: { diagnostics?: string }[] } }>]> = [
    ['1000 unknown parameters', () => get(`/fhir/Practitioner?${many(1000)}`, ar)],
    ['1000 unknown parameters, lenient', () => get(`/fhir/Practitioner?${many(1000)}`, { ...ar, prefer: 'handling=lenient' })],
    ['41 repeated names', () => get(`/fhir/Practitioner?${many(41, () => 'name')}`, ar)],
    ['a repeated _page', () => get('/fhir/Practitioner?_page=1&_page=2', ar)],
    ['a repeated _summary', () => get('/fhir/Practitioner?_summary=count&_summary=count', ar)],
    ['encoded junk', () => get('/fhir/Practitioner?name=%E0%A4%A&_count=%FF%FE', ar)],
    ['a NUL', () => get('/fhir/Practitioner?name=a%00b', ar)],
    ['markup as a name', () => get('/fhir/Practitioner?%3Cscript%3Ealert(1)%3C%2Fscript%3E=1', ar)],
    ['markup as a name, in a form', () => send('POST', '/fhir/Location/_search', { ...FORM, ...ar }, '%3Cimg%20src%3Dx%3E=1')],
    ['markup as _format', () => get('/fhir/Practitioner?_format=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E', ar)],
    ['__proto__', () => get('/fhir/Practitioner?__proto__=1&constructor=2', ar)],
    ['a huge value', () => get(`/fhir/Practitioner?name=${'x'.repeat(20_000)}`, ar)],
    ['1000 form fields', () => send('POST', '/fhir/Practitioner/_search', { ...FORM, ...ar }, many(1000))],
    ['five _count fields in a form', () => send('POST', '/fhir/Practitioner/_search', { ...FORM, ...ar }, many(5, () => '_count'))],
    ['markup in the form', () => send('POST', '/fhir/Slot/_search', { ...FORM, ...ar }, 'schedule=%3Cscript%3Ealert(1)%3C%2Fscript%3E')],
    ['a JSON body', () => send('POST', '/fhir/Practitioner/_search', { 'content-type': 'application/fhir+json', ...ar }, '{"name":"amira"}')],
  ];

  it.each(cases)('%s', async (_label, call) => {
    const before = await bookingCount();
    const { status, json } = await call();
    expect([400, 415]).toContain(status);
    expect(json).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ severity: 'error' }] });
    expect(diagnostics(json)).toMatch(ARABIC);
    expect(diagnostics(json)).not.toMatch(/<script|<img/);
    expect(await bookingCount()).toBe(before);
  });

  it('a huge form body is refused as too large (413), in Arabic', async () => {
    const response = await send('POST', '/fhir/Practitioner/_search', { ...FORM, 'x-page-locale': 'ar' }, `name=${'x'.repeat(2 * 1024 * 1024)}`);
    expect(response.status).toBe(413);
    expect(diagnostics(response.json)).toMatch(ARABIC);
  });
});
