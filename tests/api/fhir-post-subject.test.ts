/**
 * POST /fhir/Appointment's contained resources and references (issue 41): a contained Patient with a
 * birthDate books for the caller's family member of that name and date of birth (else 422), a contained
 * Coverage uses their saved insurance when it is that insurance (else 422); hostile or inconsistent
 * input (a contained type we do not read, deep nesting, oversized arrays, markup in names, birth dates
 * in the future or before 1900, references to nothing) is a 4xx OperationOutcome in the caller's
 * language, and nothing is booked.
 */
import { evalFhirPath } from '@medplum/core';
import { asc, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments } from '../../server/db/schema/appointments.ts';
import { doctors } from '../../server/db/schema/doctors.ts';
import { familyMembers } from '../../server/db/schema/family.ts';
import { clinicInsuranceNetworks, insuranceNetworks, patientInsurance } from '../../server/db/schema/insurance.ts';
import { fhirErrors } from '../helpers/fhir-validate.ts';
import { r4SchemaErrors } from '../helpers/fhir-schema.ts';
import { t } from '../helpers/messages.ts';
import type { TestApp } from '../helpers/test-app.ts';
import type { World } from './booking-fixtures.ts';
import { FHIR_JSON, TUESDAY, patient, withFhirWorld } from './fhir-fixtures.ts';

let ctx: TestApp;
let world: World;
let sara: Awaited<ReturnType<typeof patient>>;
let adamId = 0;
let network: { id: number; insurerId: number; slug: string };

withFhirWorld(async (app, fhirWorld) => {
  ctx = app;
  world = fhirWorld;
  sara = await patient(ctx.app, 'sara@patient.test');
  const db = ctx.database.db;
  const [adam] = await db.insert(familyMembers).values({ ownerId: sara.userId, firstName: 'Adam', lastName: 'Ali', relation: 'child', dob: '2021-04-03', gender: 'male' }).returning();
  adamId = adam!.id;
  const [first] = await db.select().from(insuranceNetworks).orderBy(asc(insuranceNetworks.id)).limit(1);
  network = { id: first!.id, insurerId: first!.insurerId, slug: first!.slug };
  // Adam's card, taken by Dubai's clinic and (video covered) its video consultations.
  await db.insert(patientInsurance).values({ ownerId: sara.userId, familyMemberId: adamId, insurerId: network.insurerId, networkId: network.id, memberNumber: 'DMN-778-0012' });
  await db.insert(clinicInsuranceNetworks).values({ clinicId: world.dubai.clinicId, doctorId: world.dubai.doctorId, networkId: network.id });
  await db.update(doctors).set({ videoInsurance: true }).where(eq(doctors.id, world.dubai.doctorId));
});

const ARABIC = /[\u0600-\u06FF]/;
const slot = (time = '0900') => `Slot/${world.dubai.doctorId}-video-${TUESDAY.replaceAll('-', '')}${time}`;
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
  expect(r4SchemaErrors(json)).toEqual([]);
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

  it.each(cases)('%s: 4xx OperationOutcome, nothing booked', async (_name, body, status, key, params) => {
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

const coverage = (extra: Record<string, unknown> = {}) => ({
  resourceType: 'Coverage',
  id: 'coverage',
  status: 'active',
  beneficiary: { reference: '#patient' },
  payor: [{ reference: `Organization/insurer-${network.insurerId}` }],
  subscriberId: 'DMN-778-0012',
  class: [{ type: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/coverage-class', code: 'plan' }] }, value: network.slug }],
  ...extra,
});
const holder = { resourceType: 'RelatedPerson', id: 'holder', patient: { reference: '#patient' }, telecom: [{ system: 'email', value: 'sara@patient.test' }, { system: 'phone', value: '501234567' }] };

describe('POST /fhir/Appointment for a family member, with their insurance', () => {
  it('a contained Patient with a birthDate is matched to the family member (case and spaces aside); a Coverage uses their saved insurance', async () => {
    const { status, json } = await post(posted({ slot: [{ reference: slot('1000') }], contained: [child({ name: [{ text: '  adam   ALI ' }] }), holder, coverage()], supportingInformation: [{ reference: '#coverage' }] }));
    expect(status, JSON.stringify(json)).toBe(201);
    const [row] = await ctx.database.db.select().from(appointments).where(eq(appointments.id, Number(json.id)));
    expect(row).toMatchObject({ familyMemberId: adamId, name: 'Adam Ali', subjectRelation: 'child', subjectDob: '2021-04-03', insurerId: network.insurerId, networkId: network.id, memberNumber: 'DMN-778-0012', email: 'sara@patient.test' });
    // The answer reads back the same way (contained Patient, holder, Coverage).
    expect(evalFhirPath("contained.where(resourceType = 'Patient').birthDate", json)).toEqual(['2021-04-03']);
    expect(evalFhirPath("contained.where(resourceType = 'Coverage').subscriberId", json)).toEqual(['DMN-778-0012']);
  });

  const refusals: Array<[string, () => unknown, number, Parameters<typeof t>[0]]> = [
    ['a name no family member has', () => posted({ contained: [child({ name: [{ text: 'Adam Khan' }] })] }), 422, 'fhir.familyMemberUnknown'],
    ['a family member\'s name with another birth date', () => posted({ contained: [child({ birthDate: '2021-04-04' })] }), 422, 'fhir.familyMemberUnknown'],
    ['another member number', () => posted({ contained: [child(), coverage({ subscriberId: 'DMN-1' })] }), 422, 'fhir.coverageMismatch'],
    ['another insurer as payor', () => posted({ contained: [child(), coverage({ payor: [{ reference: `Organization/insurer-${network.insurerId + 1}` }] })] }), 422, 'fhir.coverageMismatch'],
    ['a network as payor', () => posted({ contained: [child(), coverage({ payor: [{ reference: `Organization/network-${network.id}` }] })] }), 422, 'fhir.coverageMismatch'],
    ['another plan', () => posted({ contained: [child(), coverage({ class: [{ type: { coding: [{ code: 'plan' }] }, value: 'no-such-plan' }] })] }), 422, 'fhir.coverageMismatch'],
    ['a Coverage for the holder, who saved none', () => posted({ contained: [{ resourceType: 'Patient', id: 'patient', name: [{ text: 'Sara Ali' }] }, coverage()] }), 422, 'bookingInsurance.error.noneSaved'],
    ['a Coverage for someone else', () => posted({ contained: [child(), coverage({ beneficiary: { reference: '#someone' } })] }), 400, 'fhir.unknownReference'],
    ['two Coverages', () => posted({ contained: [child(), coverage(), coverage({ id: 'second' })] }), 400, 'fhir.oneCoverage'],
    ['markup in a family member\'s name', () => posted({ contained: [child({ name: [{ text: '<b>Adam</b> Ali' }] })] }), 400, 'bookingDetails.nameInvalid'],
  ];

  it.each(refusals)('%s: refused, nothing booked', async (_name, body, status, key) => {
    const before = await bookingCount();
    // A free slot: what is refused is whom it is for or the insurance, never the time.
    const { status: answered, json } = await post({ ...(body() as object), slot: [{ reference: slot('1100') }] });
    expect(answered).toBe(status);
    expect(json.resourceType).toBe('OperationOutcome');
    if (key !== 'fhir.unknownReference') expect(json.issue[0].diagnostics).toBe(t(key));
    expect(await bookingCount()).toBe(before);
  });

  it('another patient cannot book for Sara\'s child', async () => {
    const omar = await patient(ctx.app, 'omar@patient.test');
    const before = await bookingCount();
    const response = await ctx.app.inject({ method: 'POST', url: '/fhir/Appointment', headers: { ...omar.headers, 'content-type': 'application/fhir+json' }, payload: JSON.stringify(posted({ slot: [{ reference: slot('1030') }], contained: [child(), coverage()] })) });
    expect(response.statusCode).toBe(422);
    expect(response.json().issue[0].diagnostics).toBe(t('fhir.familyMemberUnknown'));
    expect(await bookingCount()).toBe(before);
  });
});
