/**
 * POST /fhir/Appointment's contained resources and references (issue 41): hostile or inconsistent
 * input (a contained type we do not read, deep nesting, oversized arrays, markup in names, birth dates
 * in the future or before 1900, references to nothing) is a 4xx OperationOutcome in the caller's
 * language, and nothing is booked.
 */
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments } from '../../server/db/schema/appointments.ts';
import { fhirErrors } from '../helpers/fhir-validate.ts';
import { t } from '../helpers/messages.ts';
import type { TestApp } from '../helpers/test-app.ts';
import type { World } from './booking-fixtures.ts';
import { FHIR_JSON, TUESDAY, patient, withFhirWorld } from './fhir-fixtures.ts';

let ctx: TestApp;
let world: World;
let sara: Awaited<ReturnType<typeof patient>>;

withFhirWorld(async (app, fhirWorld) => {
  ctx = app;
  world = fhirWorld;
  sara = await patient(ctx.app, 'sara@patient.test');
});

const ARABIC = /[\u0600-\u06FF]/;
const slot = () => `Slot/${world.dubai.doctorId}-video-${TUESDAY.replaceAll('-', '')}0900`;
const bookingCount = async () => (await ctx.database.db.select({ n: count() }).from(appointments))[0]!.n;
const child = (extra: Record<string, unknown> = {}) => ({ resourceType: 'Patient', id: 'patient', name: [{ given: ['Adam'], family: 'Ali' }], birthDate: '2021-04-03', gender: 'male', ...extra });
const posted = (extra: Record<string, unknown>) => ({
  resourceType: 'Appointment',
  status: 'booked',
  slot: [{ reference: slot() }],
  description: 'Fever for three days',
  participant: [{ actor: { reference: '#patient' }, status: 'accepted' }],
  ...extra,
});

async function post(body: unknown, headers: Record<string, string> = {}) {
  const response = await ctx.app.inject({ method: 'POST', url: '/fhir/Appointment', headers: { ...sara.headers, 'content-type': 'application/fhir+json', ...headers }, payload: typeof body === 'string' ? body : JSON.stringify(body) });
  expect(response.headers['content-type']).toMatch(FHIR_JSON);
  const json = response.json();
  expect(fhirErrors(json)).toEqual([]);
  return { status: response.statusCode, json };
}

const nested = (depth: number): unknown => (depth === 0 ? { url: 'x', valueString: 'deep' } : { url: 'x', extension: [nested(depth - 1)] });

describe('POST /fhir/Appointment: hostile contained resources and references change nothing', () => {
  const cases: Array<[string, () => unknown, number, Parameters<typeof t>[0] | null, Record<string, string>?]> = [
    ['a contained Organization', () => posted({ contained: [child(), { resourceType: 'Organization', id: 'o', name: 'Acme' }] }), 400, 'fhir.containedType'],
    ['a contained Practitioner as the patient', () => posted({ contained: [{ resourceType: 'Practitioner', id: 'patient' }] }), 400, 'fhir.containedType'],
    ['a birthDate in the future', () => posted({ contained: [child({ birthDate: '2031-01-01' })] }), 400, 'fhir.birthDate'],
    ['a birthDate in 1899', () => posted({ contained: [child({ birthDate: '1899-12-31' })] }), 400, 'fhir.birthDate'],
    ['a birthDate that is no day', () => posted({ contained: [child({ birthDate: '2021-02-30' })] }), 400, 'fhir.birthDate'],
    ['a partial birthDate', () => posted({ contained: [child({ birthDate: '2021' })] }), 400, 'fhir.birthDate'],
    ['markup in a birthDate', () => posted({ contained: [child({ birthDate: '<script>alert(1)</script>' })] }), 400, 'fhir.birthDate'],
    ['two contained Patients', () => posted({ contained: [child(), child({ id: 'other' })] }), 400, 'fhir.oneSubject'],
    ['a participant naming nothing contained', () => posted({ contained: [child()], participant: [{ actor: { reference: '#nobody' } }] }), 400, 'fhir.unknownReference', { reference: '#nobody' }],
    ['a participant naming a Patient this server does not hold', () => posted({ contained: [child()], participant: [{ actor: { reference: 'Patient/1' } }] }), 400, 'fhir.unknownReference', { reference: 'Patient/1' }],
    ['supportingInformation naming no contained Coverage', () => posted({ contained: [child()], supportingInformation: [{ reference: '#coverage' }] }), 400, 'fhir.unknownReference', { reference: '#coverage' }],
    ['two contained resources with one id', () => posted({ contained: [child(), { resourceType: 'RelatedPerson', id: 'patient' }] }), 400, 'fhir.unknownReference', { reference: '#patient' }],
    ['a contained id that is no FHIR id', () => posted({ contained: [child({ id: '<b>p</b>' })], participant: [] }), 400, 'fhir.badId'],
    ['markup in the patient\'s name', () => posted({ contained: [child({ birthDate: undefined, name: [{ text: '<img src=x onerror=alert(1)>' }] })] }), 400, null],
    ['six contained resources', () => posted({ contained: Array.from({ length: 6 }, (_, i) => ({ resourceType: 'RelatedPerson', id: `r${i}` })) }), 400, null],
    ['eleven participants', () => posted({ contained: [child()], participant: Array.from({ length: 11 }, () => ({ actor: { reference: '#patient' } })) }), 400, null],
    ['six names', () => posted({ contained: [child({ name: Array.from({ length: 6 }, () => ({ text: 'Adam Ali' })) })] }), 400, null],
    ['an extension nested 40 deep', () => posted({ contained: [child({ extension: [nested(40)] })] }), 400, null],
  ];

  it.each(cases)('%s → %i OperationOutcome, nothing booked', async (_name, body, status, key, params) => {
    const before = await bookingCount();
    const { status: answered, json } = await post(body());
    expect(answered).toBe(status);
    expect(json).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ severity: 'error', code: 'invalid' }] });
    if (key) expect(json.issue[0].diagnostics).toBe(t(key, params));
    expect(await bookingCount()).toBe(before);
  });

  it('the refusal is in the caller\'s language', async () => {
    const { status, json } = await post(posted({ contained: [child({ birthDate: '1899-12-31' })] }), { 'accept-language': 'ar' });
    expect(status).toBe(400);
    expect(json.issue[0].diagnostics).toMatch(ARABIC);
  });

  it('a contained Patient without a birthDate still names the account holder\'s own booking, as before', async () => {
    const before = await bookingCount();
    const { status, json } = await post(posted({ contained: [{ resourceType: 'Patient', id: 'patient', name: [{ text: 'Sara Ali' }], telecom: [{ system: 'email', value: 'sara@patient.test' }, { system: 'phone', value: '501234567' }] }] }));
    expect(status).toBe(201);
    expect(json.contained).toBeUndefined();
    expect(await bookingCount()).toBe(before + 1);
  });
});
