/**
 * SMART Scheduling Links bulk feed (issue 21): the manifest and its NDJSON files have the shapes
 * of the specification's published examples (github.com/smart-on-fhir/smart-scheduling-links,
 * specification.md and examples/), each line is valid FHIR R4 (@medplum/core), Slots carry the
 * booking deep link (the doctor page with the time preselected) and the capacity extension,
 * and `_since` narrows the files.
 */
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clinics } from '../../server/db/schema/doctors.ts';
import { availabilityConfigs } from '../../server/db/schema/scheduling.ts';
import { setClock } from '../../server/services/common/clock.ts';
import { fhirErrors } from '../helpers/fhir-validate.ts';
import type { TestApp } from '../helpers/test-app.ts';
import type { World } from './booking-fixtures.ts';
import { FHIR_JSON, NOW, withFhirWorld, patient, bookThroughFhir } from './fhir-fixtures.ts';

let ctx: TestApp;
let world: World;

withFhirWorld((app, fhirWorld) => {
  ctx = app;
  world = fhirWorld;
});

/** The specification's examples (specification.md: manifest, Location, Schedule, Slot), the fields it requires. */
const EXAMPLES = {
  manifest: {
    transactionTime: '2021-01-01T00:00:00Z',
    request: 'https://example.com/covid-vaccines/$bulk-publish',
    output: [{ type: 'Schedule', url: 'https://example.com/data/schedule_file_1.ndjson' }],
    error: [],
  },
  Location: {
    resourceType: 'Location',
    id: '123',
    name: "Flynn's Pharmacy in Pittsfield, MA",
    telecom: [{ system: 'phone', value: '413-000-0000' }],
    address: { line: ['173 Elm St'], city: 'Pittsfield', state: 'MA', postalCode: '01201-7223' },
  },
  Schedule: {
    resourceType: 'Schedule',
    id: '456',
    serviceType: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/service-type', code: '57', display: 'Immunization' }] }],
    actor: [{ reference: 'Location/123' }],
  },
  Slot: {
    resourceType: 'Slot',
    id: '789',
    schedule: { reference: 'Schedule/456' },
    status: 'free',
    start: '2021-03-10T15:00:00-05',
    end: '2021-03-10T15:20:00-05',
    extension: [{ url: 'http://fhir-registry.smarthealthit.org/StructureDefinition/booking-deep-link', valueUrl: 'https://ehr-portal.example.org/bookings?slot=opaque-slot-handle-89172489' }],
  },
};

/** Every key path of the example, with its JSON type, must be in `actual` (arrays: their first item). */
function missingShape(example: unknown, actual: unknown, path = '$'): string[] {
  if (Array.isArray(example)) {
    if (!Array.isArray(actual)) return [`${path}: array expected`];
    return example.length && actual.length ? missingShape(example[0], actual[0], `${path}[0]`) : [];
  }
  if (example && typeof example === 'object') {
    if (!actual || typeof actual !== 'object') return [`${path}: object expected`];
    return Object.entries(example).flatMap(([key, value]) => missingShape(value, (actual as Record<string, unknown>)[key], `${path}.${key}`));
  }
  return typeof example === typeof actual ? [] : [`${path}: ${typeof example} expected`];
}

async function get(url: string) {
  return ctx.app.inject({ method: 'GET', url });
}

async function lines(url: string) {
  const response = await get(new URL(url).pathname + new URL(url).search);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/fhir\+ndjson/);
  return response.body.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown> & { resourceType: string; id: string });
}

describe('GET /fhir/$bulk-publish', () => {
  it('answers a manifest shaped like the specification example, with a file per type', async () => {
    const response = await get('/fhir/$bulk-publish');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(FHIR_JSON);
    const manifest = response.json();
    expect(missingShape(EXAMPLES.manifest, manifest)).toEqual([]);
    expect(manifest.error).toEqual([]);
    expect(manifest.request).toMatch(/\/fhir\/\$bulk-publish$/);
    expect(manifest.output.map((item: { type: string }) => item.type)).toEqual(['Location', 'Schedule', 'Slot']);
  });

  it('serves Location, Schedule and Slot files of the example shapes, valid R4 line by line', async () => {
    const manifest = (await get('/fhir/$bulk-publish')).json() as { output: Array<{ type: 'Location' | 'Schedule' | 'Slot'; url: string }> };
    const byType = new Map<string, Array<Record<string, unknown> & { resourceType: string; id: string }>>();
    for (const item of manifest.output) byType.set(item.type, [...(byType.get(item.type) ?? []), ...(await lines(item.url))]);
    for (const [type, resources] of byType) {
      expect(resources.length, type).toBeGreaterThan(0);
      for (const resource of resources) {
        expect(resource.resourceType).toBe(type);
        expect(fhirErrors(resource), `${type}/${resource.id}`).toEqual([]);
      }
    }
    const dubaiLocation = byType.get('Location')!.find((location) => location.id === String(world.dubai.clinicId))!;
    // The example's fields, less what a Dubai clinic cannot have: a phone (the fixture's practice lists none)
    // and a postalCode (the UAE has no postal codes; tests/api/fhir-location.test.ts).
    const { postalCode: _none, ...uaeAddress } = EXAMPLES.Location.address;
    expect(missingShape({ ...EXAMPLES.Location, telecom: [{ system: 'url', value: '' }], address: uaeAddress }, dubaiLocation)).toEqual([]);
    expect(dubaiLocation.address).not.toHaveProperty('postalCode');
    expect(missingShape({ identifier: [{ system: '', value: '' }] }, dubaiLocation)).toEqual([]);
    // Clinic visits of verified doctors only: the unverified doctor has none, video schedules have no Location.
    const schedules = byType.get('Schedule')!;
    expect(schedules.map((item) => item.id).sort()).toEqual(
      [`${world.dubai.doctorId}-clinic-${world.dubai.clinicId}`, `${world.kolkata.doctorId}-clinic-${world.kolkata.clinicId}`, `${world.other.doctorId}-clinic-${world.other.clinicId}`].sort(),
    );
    for (const item of schedules) expect(missingShape(EXAMPLES.Schedule, item)).toEqual([]);

    const slots = byType.get('Slot')!;
    for (const item of slots) expect(missingShape(EXAMPLES.Slot, item)).toEqual([]);
    const last = Math.max(...slots.map((item) => Date.parse(item.start as string)));
    expect(last).toBeLessThan(NOW + 14 * 86_400_000);
    expect(last).toBeGreaterThan(NOW + 10 * 86_400_000); // Friday 2030-01-18, the last clinic day before the window ends
  });

  it('links each Slot to the doctor page with its time preselected, and gives its capacity', async () => {
    const manifest = (await get('/fhir/$bulk-publish')).json() as { output: Array<{ type: string; url: string }> };
    const slotUrl = manifest.output.find((item) => item.type === 'Slot')!.url;
    const slots = await lines(slotUrl);
    const dubai = slots.find((item) => (item.schedule as { reference: string }).reference === `Schedule/${world.dubai.doctorId}-clinic-${world.dubai.clinicId}`)!;
    const extension = dubai.extension as Array<{ url: string; valueUrl?: string; valueInteger?: number }>;
    const link = new URL(extension.find((item) => item.url === 'http://fhir-registry.smarthealthit.org/StructureDefinition/booking-deep-link')!.valueUrl!);
    expect(link.pathname).toMatch(/^\/cardiology\/[^/]+\/doctor\/dr-/);
    expect(link.searchParams.get('doctorId')).toBe(String(world.dubai.doctorId));
    // The page's own slot parameter (src/shared/slot-param.ts): type, clinic-local date and time, clinic.
    const local = new Date(Date.parse(dubai.start as string) + 4 * 3_600_000).toISOString();
    expect(link.searchParams.get('slot')).toBe(['offline', local.slice(0, 10), local.slice(11, 16), world.dubai.clinicId].join('_'));
    expect(link.searchParams.get('book')).toBe('1');
    expect(extension).toContainEqual({ url: 'http://fhir-registry.smarthealthit.org/StructureDefinition/slot-capacity', valueInteger: dubai.status === 'free' ? 1 : 0 });
  });

  it('honours _since: only what changed since then', async () => {
    const since = new Date(NOW + 60_000).toISOString();
    setClock(() => NOW + 120_000);
    await ctx.database.db.update(availabilityConfigs).set({ updatedAt: new Date(NOW + 90_000) }).where(eq(availabilityConfigs.doctorId, world.kolkata.doctorId));
    const manifest = (await get(`/fhir/$bulk-publish?_since=${encodeURIComponent(since)}`)).json() as { output: Array<{ type: string; url: string }> };
    expect(manifest.output.every((item) => new URL(item.url).searchParams.get('_since') === since)).toBe(true);
    const schedules = await lines(manifest.output.find((item) => item.type === 'Schedule')!.url);
    expect(schedules.map((item) => item.id)).toEqual([`${world.kolkata.doctorId}-clinic-${world.kolkata.clinicId}`]);
    const slots = await lines(manifest.output.find((item) => item.type === 'Slot')!.url);
    expect(new Set(slots.map((item) => (item.schedule as { reference: string }).reference))).toEqual(new Set([`Schedule/${world.kolkata.doctorId}-clinic-${world.kolkata.clinicId}`]));
    expect(await lines(manifest.output.find((item) => item.type === 'Location')!.url)).toEqual([]);

    // A booking made since then brings its doctor's Slots (now busy there) into the Slot file.
    const sara = await patient(ctx.app, 'since@patient.test');
    const slotId = `${world.other.doctorId}-clinic-${world.other.clinicId}-203001081000`;
    const booked = await bookThroughFhir(ctx.app, sara.headers, slotId, 'since@patient.test', 'Follow-up of a skin rash');
    expect(booked.statusCode).toBe(201);
    const after = await lines(manifest.output.find((item) => item.type === 'Slot')!.url);
    expect(after.find((item) => item.id === slotId)).toMatchObject({ status: 'busy' });
    expect(new Set(after.map((item) => (item.schedule as { reference: string }).reference))).toEqual(
      new Set([`Schedule/${world.kolkata.doctorId}-clinic-${world.kolkata.clinicId}`, `Schedule/${world.other.doctorId}-clinic-${world.other.clinicId}`]),
    );
    setClock(() => NOW);
  });

  it('refuses a malformed _since or file range with a 400/404 OperationOutcome', async () => {
    for (const url of ['/fhir/$bulk-publish?_since=yesterday', '/fhir/$bulk-publish?_since=%3Cscript%3E', '/fhir/$bulk-publish/Slot.ndjson?doctors=1-x', '/fhir/$bulk-publish/Slot.ndjson?doctors=99999999999-1']) {
      const response = await get(url);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.json().resourceType, url).toBe('OperationOutcome');
    }
  });

  it('serves only the Slot files the manifest lists: a range of its own making is a 404', async () => {
    const manifest = (await get('/fhir/$bulk-publish')).json() as { output: { type: string; url: string }[] };
    const listed = manifest.output.filter((file) => file.type === 'Slot').map((file) => new URL(file.url).searchParams.get('doctors')!);
    expect(listed.length).toBeGreaterThan(0);
    for (const range of listed) expect((await get(`/fhir/$bulk-publish/Slot.ndjson?doctors=${range}`)).statusCode).toBe(200);
    const [from, to] = listed[0]!.split('-').map(Number) as [number, number];
    for (const range of ['1-100000000', '1-2147483647', `${from}-${to + 1}`, `${Math.max(1, from - 1)}-${to}`, `${from}-${from}`].filter((range) => !listed.includes(range))) {
      const response = await get(`/fhir/$bulk-publish/Slot.ndjson?doctors=${range}`);
      expect(response.statusCode, range).toBe(404);
      expect(response.json().resourceType, range).toBe('OperationOutcome');
    }
  });

  it('sends the files gzipped to a client that accepts it', async () => {
    const manifest = (await get('/fhir/$bulk-publish')).json() as { output: Array<{ type: string; url: string }> };
    const url = new URL(manifest.output.find((item) => item.type === 'Slot')!.url);
    const response = await ctx.app.inject({ method: 'GET', url: url.pathname + url.search, headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    const text = gunzipSync(response.rawPayload).toString('utf8');
    expect(JSON.parse(text.split('\n')[0]!).resourceType).toBe('Slot');
  });

  it('needs no sign-in and ignores a patient session (public data only)', async () => {
    const sara = await patient(ctx.app, 'bulk@patient.test');
    const response = await ctx.app.inject({ method: 'GET', url: '/fhir/$bulk-publish', headers: sara.headers });
    expect(response.statusCode).toBe(200);
  });
});

describe('conditional requests on the feed (issue 39)', () => {
  const path = (url: string) => new URL(url).pathname + new URL(url).search;
  async function feedUrls() {
    const manifest = (await get('/fhir/$bulk-publish')).json() as { output: Array<{ type: string; url: string }> };
    return {
      manifest: '/fhir/$bulk-publish',
      Location: path(manifest.output.find((item) => item.type === 'Location')!.url),
      Schedule: path(manifest.output.find((item) => item.type === 'Schedule')!.url),
      Slot: path(manifest.output.find((item) => item.type === 'Slot')!.url),
    };
  }
  const conditional = (url: string, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url, headers });

  it('gives the manifest and every file an ETag and Last-Modified, and answers 304 to a current copy', async () => {
    for (const [name, url] of Object.entries(await feedUrls())) {
      const first = await get(url);
      expect(first.statusCode, name).toBe(200);
      const etag = first.headers.etag as string;
      const lastModified = first.headers['last-modified'] as string;
      expect(etag, name).toMatch(/^W\/"[^"]+"$/);
      expect(Date.parse(lastModified), name).toBeLessThanOrEqual(NOW);
      // The same data answers the same validator.
      expect((await get(url)).headers.etag, name).toBe(etag);

      const byTag = await conditional(url, { 'if-none-match': etag });
      expect(byTag.statusCode, name).toBe(304);
      expect(byTag.body, name).toBe('');
      expect(byTag.headers.etag, name).toBe(etag);
      expect((await conditional(url, { 'if-none-match': `"other", ${etag}` })).statusCode, name).toBe(304);
      expect((await conditional(url, { 'if-modified-since': lastModified })).statusCode, name).toBe(304);

      expect((await conditional(url, { 'if-none-match': 'W/"stale"' })).statusCode, name).toBe(200);
      // If-None-Match wins over If-Modified-Since (RFC 9110 §13.2.2).
      expect((await conditional(url, { 'if-none-match': 'W/"stale"', 'if-modified-since': lastModified })).statusCode, name).toBe(200);
      expect((await conditional(url, { 'if-modified-since': new Date(Date.parse(lastModified) - 1000).toUTCString() })).statusCode, name).toBe(200);
      for (const junk of ['yesterday', '<script>alert(1)</script>', '%00%ff', 'Sat, 01 Jan 99999 00:00:00 GMT']) {
        const response = await conditional(url, { 'if-modified-since': junk });
        expect(response.statusCode, `${name} ${junk}`).toBe(200);
        expect(response.body.length, `${name} ${junk}`).toBeGreaterThan(0);
      }
    }
  });

  it('changes the validators when the data changes: a booking moves the Slot file, a clinic edit the Location file', async () => {
    const urls = await feedUrls();
    const before = { slot: (await get(urls.Slot)).headers.etag as string, location: await get(urls.Location) };

    const sara = await patient(ctx.app, 'etag@patient.test');
    const slotId = `${world.dubai.doctorId}-clinic-${world.dubai.clinicId}-203001091000`;
    const lines = (await get(urls.Slot)).body;
    expect(lines).toContain(`"id":"${slotId}"`);
    const booked = await bookThroughFhir(ctx.app, sara.headers, slotId, 'etag@patient.test', 'Checking the feed validators');
    expect(booked.statusCode).toBe(201);
    const afterBooking = await conditional(urls.Slot, { 'if-none-match': before.slot });
    expect(afterBooking.statusCode).toBe(200);
    expect(afterBooking.headers.etag).not.toBe(before.slot);

    await ctx.database.db.update(clinics).set({ clinicName: 'Renamed Clinic', updatedAt: new Date(NOW - 1000) }).where(eq(clinics.id, world.dubai.clinicId));
    const byTag = await conditional(urls.Location, { 'if-none-match': before.location.headers.etag as string });
    expect(byTag.statusCode).toBe(200);
    expect(byTag.headers.etag).not.toBe(before.location.headers.etag);
    expect(byTag.body).toContain('Renamed Clinic');
  });
});
