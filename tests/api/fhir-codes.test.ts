/**
 * What our FHIR resources cite resolves (issue 39): every local code system named by a `system` in
 * an answer is served as a CodeSystem holding the codes used, the $cancel OperationDefinition the
 * CapabilityStatement points to exists, and both are declared. Each answer is judged by the official
 * R4 JSON schema and by @medplum/core's validator.
 */
import { describe, expect, it } from 'vitest';
import { namesAr } from '../../src/shared/i18n/names-ar.ts';
import { namesHi } from '../../src/shared/i18n/names-hi.ts';
import { fhirErrors } from '../helpers/fhir-validate.ts';
import { r4SchemaErrors } from '../helpers/fhir-schema.ts';
import type { TestApp } from '../helpers/test-app.ts';
import type { World } from './booking-fixtures.ts';
import { FHIR_JSON, NOW, withFhirWorld } from './fhir-fixtures.ts';

let ctx: TestApp;
let world: World;

withFhirWorld((app, fhirWorld) => {
  ctx = app;
  world = fhirWorld;
});

type Json = { resourceType: string; [key: string]: unknown };
type Coding = { system?: string; code?: string; display?: string };
type Concept = { code: string; display: string; designation?: Array<{ language: string; value: string }> };

async function fhir(url: string, headers: Record<string, string> = {}, method: 'GET' | 'PUT' | 'DELETE' = 'GET') {
  const response = await ctx.app.inject({ method, url, headers: { accept: 'application/fhir+json', ...headers } });
  expect(response.headers['content-type'], url).toMatch(FHIR_JSON);
  const json = response.json() as Json;
  // The R4 JSON schema (published with 4.0.0) lists no fhirVersion 4.0.1: the CapabilityStatement is judged by medplum alone.
  if (json.resourceType !== 'CapabilityStatement') expect(r4SchemaErrors(json), `R4 schema: ${url}`).toEqual([]);
  expect(fhirErrors(json), `medplum: ${url}`).toEqual([]);
  return { status: response.statusCode, json, headers: response.headers };
}

/** Every Coding anywhere in `value`. */
function codings(value: unknown, found: Coding[] = []): Coding[] {
  if (Array.isArray(value)) for (const item of value) codings(item, found);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.system === 'string' && typeof record.code === 'string') found.push(record as Coding);
    for (const item of Object.values(record)) codings(item, found);
  }
  return found;
}

const ARABIC = /[\u0600-\u06FF]/;

describe('the cited code systems resolve', () => {
  it('every local system used in search Bundles is a CodeSystem with the codes used, English display and Arabic/Hindi designations', async () => {
    const bundles = await Promise.all(['/fhir/PractitionerRole?_count=100', '/fhir/Schedule?_count=100', `/fhir/Slot?schedule=Schedule/${world.dubai.doctorId}-video&_count=100`].map((url) => fhir(url)));
    const used = new Map<string, Set<string>>();
    for (const { json } of bundles) {
      for (const coding of codings(json)) {
        if (!new URL(coding.system!).pathname.startsWith('/fhir/CodeSystem/')) continue;
        if (!used.has(coding.system!)) used.set(coding.system!, new Set());
        used.get(coding.system!)!.add(coding.code!);
      }
    }
    expect([...used.keys()].map((system) => new URL(system).pathname)).toContain('/fhir/CodeSystem/speciality');
    expect(used.get([...used.keys()].find((system) => system.endsWith('/speciality'))!)).toEqual(new Set(['cardiology', 'dermatology']));
    for (const [system, codes] of used) {
      const { status, json } = await fhir(new URL(system).pathname);
      expect(status, system).toBe(200);
      expect(json).toMatchObject({ resourceType: 'CodeSystem', url: system, status: 'active', content: 'complete' });
      const concepts = json.concept as Concept[];
      expect(json.count).toBe(concepts.length);
      for (const code of codes) expect(concepts.map((concept) => concept.code), `${system} ${code}`).toContain(code);
    }
    const { json } = await fhir('/fhir/CodeSystem/speciality');
    const cardiology = (json.concept as Concept[]).find((concept) => concept.code === 'cardiology')!;
    expect(cardiology).toEqual({
      code: 'cardiology',
      display: 'Cardiology',
      designation: [
        { language: 'ar', value: namesAr.specialities['Cardiology'] },
        { language: 'hi', value: namesHi.specialities['Cardiology'] },
      ],
    });
  });

  it('the CodeSystem is read from the catalog: a new speciality appears, one without a translation has no designation', async () => {
    const { specialities } = await import('../../server/db/schema/catalog.ts');
    await ctx.database.db.insert(specialities).values({ slug: 'sleep-medicine', speciality: 'Sleep Medicine' });
    const { json } = await fhir('/fhir/CodeSystem/speciality');
    expect((json.concept as Concept[]).find((concept) => concept.code === 'sleep-medicine')).toEqual({ code: 'sleep-medicine', display: 'Sleep Medicine' });
  });

  it('the CapabilityStatement declares CodeSystem and OperationDefinition reads, and its $cancel definition resolves with its parameters', async () => {
    const { json: capability } = await fhir('/fhir/metadata');
    const resources = (capability.rest as Array<{ resource: Array<{ type: string; interaction: Array<{ code: string }>; operation?: Array<{ name: string; definition: string }> }> }>)[0]!.resource;
    for (const type of ['CodeSystem', 'OperationDefinition', 'StructureDefinition']) {
      expect(resources.find((resource) => resource.type === type)?.interaction, type).toEqual([{ code: 'read' }]);
    }
    const definition = resources.find((resource) => resource.type === 'Appointment')!.operation!.find((operation) => operation.name === 'cancel')!.definition;
    const { status, json } = await fhir(new URL(definition).pathname);
    expect(status).toBe(200);
    expect(json).toMatchObject({ resourceType: 'OperationDefinition', url: definition, status: 'active', kind: 'operation', code: 'cancel', resource: ['Appointment'], instance: true, system: false, type: false });
    expect(json.parameter).toEqual([
      expect.objectContaining({ name: 'reason', use: 'in', min: 0, max: '1', type: 'string' }),
      expect.objectContaining({ name: 'return', use: 'out', min: 1, max: '1', type: 'Appointment' }),
    ]);
  });
});

describe('hostile and unknown ids', () => {
  it.each([
    ['an unknown CodeSystem', '/fhir/CodeSystem/service', 404],
    ['a CodeSystem id in another case', '/fhir/CodeSystem/Speciality', 404],
    ['an unknown OperationDefinition', '/fhir/OperationDefinition/Appointment-book', 404],
    ['an operation defined elsewhere', '/fhir/OperationDefinition/bulk-publish', 404],
    ['an encoded path traversal', '/fhir/CodeSystem/%2e%2e%2fmetadata', 400],
    ['an encoded traversal to /api', '/fhir/CodeSystem/..%2F..%2Fapi%2Fhome', 400],
    ['a script tag', '/fhir/OperationDefinition/%3Cscript%3Ealert(1)%3C%2Fscript%3E', 400],
    ['an img onerror', '/fhir/CodeSystem/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E', 400],
    ['a NUL byte', '/fhir/CodeSystem/speciality%00', 400],
    ['an 80-character id', `/fhir/CodeSystem/${'a'.repeat(80)}`, 400],
    ['a 2000-character id', `/fhir/CodeSystem/${'a'.repeat(2000)}`, 404],
    ['2000 encoded characters', `/fhir/OperationDefinition/${'%41'.repeat(2000)}`, 404],
    ['a sub-path', '/fhir/CodeSystem/speciality/extra', 404],
    ['an unknown StructureDefinition', '/fhir/StructureDefinition/Patient', 404],
    ['markup as a StructureDefinition id', '/fhir/StructureDefinition/%22%3E%3Csvg%2Fonload%3Dalert(1)%3E', 400],
  ])('%s → %i OperationOutcome in the caller\'s language', async (_label, url, expected) => {
    const { status, json } = await fhir(url, { 'x-page-locale': 'ar' });
    expect(status).toBe(expected);
    expect(json.resourceType).toBe('OperationOutcome');
    const issue = (json.issue as Array<{ code: string; diagnostics: string }>)[0]!;
    expect(issue.code).toBe(expected === 404 ? 'not-found' : 'invalid');
    expect(issue.diagnostics).toMatch(ARABIC);
    expect(issue.diagnostics).not.toMatch(/<|>/);
  });

  it('a write on the new types is 405 with Allow: GET', async () => {
    for (const url of ['/fhir/CodeSystem/speciality', '/fhir/OperationDefinition/Appointment-cancel', '/fhir/StructureDefinition/visit-mode']) {
      for (const method of ['PUT', 'DELETE'] as const) {
        const { status, json, headers } = await fhir(url, { 'x-page-locale': 'ar' }, method);
        expect(status, `${method} ${url}`).toBe(405);
        expect(headers.allow).toBe('GET');
        expect((json.issue as Array<{ diagnostics: string }>)[0]!.diagnostics).toMatch(ARABIC);
      }
    }
  });
});

type Concept2 = { coding: Coding[]; text?: string };
type Extension = { url: string; valueCoding?: Coding };
const MODE = 'http://terminology.hl7.org/CodeSystem/v3-ParticipationMode';

describe('serviceType and specialty name the doctor\'s speciality (issue 39)', () => {
  it('each Schedule\'s serviceType and specialty are its doctor\'s speciality from CodeSystem/speciality; the visit mode is its own extension', async () => {
    const { json } = await fhir('/fhir/Schedule?_count=100');
    const schedules = (json.entry as Array<{ resource: Json & { id: string; serviceType: Concept2[]; specialty: Concept2[]; extension: Extension[]; actor: Array<{ reference: string }> } }>).map((entry) => entry.resource);
    expect(schedules.length).toBeGreaterThanOrEqual(5);
    const seen = new Set<string>();
    for (const schedule of schedules) {
      const doctorId = schedule.actor.find((actor) => actor.reference.startsWith('PractitionerRole/'))!.reference.split('/')[1]!;
      const { json: role } = await fhir(`/fhir/PractitionerRole/${doctorId}`);
      const specialty = role.specialty as Concept2[];
      expect(specialty[0]!.coding[0]!.system, schedule.id).toMatch(/\/fhir\/CodeSystem\/speciality$/);
      expect(schedule.serviceType, schedule.id).toEqual(specialty);
      expect(schedule.specialty, schedule.id).toEqual(specialty);
      seen.add(specialty[0]!.coding[0]!.code!);
      // The mode is not in serviceType (nor HL7's generic 124 General Practice).
      const serviceCodings = schedule.serviceType.flatMap((concept) => concept.coding);
      expect(serviceCodings.filter((coding) => coding.system === MODE || coding.code === '124'), schedule.id).toEqual([]);
      const mode = schedule.extension.find((extension) => extension.url.endsWith('/fhir/StructureDefinition/visit-mode'))?.valueCoding;
      expect(mode, schedule.id).toMatchObject({ system: MODE, code: schedule.id.endsWith('-video') ? 'VIDEOCONF' : 'PHYSICAL' });
    }
    expect(seen).toEqual(new Set(['cardiology', 'dermatology']));
    // The extension's URL resolves to its definition.
    const url = schedules[0]!.extension.find((extension) => extension.url.endsWith('/visit-mode'))!.url;
    const { status, json: definition } = await fhir(new URL(url).pathname);
    expect(status).toBe(200);
    expect(definition).toMatchObject({ resourceType: 'StructureDefinition', url, status: 'active', type: 'Extension', derivation: 'constraint' });
    const { json: dubai } = await fhir(`/fhir/Schedule/${world.dubai.doctorId}-video`);
    expect(dubai.serviceType).toEqual([{ coding: [{ system: expect.stringMatching(/\/fhir\/CodeSystem\/speciality$/), code: 'cardiology', display: 'Cardiology' }], text: 'Cardiology' }]);
  });

  it('Slots carry the same serviceType as their Schedule; so does the SMART Scheduling Links feed', async () => {
    const { json } = await fhir(`/fhir/Slot?schedule=Schedule/${world.other.doctorId}-clinic-${world.other.clinicId}&_count=5&start=ge2030-01-07&start=lt2030-02-06`);
    const slots = (json.entry as Array<{ resource: { serviceType: Concept2[]; specialty: Concept2[]; extension: Extension[] } }>).map((entry) => entry.resource);
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) {
      expect(slot.serviceType[0]!.coding).toEqual([expect.objectContaining({ code: 'dermatology' })]);
      expect(slot.specialty).toEqual(slot.serviceType);
      expect(slot.extension.find((extension) => extension.url.endsWith('/visit-mode'))?.valueCoding?.code).toBe('PHYSICAL');
    }
    const feed = await ctx.app.inject({ method: 'GET', url: '/fhir/$bulk-publish/Schedule.ndjson' });
    const lines = feed.body.trim().split('\n').map((line) => JSON.parse(line) as Json & { id: string; serviceType: Concept2[] });
    for (const line of lines) {
      expect(r4SchemaErrors(line), line.id).toEqual([]);
      const doctorId = Number(line.id.split('-')[0]);
      expect(line.serviceType[0]!.coding[0]!.code, line.id).toBe(doctorId === world.other.doctorId ? 'dermatology' : 'cardiology');
    }
  });

  it('an Appointment carries the visit mode as the extension, not as a serviceType', async () => {
    const { appointment } = await import('../../server/services/fhir/resources.ts');
    const resource = appointment(
      { id: 1, doctorId: world.dubai.doctorId, clinicId: null, appointmentType: 'online', appointmentDate: '2030-01-08', appointmentTime: '09:00:00', bookingStatus: 'confirmed', cancelReason: null, description: 'Chest pain', startsAt: new Date('2030-01-08T05:00:00Z'), endsAt: new Date('2030-01-08T05:30:00Z'), duration: 30, createdAt: new Date(NOW), updatedAt: new Date(NOW), name: 'Sara Ali' } as never,
      'http://localhost',
    );
    expect(resource.serviceType).toBeUndefined();
    expect(resource.extension).toEqual([{ url: 'http://localhost/fhir/StructureDefinition/visit-mode', valueCoding: { system: MODE, code: 'VIDEOCONF', display: 'videoconferencing' } }]);
    expect(r4SchemaErrors(resource)).toEqual([]);
  });

  it('a doctor the catalog gives no speciality: HL7\'s General Practice service, no specialty', async () => {
    const { doctors } = await import('../../server/db/schema/doctors.ts');
    const { eq } = await import('drizzle-orm');
    await ctx.database.db.update(doctors).set({ specialityId: null }).where(eq(doctors.id, world.other.doctorId));
    const { json } = await fhir(`/fhir/Schedule/${world.other.doctorId}-clinic-${world.other.clinicId}`);
    expect(json.serviceType).toEqual([{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/service-type', code: '124', display: 'General Practice' }], text: 'General Practice' }]);
    expect(json.specialty).toBeUndefined();
  });
});
