/**
 * `_include` / `_revinclude` and `_lastUpdated` on the FHIR directory (issue 39): included resources
 * as entries of mode include (each once, outside total and paging), unknown values refused (strict)
 * or ignored and named (lenient); `_lastUpdated` with every prefix on every directory type, a profile
 * edit, a clinic change and a booking moving resources into `gt<last sync>`; hostile values answered
 * 400 in the caller's language. Every answer is checked against the R4 definitions.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clinics } from '../../server/db/schema/doctors.ts';
import { setClock } from '../../server/services/common/clock.ts';
import { updatePersonal } from '../../server/services/doctor-profile/doctor-profile-update.ts';
import { fhirErrors } from '../helpers/fhir-validate.ts';
import type { TestApp } from '../helpers/test-app.ts';
import type { World } from './booking-fixtures.ts';
import { FHIR_JSON, NOW, TUESDAY, WEDNESDAY, bookThroughFhir, withFhirWorld, patient } from './fhir-fixtures.ts';

let ctx: TestApp;
let world: World;

withFhirWorld((app, fhirWorld) => {
  ctx = app;
  world = fhirWorld;
});

type Headers = Record<string, string>;
interface Entry {
  fullUrl?: string;
  resource: { resourceType: string; id: string; meta?: { lastUpdated?: string; versionId?: string } } & Record<string, unknown>;
  search: { mode: string };
}
interface Bundle {
  resourceType: string;
  total: number;
  entry?: Entry[];
  link: Array<{ relation: string; url: string }>;
}

const ARABIC = /[\u0600-\u06FF]/;
const DEVANAGARI = /[\u0900-\u097F]/;

async function get(url: string, headers: Headers = {}) {
  const response = await ctx.app.inject({ method: 'GET', url, headers });
  expect(response.headers['content-type'], url).toMatch(FHIR_JSON);
  const json = response.json();
  expect(fhirErrors(json), url).toEqual([]);
  return { status: response.statusCode, json };
}

async function search(url: string, headers: Headers = {}): Promise<Bundle> {
  const { status, json } = await get(url, headers);
  expect(status, `${url}: ${JSON.stringify(json).slice(0, 300)}`).toBe(200);
  expect(json.resourceType).toBe('Bundle');
  return json as Bundle;
}

const entries = (bundle: Bundle, mode: string) => (bundle.entry ?? []).filter((entry) => entry.search.mode === mode);
const keys = (bundle: Bundle, mode: string) => entries(bundle, mode).map((entry) => `${entry.resource.resourceType}/${entry.resource.id}`);
const diagnostics = (json: { issue: Array<{ diagnostics?: string }> }) => json.issue[0]!.diagnostics ?? '';
const link = (bundle: Bundle, relation: string) => bundle.link.find((item) => item.relation === relation)?.url;
const refs = (value: unknown) => (Array.isArray(value) ? value : [value]).map((item) => (item as { reference: string }).reference);

/** Every resource once, whatever its mode. */
function expectUnique(bundle: Bundle) {
  const all = (bundle.entry ?? []).filter((entry) => entry.search.mode !== 'outcome').map((entry) => entry.fullUrl);
  expect(new Set(all).size).toBe(all.length);
}

const doctorIds = () => [world.dubai.doctorId, world.kolkata.doctorId, world.other.doctorId].map(String).sort();
const clinicIds = () => [world.dubai.clinicId, world.kolkata.clinicId, world.other.clinicId].map(String).sort();

describe('PractitionerRole?_include', () => {
  it('PractitionerRole:practitioner adds each role\'s Practitioner as an include entry, outside total', async () => {
    for (const value of ['PractitionerRole:practitioner', 'PractitionerRole:practitioner:Practitioner']) {
      const bundle = await search(`/fhir/PractitionerRole?_include=${value}`);
      expect(bundle.total).toBe(3);
      expect(entries(bundle, 'match').map((entry) => entry.resource.id).sort()).toEqual(doctorIds());
      const included = entries(bundle, 'include');
      expect(included.map((entry) => entry.resource.resourceType)).toEqual(['Practitioner', 'Practitioner', 'Practitioner']);
      // What is included is what the matches point to.
      expect(included.map((entry) => `Practitioner/${entry.resource.id}`).sort()).toEqual(entries(bundle, 'match').map((entry) => refs(entry.resource.practitioner)[0]).sort());
      for (const entry of included) {
        expect(entry.fullUrl).toMatch(new RegExp(`/fhir/Practitioner/${entry.resource.id}$`));
        expect(entry.resource.meta?.versionId).toMatch(/^\d+$/);
      }
    }
  });

  it('PractitionerRole:location adds the clinics the roles list', async () => {
    const bundle = await search('/fhir/PractitionerRole?_include=PractitionerRole:location');
    expect(bundle.total).toBe(3);
    const included = entries(bundle, 'include');
    expect(included.every((entry) => entry.resource.resourceType === 'Location')).toBe(true);
    expect(included.map((entry) => entry.resource.id).sort()).toEqual(clinicIds());
    const listed = entries(bundle, 'match').flatMap((entry) => refs(entry.resource.location ?? []));
    expect(included.map((entry) => `Location/${entry.resource.id}`).sort()).toEqual([...new Set(listed)].sort());
  });

  it('* includes both; repeated and overlapping values give each resource once', async () => {
    const star = await search('/fhir/PractitionerRole?_include=*');
    expect(keys(star, 'include').sort()).toEqual([...doctorIds().map((id) => `Practitioner/${id}`), ...clinicIds().map((id) => `Location/${id}`)].sort());
    const overlapping = await search('/fhir/PractitionerRole?_include=*&_include=PractitionerRole:location&_include=PractitionerRole:practitioner&_include=PractitionerRole:location:Location');
    expectUnique(overlapping);
    expect(keys(overlapping, 'include').sort()).toEqual(keys(star, 'include').sort());
    expect(overlapping.total).toBe(3);
  });

  it('includes follow the page: only the page\'s matches bring theirs, the next link keeps _include, total unchanged', async () => {
    const first = await search('/fhir/PractitionerRole?_include=PractitionerRole:practitioner&_count=2');
    expect(first.total).toBe(3);
    expect(entries(first, 'match')).toHaveLength(2);
    expect(keys(first, 'include')).toEqual(entries(first, 'match').map((entry) => `Practitioner/${entry.resource.id}`));
    const next = new URL(link(first, 'next')!);
    expect(next.searchParams.get('_include')).toBe('PractitionerRole:practitioner');
    const second = await search(`${next.pathname}${next.search}`);
    expect(entries(second, 'match')).toHaveLength(1);
    expect(keys(second, 'include')).toEqual([`Practitioner/${entries(second, 'match')[0]!.resource.id}`]);
    expect(link(second, 'next')).toBeUndefined();
  });

  it('a count-only search includes nothing; a filtered one only what its matches point to', async () => {
    for (const url of ['/fhir/PractitionerRole?_include=*&_summary=count', '/fhir/PractitionerRole?_include=*&_count=0']) {
      const bundle = await search(url);
      expect(bundle.total).toBe(3);
      expect(bundle.entry).toBeUndefined();
    }
    const one = await search(`/fhir/PractitionerRole?practitioner=Practitioner/${world.kolkata.doctorId}&_include=*`);
    expect(keys(one, 'include').sort()).toEqual([`Location/${world.kolkata.clinicId}`, `Practitioner/${world.kolkata.doctorId}`]);
    const none = await search('/fhir/PractitionerRole?specialty=nothing-here&_include=*');
    expect(none.total).toBe(0);
    expect(none.entry).toBeUndefined();
  });

  it('POST _search takes _include in the form body', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/fhir/PractitionerRole/_search', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '_include=PractitionerRole%3Alocation' });
    expect(response.statusCode).toBe(200);
    expect(keys(response.json(), 'include').sort()).toEqual(clinicIds().map((id) => `Location/${id}`));
  });
});

describe('Slot?_include=Slot:schedule', () => {
  const slots = () =>
    `/fhir/Slot?schedule=Schedule/${world.dubai.doctorId}-video,Schedule/${world.dubai.doctorId}-clinic-${world.dubai.clinicId}&start=ge${TUESDAY}&start=lt2030-01-10`;

  it('adds each schedule once however many slots name it; total and matches are those of the plain search', async () => {
    const plain = await search(`${slots()}&_count=100`);
    const bundle = await search(`${slots()}&_count=100&_include=Slot:schedule`);
    expect(bundle.total).toBe(plain.total);
    expect(entries(bundle, 'match').map((entry) => entry.resource.id)).toEqual(entries(plain, 'match').map((entry) => entry.resource.id));
    expect(entries(bundle, 'match').length).toBeGreaterThan(2);
    expect(keys(bundle, 'include').sort()).toEqual([`Schedule/${world.dubai.doctorId}-clinic-${world.dubai.clinicId}`, `Schedule/${world.dubai.doctorId}-video`]);
    expectUnique(bundle);
    for (const entry of entries(bundle, 'include')) expect(entry.resource.meta?.versionId).toMatch(/^\d+$/);
    const star = await search(`${slots()}&_count=100&_include=*&_include=Slot:schedule:Schedule`);
    expect(keys(star, 'include').sort()).toEqual(keys(bundle, 'include').sort());
  });

  it('a page of video slots only includes the video schedule', async () => {
    const bundle = await search(`${slots()}&_count=1&_include=Slot:schedule`);
    expect(entries(bundle, 'match')).toHaveLength(1);
    expect(keys(bundle, 'include')).toEqual([refs(entries(bundle, 'match')[0]!.resource.schedule)[0]]);
    expect(bundle.total).toBeGreaterThan(1);
  });
});

describe('_revinclude', () => {
  it('Practitioner?_revinclude=PractitionerRole:practitioner adds each practitioner\'s role', async () => {
    for (const value of ['PractitionerRole:practitioner', 'PractitionerRole:practitioner:Practitioner']) {
      const bundle = await search(`/fhir/Practitioner?_revinclude=${value}`);
      expect(bundle.total).toBe(3);
      expect(keys(bundle, 'include').sort()).toEqual(doctorIds().map((id) => `PractitionerRole/${id}`));
      for (const entry of entries(bundle, 'include')) expect(refs(entry.resource.practitioner)).toEqual([`Practitioner/${entry.resource.id}`]);
    }
    const amira = await search('/fhir/Practitioner?name=amira&_revinclude=PractitionerRole:practitioner');
    expect(amira.total).toBe(1);
    expect(keys(amira, 'include')).toEqual([`PractitionerRole/${world.dubai.doctorId}`]);
  });

  it('Location?_revinclude=PractitionerRole:location adds the role practising at each clinic', async () => {
    const bundle = await search('/fhir/Location?_revinclude=PractitionerRole:location');
    expect(bundle.total).toBe(3);
    const included = entries(bundle, 'include');
    expect(included.map((entry) => entry.resource.resourceType)).toEqual(['PractitionerRole', 'PractitionerRole', 'PractitionerRole']);
    for (const match of entries(bundle, 'match')) {
      expect(included.filter((entry) => refs(entry.resource.location ?? []).includes(`Location/${match.resource.id}`)), match.resource.id).toHaveLength(1);
    }
    const dubai = await search(`/fhir/Location?_id=${world.dubai.clinicId}&_revinclude=PractitionerRole:location`);
    expect(keys(dubai, 'include')).toEqual([`PractitionerRole/${world.dubai.doctorId}`]);
  });
});

describe('unknown include values: 400 strict, ignored and named lenient', () => {
  const lenient = { prefer: 'handling=lenient' };
  const unsupported = [
    '/fhir/PractitionerRole?_include=PractitionerRole:organization',
    '/fhir/PractitionerRole?_include=Practitioner:location',
    '/fhir/PractitionerRole?_include=PractitionerRole:practitioner:Location',
    '/fhir/Slot?schedule=Schedule/1-video&_include=Schedule:actor',
    '/fhir/Practitioner?_revinclude=PractitionerRole:location',
    '/fhir/Location?_revinclude=*',
    '/fhir/PractitionerRole?_include=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  ];

  it.each(unsupported)('%s → 400 OperationOutcome naming the parameter, in Arabic and Hindi', async (url) => {
    for (const [locale, script] of [['ar', ARABIC], ['hi', DEVANAGARI]] as const) {
      const { status, json } = await get(url, { 'x-page-locale': locale });
      expect(status).toBe(400);
      expect(json).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ severity: 'error' }] });
      expect(diagnostics(json)).toMatch(script);
      expect(diagnostics(json)).toMatch(/_(rev)?include/);
      expect(diagnostics(json)).not.toMatch(/<script/);
    }
  });

  it('types without include pairs refuse the parameter (strict); Schedule?_revinclude=Slot:schedule is not offered', async () => {
    for (const url of ['/fhir/Schedule?_revinclude=Slot:schedule', '/fhir/Practitioner?_include=*', '/fhir/Location?_include=*', '/fhir/PractitionerRole?_include:iterate=PractitionerRole:location']) {
      const { status, json } = await get(url, { 'x-page-locale': 'ar' });
      expect(status, url).toBe(400);
      expect(diagnostics(json)).toMatch(ARABIC);
    }
  });

  it('lenient ignores the unknown value, keeps the known ones, and names _include in an outcome entry', async () => {
    const bundle = await search('/fhir/PractitionerRole?_include=PractitionerRole:organization&_include=PractitionerRole:practitioner', { ...lenient, 'x-page-locale': 'hi' });
    expect(bundle.total).toBe(3);
    expect(keys(bundle, 'include').sort()).toEqual(doctorIds().map((id) => `Practitioner/${id}`));
    const outcome = entries(bundle, 'outcome');
    expect(outcome).toHaveLength(1);
    expect(outcome[0]!.resource.issue).toMatchObject([{ severity: 'warning', code: 'not-supported' }]);
    expect(diagnostics(outcome[0]!.resource as never)).toContain('_include');
    expect(diagnostics(outcome[0]!.resource as never)).toMatch(DEVANAGARI);
    // The links repeat what ran, not what was ignored.
    expect(new URL(link(bundle, 'self')!).searchParams.getAll('_include')).toEqual(['PractitionerRole:practitioner']);

    for (const url of unsupported.filter((item) => !item.startsWith('/fhir/Slot')).concat('/fhir/Schedule?_revinclude=Slot:schedule')) {
      const ignored = await search(url, lenient);
      expect(entries(ignored, 'include'), url).toEqual([]);
      expect(diagnostics(entries(ignored, 'outcome')[0]!.resource as never), url).toMatch(/_(rev)?include/);
    }
  });
});

describe('_lastUpdated', () => {
  const meta = async (url: string) => (await get(url)).json.meta as { lastUpdated: string; versionId: string };
  const idsOf = (bundle: Bundle) => entries(bundle, 'match').map((entry) => entry.resource.id);

  it('each prefix compares with meta.lastUpdated to the millisecond; a date is a UTC day', async () => {
    const { lastUpdated } = await meta(`/fhir/Practitioner/${world.dubai.doctorId}`);
    const at = Date.parse(lastUpdated);
    const iso = (ms: number) => new Date(ms).toISOString();
    const only = `/fhir/Practitioner?_id=${world.dubai.doctorId}`;
    const cases: Array<[string, boolean]> = [
      [`ge${lastUpdated}`, true],
      [`gt${lastUpdated}`, false],
      [`gt${iso(at - 1)}`, true],
      [`le${lastUpdated}`, true],
      [`lt${lastUpdated}`, false],
      [`lt${iso(at + 1)}`, true],
      [`eq${lastUpdated}`, true],
      [lastUpdated, true],
      [`eq${iso(at + 1)}`, false],
      [`eq${lastUpdated.slice(0, 10)}`, true],
      [`ge${lastUpdated.slice(0, 10)}`, true],
      [`gt${lastUpdated.slice(0, 10)}`, false],
      [`lt${lastUpdated.slice(0, 10)}`, false],
      [`le${lastUpdated.slice(0, 10)}`, true],
      ['gt1900-01-01', true],
      ['lt2999-12-31', true],
      [`ge${iso(at - 60_000).replace('Z', '+00:00')}`, true],
      // The same instant in another zone.
      [`gt${new Date(at).toISOString().slice(0, 10)}T00:00:00-23:59`, false],
    ];
    for (const [value, found] of cases) {
      const bundle = await search(`${only}&_lastUpdated=${encodeURIComponent(value)}`);
      expect(idsOf(bundle), value).toEqual(found ? [String(world.dubai.doctorId)] : []);
      expect(bundle.total, value).toBe(found ? 1 : 0);
    }
    // Two values are a range (both hold).
    expect(idsOf(await search(`${only}&_lastUpdated=ge${iso(at - 1000)}&_lastUpdated=lt${iso(at + 1000)}`))).toEqual([String(world.dubai.doctorId)]);
    expect(idsOf(await search(`${only}&_lastUpdated=ge${iso(at - 1000)}&_lastUpdated=lt${iso(at - 500)}`))).toEqual([]);
  });

  it('works on every directory type, with versioned entries', async () => {
    const types = [
      ['Practitioner', '/fhir/Practitioner?'],
      ['PractitionerRole', '/fhir/PractitionerRole?'],
      ['Location', '/fhir/Location?'],
      ['Schedule', '/fhir/Schedule?'],
      ['Slot', `/fhir/Slot?schedule=Schedule/${world.dubai.doctorId}-video&start=ge${TUESDAY}&start=lt${WEDNESDAY}&`],
    ] as const;
    for (const [type, base] of types) {
      const all = await search(`${base}_count=100`);
      expect(all.total, type).toBeGreaterThan(0);
      const latest = Math.max(...entries(all, 'match').map((entry) => Date.parse(entry.resource.meta!.lastUpdated!)));
      for (const entry of entries(all, 'match')) expect(entry.resource.meta?.versionId, type).toBe(String(Date.parse(entry.resource.meta!.lastUpdated!)));
      const newest = await search(`${base}_count=100&_lastUpdated=ge${new Date(latest).toISOString()}`);
      expect(newest.total, type).toBeGreaterThan(0);
      expect(entries(newest, 'match').every((entry) => Date.parse(entry.resource.meta!.lastUpdated!) === latest), type).toBe(true);
      const none = await search(`${base}_count=100&_lastUpdated=gt${new Date(latest).toISOString()}`);
      expect(none.total, type).toBe(0);
      const everything = await search(`${base}_count=100&_lastUpdated=le${new Date(latest).toISOString()}`);
      expect(everything.total, type).toBe(all.total);
    }
  });

  it('a profile edit moves the Practitioner, its role and its schedules into gt<last sync>, and nothing else', async () => {
    const sync = new Date(NOW + 10_000).toISOString();
    for (const type of ['Practitioner', 'PractitionerRole', 'Schedule']) expect((await search(`/fhir/${type}?_lastUpdated=gt${sync}`)).total, type).toBe(0);
    setClock(() => NOW + 20_000);
    try {
      await updatePersonal({ db: ctx.database.db, fileStore: undefined as never }, world.kolkata.doctorId, { first_name: 'Ravi', last_name: 'Sen', dob: null, gender: 'male' }, undefined);
    } finally {
      setClock(() => NOW);
    }
    const practitioners = await search(`/fhir/Practitioner?_lastUpdated=gt${sync}`);
    expect(idsOf(practitioners)).toEqual([String(world.kolkata.doctorId)]);
    expect(entries(practitioners, 'match')[0]!.resource.meta!.lastUpdated).toBe(new Date(NOW + 20_000).toISOString());
    expect(entries(practitioners, 'match')[0]!.resource.gender).toBe('male');
    expect(idsOf(await search(`/fhir/PractitionerRole?_lastUpdated=gt${sync}`))).toEqual([String(world.kolkata.doctorId)]);
    expect(idsOf(await search(`/fhir/Schedule?_lastUpdated=gt${sync}`)).sort()).toEqual([`${world.kolkata.doctorId}-clinic-${world.kolkata.clinicId}`, `${world.kolkata.doctorId}-video`]);
    // _include still brings what the changed matches point to (whatever its own lastUpdated).
    const withIncludes = await search(`/fhir/PractitionerRole?_lastUpdated=gt${sync}&_include=*`);
    expect(keys(withIncludes, 'include').sort()).toEqual([`Location/${world.kolkata.clinicId}`, `Practitioner/${world.kolkata.doctorId}`]);
  });

  it('a clinic change moves its Location and the role that lists it', async () => {
    const sync = new Date(NOW + 30_000).toISOString();
    expect((await search(`/fhir/Location?_lastUpdated=gt${sync}`)).total).toBe(0);
    await ctx.database.db.update(clinics).set({ clinicName: 'Marina Clinic Two', updatedAt: new Date(NOW + 40_000) }).where(eq(clinics.id, world.other.clinicId));
    const locations = await search(`/fhir/Location?_lastUpdated=gt${sync}&_revinclude=PractitionerRole:location`);
    expect(idsOf(locations)).toEqual([String(world.other.clinicId)]);
    expect(keys(locations, 'include')).toEqual([`PractitionerRole/${world.other.doctorId}`]);
    const roles = await search(`/fhir/PractitionerRole?_lastUpdated=gt${sync}`);
    expect(idsOf(roles)).toEqual([String(world.other.doctorId)]);
    expect(entries(roles, 'match')[0]!.resource.meta!.lastUpdated).toBe(new Date(NOW + 40_000).toISOString());
    // The role itself (read) shows the same instant it is searched by.
    expect((await meta(`/fhir/PractitionerRole/${world.other.doctorId}`)).lastUpdated).toBe(new Date(NOW + 40_000).toISOString());
  });

  it('a booking and its cancellation move the slot (and the doctor\'s overlapping slots) into gt<last sync>', async () => {
    const clinicSlots = `/fhir/Slot?schedule=Schedule/${world.dubai.doctorId}-clinic-${world.dubai.clinicId}&start=ge${WEDNESDAY}&start=lt2030-01-10`;
    const videoSlots = `/fhir/Slot?schedule=Schedule/${world.dubai.doctorId}-video&start=ge${WEDNESDAY}&start=lt2030-01-10`;
    const sync = new Date(NOW).toISOString();
    expect((await search(`${clinicSlots}&_lastUpdated=gt${sync}`)).total).toBe(0);
    const before = await search(clinicSlots);
    // A slot appears when its day enters the booking horizon: all of these did before now.
    for (const entry of entries(before, 'match')) expect(Date.parse(entry.resource.meta!.lastUpdated!)).toBeLessThanOrEqual(NOW);

    const slotId = `${world.dubai.doctorId}-clinic-${world.dubai.clinicId}-203001091000`;
    const sara = await patient(ctx.app, 'include.sync@patient.test');
    setClock(() => NOW + 60_000);
    const booked = await bookThroughFhir(ctx.app, sara.headers, slotId, 'include.sync@patient.test', 'Sync check');
    setClock(() => NOW);
    expect(booked.statusCode).toBe(201);

    const changed = await search(`${clinicSlots}&_lastUpdated=gt${sync}`);
    expect(idsOf(changed)).toEqual([slotId]);
    expect(entries(changed, 'match')[0]!.resource).toMatchObject({ status: 'busy', meta: { lastUpdated: new Date(NOW + 60_000).toISOString(), versionId: String(NOW + 60_000) } });
    // The clinic hour 10:00-11:00 (Dubai) takes the video slots 10:00 and 10:30 too.
    const video = await search(`${videoSlots}&_lastUpdated=gt${sync}`);
    expect(idsOf(video).sort()).toEqual([`${world.dubai.doctorId}-video-203001091000`, `${world.dubai.doctorId}-video-203001091030`]);
    expect(entries(video, 'match').every((entry) => entry.resource.status === 'busy')).toBe(true);
    // The read answers the same version (ETag), and the rest did not move.
    const read = await ctx.app.inject({ method: 'GET', url: `/fhir/Slot/${slotId}` });
    expect(read.headers.etag).toBe(`W/"${NOW + 60_000}"`);
    expect((await search(`${clinicSlots}&_lastUpdated=le${sync}`)).total).toBe(before.total - 1);

    const since = new Date(NOW + 60_000).toISOString();
    expect((await search(`${clinicSlots}&_lastUpdated=gt${since}`)).total).toBe(0);
    setClock(() => NOW + 120_000);
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/fhir/Appointment/${booked.json().id}/$cancel`,
      headers: { ...sara.headers, 'content-type': 'application/fhir+json' },
      payload: '{"resourceType":"Parameters"}',
    });
    expect(cancelled.statusCode).toBe(200);
    const freed = await search(`${clinicSlots}&_lastUpdated=gt${since}&status=free`);
    setClock(() => NOW);
    expect(idsOf(freed)).toEqual([slotId]);
    expect(entries(freed, 'match')[0]!.resource.meta!.lastUpdated).toBe(new Date(NOW + 120_000).toISOString());
  });
});

describe('hostile _lastUpdated and include input: 400 in the caller\'s language, never 500', () => {
  const base = '/fhir/Practitioner';
  const many = (n: number, value = 'gt2030-01-01') => Array.from({ length: n }, () => `_lastUpdated=${value}`).join('&');
  const values = [
    'gt9999-12-31',
    'ge0001-01-01',
    'ge1899-12-31',
    'ge3000-01-01',
    'gt2030-02-30',
    'gt2030-13-01',
    'ge2030-01-07T25:00Z',
    'ge2030-01-07T10:61:00Z',
    'ge2030-01-07T10:00:00',
    'ge2030-01-07T10:00:00.1234Z',
    'ne2030-01-01',
    'sa2030-01-01',
    'ap2030-01-01',
    'gt',
    'yesterday',
    'gt2030',
    'gt2030-01',
    '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    'gt2030-01-01%3Cimg%20src%3Dx%3E',
    'gt2030-01-01,lt2030-02-01',
    `gt${'9'.repeat(5000)}`,
    '%00',
    '%20',
  ];

  it.each(values)('_lastUpdated=%s', async (value) => {
    for (const url of [`${base}?_lastUpdated=${value}`, `/fhir/Slot?schedule=Schedule/${world.dubai.doctorId}-video&_lastUpdated=${value}`]) {
      const { status, json } = await get(url, { 'x-page-locale': 'ar' });
      expect(status, url).toBe(400);
      expect(json).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ severity: 'error' }] });
      expect(diagnostics(json)).toMatch(ARABIC);
      expect(diagnostics(json)).not.toMatch(/<script|<img|9999/);
    }
  });

  it.each([
    ['three values', many(3)],
    ['50 values', many(50)],
    ['50 _include values', Array.from({ length: 50 }, () => '_include=*').join('&')],
    ['six _include values', Array.from({ length: 6 }, () => '_include=PractitionerRole:location').join('&')],
  ])('%s', async (label, query) => {
    const type = query.startsWith('_include') ? 'PractitionerRole' : 'Practitioner';
    for (const prefer of [{}, { prefer: 'handling=lenient' }] as Headers[]) {
      const { status, json } = await get(`/fhir/${type}?${query}`, { ...prefer, 'x-page-locale': 'hi' });
      expect(status).toBe(400);
      expect(diagnostics(json)).toMatch(DEVANAGARI);
      // Up to the search's 40 values, the parameter's own limit answers (naming it).
      if (!label.startsWith('50')) expect(diagnostics(json)).toMatch(/_lastUpdated|_include/);
    }
  });

  it('lenient does not ignore a bad _lastUpdated (a search that ignored it would answer everything)', async () => {
    const { status } = await get(`${base}?_lastUpdated=gt9999-01-01`, { prefer: 'handling=lenient' });
    expect(status).toBe(400);
  });
});

describe('CapabilityStatement', () => {
  it('declares searchInclude, searchRevInclude and _lastUpdated', async () => {
    const { json } = await get('/fhir/metadata');
    const resources = json.rest[0].resource as Array<{ type: string; searchInclude?: string[]; searchRevInclude?: string[]; searchParam?: Array<{ name: string; type: string }> }>;
    const of = (type: string) => resources.find((resource) => resource.type === type)!;
    expect(of('PractitionerRole').searchInclude).toEqual(['PractitionerRole:practitioner', 'PractitionerRole:location', '*']);
    expect(of('Slot').searchInclude).toEqual(['Slot:schedule', '*']);
    expect(of('Practitioner').searchRevInclude).toEqual(['PractitionerRole:practitioner']);
    expect(of('Location').searchRevInclude).toEqual(['PractitionerRole:location']);
    expect(of('Schedule').searchRevInclude).toBeUndefined();
    for (const type of ['Practitioner', 'PractitionerRole', 'Location', 'Schedule', 'Slot']) {
      expect(of(type).searchParam!.find((item) => item.name === '_lastUpdated'), type).toMatchObject({ type: 'date' });
    }
    expect(of('Appointment').searchParam!.some((item) => item.name === '_lastUpdated')).toBe(false);
  });
});
