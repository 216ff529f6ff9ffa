/**
 * Finding clinics (issue 39): `address-city` with FHIR string semantics (starts with, any case, any
 * accents, the catalog's Arabic and Hindi city names, LIKE wildcards literal, `:exact`), `near` (nearest
 * first within a radius, hostile values a 400 in the caller's language), and what SMART Scheduling
 * Links asks of the feed: every Location with an identifier, a phone and a URL, a postalCode only
 * where the country has postcodes; the manifest's `state` tags; Slots' booking-phone.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinics, doctors } from '../../server/db/schema/doctors.ts';
import { resetClock, setClock } from '../../server/services/common/clock.ts';
import { fhirErrors } from '../helpers/fhir-validate.ts';
import { r4SchemaErrors } from '../helpers/fhir-schema.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { insertClinic, type World } from './booking-fixtures.ts';
import { FHIR_JSON, NOW, TUESDAY, buildFhirWorld } from './fhir-fixtures.ts';

const BOOKING_PHONE = 'http://fhir-registry.smarthealthit.org/StructureDefinition/booking-phone';
const DUBAI_PHONE = '+971 4 123 4567';
const ARABIC = /[\u0600-\u06FF]/;
const DEVANAGARI = /[\u0900-\u097F]/;

let ctx: TestApp;
let world: World;
/** Clinics of the "other" doctor added here: city → clinic id. */
const extra: Record<string, number> = {};

async function addClinic(name: string, values: Partial<typeof clinics.$inferInsert>) {
  const id = await insertClinic(ctx.database, world.other.doctorId, name, 'Asia/Dubai');
  await ctx.database.db.update(clinics).set(values).where(eq(clinics.id, id));
  return id;
}

beforeAll(async () => {
  setClock(() => NOW);
  ctx = await createTestApp();
  world = await buildFhirWorld(ctx.database);
  const db = ctx.database.db;
  // Dubai (fixtures: 25.2048, 55.2708, a stored postal code the UAE does not have); the practice's listed phone.
  await db.update(doctors).set({ contactPhone: DUBAI_PHONE }).where(eq(doctors.id, world.dubai.doctorId));
  await db.update(clinics).set({ state: 'West Bengal', country: 'India', postalCode: '700016', latitude: 22.5726, longitude: 88.3639 }).where(eq(clinics.id, world.kolkata.clinicId));
  // Dubai Marina, about 19 km from the Dubai clinic.
  await db.update(clinics).set({ state: 'Dubai', country: 'United Arab Emirates', latitude: 25.0805, longitude: 55.1403 }).where(eq(clinics.id, world.other.clinicId));
  extra['Abu Dhabi'] = await addClinic('Corniche Clinic', { city: 'Abu Dhabi', state: 'Abu Dhabi', country: 'United Arab Emirates', latitude: 24.4539, longitude: 54.3773 });
  extra['Bengalūru'] = await addClinic('Indiranagar Clinic', { city: 'Bengalūru', state: 'Karnataka', country: 'India', postalCode: '560038' });
  extra['Al_Barsha%'] = await addClinic('Odd Name Clinic', { city: 'Al_Barsha%', state: 'Nowhere Land', country: 'United Arab Emirates' });
});
afterAll(async () => {
  resetClock();
  await ctx?.close();
});

type Headers = Record<string, string>;
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A FHIR answer, checked by both judges (the JSON schema's own fhirVersion list stops at 4.0.0: metadata is left to medplum's). */
async function get(url: string, headers: Headers = {}) {
  const response = await ctx.app.inject({ method: 'GET', url, headers });
  expect(response.headers['content-type'], url).toMatch(FHIR_JSON);
  const json = response.json() as Json;
  expect(fhirErrors(json), url).toEqual([]);
  if (json.resourceType !== 'CapabilityStatement') expect(r4SchemaErrors(json as { resourceType: string }), url).toEqual([]);
  return { status: response.statusCode, json };
}

const ids = (bundle: Json) => ((bundle.entry ?? []) as Json[]).filter((entry) => entry.search.mode === 'match').map((entry) => Number(entry.resource.id));
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

async function locationIds(query: string) {
  const { status, json } = await get(`/fhir/Location?${query}`);
  expect(status, `${query} ${JSON.stringify(json.issue ?? '')}`).toBe(200);
  expect(json.total, query).toBe(ids(json).length);
  return ids(json);
}

describe('Location?address-city: FHIR string semantics', () => {
  it('matches the start of the city, in any case and with any accents', async () => {
    const dubai = sorted([world.dubai.clinicId, world.other.clinicId]);
    for (const value of ['Dubai', 'dubai', 'DUBAI', 'dub', 'Dü', 'DÜBAI', 'Dubaï', 'dúbai', 'Du%CC%88bai']) {
      expect(sorted(await locationIds(`address-city=${encodeURIComponent(decodeURIComponent(value))}`)), value).toEqual(dubai);
    }
    expect(await locationIds('address-city=ubai')).toEqual([]); // starts with, not contains
    // A comma list is any of its values (R4 search.html#combining); an escaped comma is a comma.
    expect(sorted(await locationIds('address-city=kol,ABU'))).toEqual(sorted([world.kolkata.clinicId, extra['Abu Dhabi']!]));
    expect(await locationIds(`address-city=${encodeURIComponent('kol\\,abu')}`)).toEqual([]);
    expect(await locationIds('address-city=kol')).toEqual([world.kolkata.clinicId]);
    expect(await locationIds('address-city=abu%20d')).toEqual([extra['Abu Dhabi']]);
    // An accent stored in the city folds too.
    for (const value of ['bengaluru', 'BENGALŪ', 'Bengalu']) expect(await locationIds(`address-city=${encodeURIComponent(value)}`), value).toEqual([extra['Bengalūru']]);
  });

  it('finds catalog cities by their Arabic or Hindi name (the database keeps the English one)', async () => {
    const dubai = sorted([world.dubai.clinicId, world.other.clinicId]);
    for (const value of ['دبي', 'دب', 'دُبَيّ'.replace('ّ', ''), 'दुबई', 'दुब']) expect(sorted(await locationIds(`address-city=${encodeURIComponent(value)}`)), value).toEqual(dubai);
    expect(await locationIds(`address-city=${encodeURIComponent('أبوظبي')}`)).toEqual([extra['Abu Dhabi']]);
    expect(await locationIds(`address-city=${encodeURIComponent('कोलकाता')}`)).toEqual([world.kolkata.clinicId]);
    expect(await locationIds(`address-city=${encodeURIComponent('القاهرة')}`)).toEqual([]);
  });

  it('takes LIKE wildcards in the value literally', async () => {
    for (const value of ['%', '_', '%ubai', '_ubai', 'D_bai', 'Al%']) expect(await locationIds(`address-city=${encodeURIComponent(value)}`), value).toEqual([]);
    for (const value of ['al_', 'Al_Barsha%', 'al_barsha%']) expect(await locationIds(`address-city=${encodeURIComponent(value)}`), value).toEqual([extra['Al_Barsha%']]);
    expect(await locationIds(`address-city=${encodeURIComponent('\\')}`)).toEqual([]);
  });

  it(':exact matches the whole city as written', async () => {
    expect(sorted(await locationIds('address-city:exact=Dubai'))).toEqual(sorted([world.dubai.clinicId, world.other.clinicId]));
    for (const value of ['dubai', 'Dub', 'DÜBAI']) expect(await locationIds(`address-city:exact=${encodeURIComponent(value)}`), value).toEqual([]);
    expect(await locationIds(`address-city:exact=${encodeURIComponent('Bengalūru')}`)).toEqual([extra['Bengalūru']]);
    expect(sorted(await locationIds('address-city:exact=Kolkata,Abu%20Dhabi'))).toEqual(sorted([world.kolkata.clinicId, extra['Abu Dhabi']!]));
  });

  it('PractitionerRole?location.address-city has the same semantics', async () => {
    const roles = async (query: string) => {
      const { status, json } = await get(`/fhir/PractitionerRole?${query}`);
      expect(status, query).toBe(200);
      return sorted(ids(json));
    };
    const dubaiDoctors = sorted([world.dubai.doctorId, world.other.doctorId]);
    for (const value of ['dub', 'DÜBAI', 'دبي', 'दुबई']) expect(await roles(`location.address-city=${encodeURIComponent(value)}`), value).toEqual(dubaiDoctors);
    expect(await roles('location.address-city=KOL')).toEqual([world.kolkata.doctorId]);
    expect(await roles('location.address-city=%25')).toEqual([]);
    expect(await roles('location.address-city:exact=Kolkata')).toEqual([world.kolkata.doctorId]);
    expect(await roles('location.address-city:exact=kolkata')).toEqual([]);
  });
});

describe('Location?near', () => {
  const at = '25.2048|55.2708';

  it('answers the clinics within the distance, nearest first', async () => {
    expect(await locationIds(`near=${at}|10|km`)).toEqual([world.dubai.clinicId]);
    expect(await locationIds(`near=${at}|25|km`)).toEqual([world.dubai.clinicId, world.other.clinicId]);
    expect(await locationIds(`near=${at}|200`)).toEqual([world.dubai.clinicId, world.other.clinicId, extra['Abu Dhabi']]);
    // From the Marina the order turns round.
    expect(await locationIds('near=25.0805|55.1403|200|km')).toEqual([world.other.clinicId, world.dubai.clinicId, extra['Abu Dhabi']]);
    // Kolkata is 3,000 km away; clinics without a position are never near.
    expect(await locationIds(`near=${at}|500|km`)).not.toContain(world.kolkata.clinicId);
    expect(await locationIds('near=22.5726|88.3639|1|km')).toEqual([world.kolkata.clinicId]);
  });

  it('gives each entry its distance (R4 location-distance on search.extension)', async () => {
    const { json } = await get(`/fhir/Location?near=${at}|200`);
    const km = (json.entry as Json[]).map((entry) => {
      const [extension] = entry.search.extension;
      expect(extension.url).toBe('http://hl7.org/fhir/StructureDefinition/location-distance');
      expect(extension.valueDistance).toMatchObject({ unit: 'km', system: 'http://unitsofmeasure.org', code: 'km' });
      return extension.valueDistance.value as number;
    });
    expect(km[0]).toBe(0);
    expect(km[1]).toBeGreaterThan(17);
    expect(km[1]).toBeLessThan(21);
    expect(km[2]).toBeGreaterThan(110);
    expect(km[2]).toBeLessThan(140);
    // Without near, no distance.
    const plain = await get('/fhir/Location?address-city=dub');
    for (const entry of plain.json.entry as Json[]) expect(entry.search.extension).toBeUndefined();
  });

  it('reads miles ([mi_i] or mi) and defaults the distance to 25 km', async () => {
    expect(await locationIds(`near=${at}|10|%5Bmi_i%5D`)).toEqual([world.dubai.clinicId]); // 16 km
    expect(await locationIds(`near=${at}|15|mi`)).toEqual([world.dubai.clinicId, world.other.clinicId]); // 24 km
    expect(await locationIds(`near=${at}`)).toEqual([world.dubai.clinicId, world.other.clinicId]);
  });

  it('combines with address-city and pages in distance order', async () => {
    expect(await locationIds(`near=${at}|200&address-city=abu`)).toEqual([extra['Abu Dhabi']]);
    const first = await get(`/fhir/Location?near=${at}|200&_count=2`);
    expect(ids(first.json)).toEqual([world.dubai.clinicId, world.other.clinicId]);
    expect(first.json.total).toBe(3);
    const next = new URL(first.json.link.find((item: Json) => item.relation === 'next').url);
    expect(ids((await get(`${next.pathname}${next.search}`)).json)).toEqual([extra['Abu Dhabi']]);
  });

  it.each([
    'abc|55', '25.2', '25.2|', '|55.2', '1e999|55|10', '25|1e999', 'NaN|55|10', 'Infinity|0', '0x10|55', '91|55|10', '-90.5|55', '25|181|10', '25|-180.01',
    '25|55|600|km', '25|55|400|mi', '25|55|0', '25|55|-5', '25|55|10|m', '25|55|10|miles', '25|55|10|km|x', '%3Cb%3E25%3C%2Fb%3E|55', '25|55|%3Cscript%3E', '25,55,10', '25|55|10|km|', '+|55',
  ])('near=%s → 400 OperationOutcome, translated', async (value) => {
    for (const [locale, script] of [['ar', ARABIC], ['hi', DEVANAGARI]] as const) {
      const { status, json } = await get(`/fhir/Location?near=${value}`, { 'x-page-locale': locale });
      expect(status, value).toBe(400);
      expect(json.resourceType).toBe('OperationOutcome');
      expect(json.issue[0].diagnostics, value).toMatch(script);
      expect(json.issue[0].diagnostics, value).not.toContain('<');
    }
    const english = await get(`/fhir/Location?near=${value}`);
    expect(english.json.issue[0].diagnostics).toMatch(/near/);
  });

  it('is declared in the CapabilityStatement, with address-city as a string search', async () => {
    const { json } = await get('/fhir/metadata');
    const location = json.rest[0].resource.find((item: Json) => item.type === 'Location');
    const near = location.searchParam.find((item: Json) => item.name === 'near');
    expect(near).toMatchObject({ type: 'special', definition: 'http://hl7.org/fhir/SearchParameter/Location-near' });
    expect(near.documentation).toMatch(/km/);
    expect(location.searchParam.find((item: Json) => item.name === 'address-city')).toMatchObject({ type: 'string', documentation: expect.stringMatching(/starts with/) });
  });
});

describe('the SMART Scheduling Links feed', () => {
  async function manifest() {
    const response = await ctx.app.inject({ method: 'GET', url: '/fhir/$bulk-publish' });
    expect(response.statusCode).toBe(200);
    return response.json() as { output: Array<{ type: string; url: string; extension?: { state: string[] } }> };
  }
  async function lines(url: string) {
    const target = new URL(url);
    const response = await ctx.app.inject({ method: 'GET', url: target.pathname + target.search });
    expect(response.statusCode).toBe(200);
    return response.body.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Json);
  }
  const valid = (resource: Json) => {
    expect(fhirErrors(resource), `${resource.resourceType}/${resource.id}`).toEqual([]);
    expect(r4SchemaErrors(resource as { resourceType: string }), `${resource.resourceType}/${resource.id}`).toEqual([]);
  };

  it('gives every Location an identifier, a phone where the practice has one and a URL, a postalCode only where the country has them', async () => {
    const files = (await manifest()).output.filter((item) => item.type === 'Location');
    const locations = (await Promise.all(files.map((file) => lines(file.url)))).flat();
    expect(locations.length).toBe(6);
    for (const location of locations) {
      valid(location);
      expect(location.identifier, location.id).toEqual([{ system: expect.stringMatching(/^https?:\/\/[^/]+\/fhir\/location-id$/), value: location.id }]);
      const url = location.telecom.find((item: Json) => item.system === 'url');
      expect(new URL(url.value).pathname, location.id).toMatch(/\/doctor\/dr-/);
    }
    const byId = new Map(locations.map((location) => [Number(location.id), location]));
    const dubai = byId.get(world.dubai.clinicId)!;
    expect(dubai.telecom[0]).toEqual({ system: 'phone', value: DUBAI_PHONE, use: 'work' });
    expect(new URL(dubai.telecom[1].value).searchParams.get('doctorId')).toBe(String(world.dubai.doctorId));
    // The UAE has no postal codes: none is sent, even one stored by mistake.
    expect(dubai.address).not.toHaveProperty('postalCode');
    expect(dubai.address).toMatchObject({ city: 'Dubai', state: 'Dubai' });
    expect(byId.get(world.other.clinicId)!.address).not.toHaveProperty('postalCode');
    expect(byId.get(world.kolkata.clinicId)!.address).toMatchObject({ postalCode: '700016', state: 'West Bengal' });
    expect(byId.get(extra['Bengalūru']!)!.address).toMatchObject({ postalCode: '560038' });
    // No listed phone: the URL alone.
    expect(byId.get(world.kolkata.clinicId)!.telecom.map((item: Json) => item.system)).toEqual(['url']);
  });

  it('reads the same Location by id, and gives it a new version when the practice\'s phone changes', async () => {
    const { json } = await get(`/fhir/Location/${world.dubai.clinicId}`);
    expect(json.identifier[0].value).toBe(String(world.dubai.clinicId));
    expect(json.telecom[0]).toMatchObject({ system: 'phone', value: DUBAI_PHONE });
    const etag = (await ctx.app.inject({ method: 'GET', url: `/fhir/Location/${world.dubai.clinicId}` })).headers.etag as string;
    await ctx.database.db.update(doctors).set({ contactPhone: '+971 4 765 4321', updatedAt: new Date(NOW - 500) }).where(eq(doctors.id, world.dubai.doctorId));
    const after = await ctx.app.inject({ method: 'GET', url: `/fhir/Location/${world.dubai.clinicId}`, headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json().telecom[0].value).toBe('+971 4 765 4321');
    await ctx.database.db.update(doctors).set({ contactPhone: DUBAI_PHONE }).where(eq(doctors.id, world.dubai.doctorId));
  });

  it('tags each manifest output with the ISO 3166-2 regions of its clinics', async () => {
    const output = (await manifest()).output;
    const byType = (type: string) => output.filter((item) => item.type === type);
    // Every verified clinic; "Nowhere Land" is no region we know and adds nothing.
    expect(byType('Location')[0]!.extension).toEqual({ state: ['AE-AZ', 'AE-DU', 'IN-KA', 'IN-WB'] });
    // Clinics with visits only (the extra clinics have none).
    expect(byType('Schedule')[0]!.extension).toEqual({ state: ['AE-DU', 'IN-WB'] });
    expect(byType('Slot').map((item) => item.extension)).toEqual([{ state: ['AE-DU', 'IN-WB'] }]);
  });

  it('puts the booking-phone extension on the Slots of a practice with a phone, and only there', async () => {
    const slotFiles = (await manifest()).output.filter((item) => item.type === 'Slot');
    const slots = (await Promise.all(slotFiles.map((file) => lines(file.url)))).flat();
    const dubaiSchedule = `Schedule/${world.dubai.doctorId}-clinic-${world.dubai.clinicId}`;
    const dubai = slots.filter((slot) => slot.schedule.reference === dubaiSchedule);
    const others = slots.filter((slot) => slot.schedule.reference !== dubaiSchedule);
    expect(dubai.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);
    for (const slot of dubai) {
      valid(slot);
      expect(slot.extension, slot.id).toContainEqual({ url: BOOKING_PHONE, valueString: DUBAI_PHONE });
    }
    for (const slot of others) expect(slot.extension.map((item: Json) => item.url), slot.id).not.toContain(BOOKING_PHONE);

    // The FHIR API's Slots say the same; a video consultation is not booked by calling the practice.
    const clinic = await get(`/fhir/Slot?schedule=${dubaiSchedule}&start=ge2030-01-09&start=lt2030-01-10`);
    expect(clinic.json.entry[0].resource.extension).toContainEqual({ url: BOOKING_PHONE, valueString: DUBAI_PHONE });
    const video = await get(`/fhir/Slot?schedule=Schedule/${world.dubai.doctorId}-video&start=ge${TUESDAY}&start=lt2030-01-09`);
    expect(video.json.entry.length).toBeGreaterThan(0);
    for (const entry of video.json.entry) expect(entry.resource.extension.map((item: Json) => item.url)).not.toContain(BOOKING_PHONE);
  });
});
