/**
 * Whom a FHIR Appointment is for (issue 41): a booking for a family member has a contained Patient
 * (the name, gender and birth date copied at booking) as its patient participant, the account holder as
 * a contained RelatedPerson taking part as the callback contact, and a booking with insurance a
 * contained Coverage named by supportingInformation. Only the booking's own patient reads them: another
 * patient, a doctor (of this booking or another), a visitor and a SMART token without read scope cannot.
 * Answers are judged by the official R4 JSON schema and @medplum/core, and read with FHIRPath.
 */
import { evalFhirPath } from '@medplum/core';
import { createHash, randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments } from '../../server/db/schema/appointments.ts';
import { familyMembers } from '../../server/db/schema/family.ts';
import { insuranceNetworks } from '../../server/db/schema/insurance.ts';
import { issueAuthorizationCode, redeemAuthorizationCode } from '../../server/services/smart/grants.ts';
import { bearer, signIn } from '../helpers/auth.ts';
import { fhirErrors } from '../helpers/fhir-validate.ts';
import { r4SchemaErrors } from '../helpers/fhir-schema.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { insertConfig, insertDoctor, type World } from './booking-fixtures.ts';
import { FHIR_JSON, TUESDAY, bookThroughFhir, patient, withFhirWorld } from './fhir-fixtures.ts';

let ctx: TestApp;
let world: World;
let sara: Awaited<ReturnType<typeof patient>>;
let omar: Awaited<ReturnType<typeof patient>>;
let network: { id: number; insurerId: number; slug: string; name: string };
let familyBooking = '';
let selfBooking = '';

const slotOf = (time: string, doctorId = world.dubai.doctorId) => `${doctorId}-video-${TUESDAY.replaceAll('-', '')}${time.replace(':', '')}`;

withFhirWorld(async (app, fhirWorld) => {
  ctx = app;
  world = fhirWorld;
  sara = await patient(ctx.app, 'sara@patient.test');
  omar = await patient(ctx.app, 'omar@patient.test');
  const [first] = await ctx.database.db.select().from(insuranceNetworks).orderBy(asc(insuranceNetworks.id)).limit(1);
  network = { id: first!.id, insurerId: first!.insurerId, slug: first!.slug, name: first!.name };
  const [adam] = await ctx.database.db
    .insert(familyMembers)
    .values({ ownerId: sara.userId, firstName: 'Adam', lastName: 'Ali', relation: 'child', dob: '2021-04-03', gender: 'male' })
    .returning({ id: familyMembers.id });
  // Booked through FHIR, then made a family member's insured booking as add-appointment stores one (migration 0025).
  const booked = await bookThroughFhir(ctx.app, sara.headers, slotOf('09:00'), 'sara@patient.test', 'Fever for three days');
  expect(booked.statusCode).toBe(201);
  familyBooking = booked.json().id;
  await ctx.database.db
    .update(appointments)
    .set({ familyMemberId: adam!.id, name: 'Adam Ali', subjectRelation: 'child', subjectDob: '2021-04-03', subjectGender: 'male', insurerId: network.insurerId, networkId: network.id, memberNumber: 'DMN-778-0012' })
    .where(eq(appointments.id, Number(familyBooking)));
  // Her own booking with another doctor (the per-doctor limit counts per person only once family2's rules land).
  const own = await bookThroughFhir(ctx.app, sara.headers, slotOf('09:00', world.kolkata.doctorId), 'sara@patient.test', 'Yearly check-up of blood pressure');
  expect(own.statusCode, JSON.stringify(own.json())).toBe(201);
  selfBooking = own.json().id;
  await ctx.database.db.update(appointments).set({ insurerId: network.insurerId, networkId: network.id, memberNumber: 'DMN-1' }).where(eq(appointments.id, Number(selfBooking)));
});

type Json = Record<string, unknown> & { resourceType: string };

async function read(url: string, headers: Record<string, string>) {
  const response = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'application/fhir+json', ...headers } });
  expect(response.headers['content-type'], url).toMatch(FHIR_JSON);
  const json = response.json() as Json;
  expect(r4SchemaErrors(json), `R4 schema: ${url}`).toEqual([]);
  expect(fhirErrors(json), `medplum: ${url}`).toEqual([]);
  return { status: response.statusCode, json, body: response.body };
}
const path = (expression: string, resource: unknown) => evalFhirPath(expression, resource);

/** A SMART access token of `userId` with `scope`, through the grant service (code, PKCE, redemption). */
async function smartToken(userId: number, scope: string): Promise<Record<string, string>> {
  const verifier = randomBytes(32).toString('base64url');
  const grant = { clientId: 'test-app', redirectUri: 'https://app.example/cb' };
  const code = await issueAuthorizationCode(ctx.database.db, { ...grant, userId, scope, codeChallenge: createHash('sha256').update(verifier).digest('base64url') });
  const redeemed = await redeemAuthorizationCode(ctx.database.db, { ...grant, code, codeVerifier: verifier });
  if (!redeemed.ok) throw new Error(redeemed.reason);
  return { authorization: `Bearer ${redeemed.accessToken}` };
}

describe('an Appointment booked for a family member', () => {
  it('has the family member as a contained Patient, the account holder as the callback RelatedPerson, and the Coverage', async () => {
    const { status, json } = await read(`/fhir/Appointment/${familyBooking}`, sara.headers);
    expect(status).toBe(200);
    const patientRef = "participant.actor.where(reference = '#patient')";
    expect(path(`${patientRef}.display`, json)).toEqual(['Adam Ali']);
    expect(path("contained.where(resourceType = 'Patient' and id = 'patient').select(name.text | gender | birthDate)", json)).toEqual(['Adam Ali', 'male', '2021-04-03']);
    expect(path("contained.where(resourceType = 'Patient').telecom", json)).toEqual([]);
    // Who booked: the account holder, their relation (parent of a child) and their verified contact.
    expect(path("contained.where(resourceType = 'RelatedPerson').select(patient.reference | relationship.coding.code | telecom.where(system = 'email').value)", json)).toEqual(['#patient', 'PRN', 'sara@patient.test']);
    expect(path("participant.where(actor.reference = '#holder').type.coding.code", json)).toEqual(['CALLBCK']);
    // The insurance: payor the insurer's Organization, plan the network, subscriberId the member number.
    expect(path('supportingInformation.reference', json)).toEqual(['#coverage']);
    const coverage = "contained.where(resourceType = 'Coverage' and id = 'coverage')";
    expect(path(`${coverage}.select(status | subscriberId | beneficiary.reference | payor.reference)`, json)).toEqual(['active', 'DMN-778-0012', '#patient', `Organization/insurer-${network.insurerId}`]);
    expect(path(`${coverage}.class.where(type.coding.code = 'plan').select(value | name)`, json)).toEqual([network.slug, network.name]);
    // The payor resolves.
    const payor = await read(`/fhir/Organization/insurer-${network.insurerId}`, {});
    expect(payor.status).toBe(200);
  });

  it('the holder\'s own insured booking: a contained Patient as beneficiary, no RelatedPerson; the search shows both bookings', async () => {
    const { json } = await read(`/fhir/Appointment/${selfBooking}`, sara.headers);
    expect(path("contained.where(resourceType = 'Patient').name.text", json)).toEqual(['Sara Ali']);
    expect(path("contained.where(resourceType = 'RelatedPerson')", json)).toEqual([]);
    expect(path("contained.where(resourceType = 'Coverage').beneficiary.reference", json)).toEqual(['#patient']);
    const search = await read('/fhir/Appointment?_count=100', sara.headers);
    expect(path("entry.resource.contained.where(resourceType = 'Patient').name.text", search.json).sort()).toEqual(['Adam Ali', 'Sara Ali']);
  });

  it('a booking without family or insurance keeps its patient as a display only', async () => {
    const plain = await bookThroughFhir(ctx.app, omar.headers, slotOf('10:00'), 'omar@patient.test', 'Dry cough for two weeks');
    const { json } = await read(`/fhir/Appointment/${plain.json().id}`, omar.headers);
    expect(json.contained).toBeUndefined();
    expect(path('participant.actor.display', json)).toEqual(['Sara Ali']);
  });
});

describe('only the booking\'s patient reads the family member and the Coverage', () => {
  it('another patient: 404 and not in their search; a SMART token of theirs too', async () => {
    const other = await read(`/fhir/Appointment/${familyBooking}`, omar.headers);
    expect(other.status).toBe(404);
    expect(other.body).not.toContain('Adam');
    const search = await read('/fhir/Appointment?_count=100', omar.headers);
    expect(search.body).not.toContain('Adam');
    expect(search.body).not.toContain('DMN-');
    const smart = await read(`/fhir/Appointment/${familyBooking}`, await smartToken(omar.userId, 'patient/Appointment.rs'));
    expect(smart.status).toBe(404);
  });

  it('a doctor of this booking or of another, and a visitor, are refused; a SMART token without read scope too', async () => {
    const ownDoctor = bearer((await signIn(ctx.app, { email: world.dubai.email, userType: 'doctor' })).token);
    // A doctor of other bookings only (Omar's booking with them), with an account to sign in with.
    const otherId = await insertDoctor(ctx.database, { firstName: 'lina', lastName: 'saleh', timeZone: 'Asia/Dubai', verified: true, accountEmail: 'dr.lina@fhir.test' });
    await insertConfig(ctx.database, otherId, { type: 'online', onlineFee: 400, duration: 30, ranges: [{ weekdays: [2], start: '09:00', end: '10:00' }] });
    expect((await bookThroughFhir(ctx.app, omar.headers, slotOf('09:00', otherId), 'omar@patient.test', 'Rash on both arms')).statusCode).toBe(201);
    const otherDoctor = bearer((await signIn(ctx.app, { email: 'dr.lina@fhir.test', userType: 'doctor' })).token);
    const cases: Array<[Record<string, string>, number]> = [
      [ownDoctor, 403],
      [otherDoctor, 403],
      [{}, 401],
      [{ authorization: 'Bearer not-a-token' }, 401],
      [await smartToken(sara.userId, 'patient/Appointment.c'), 403],
    ];
    for (const [headers, expected] of cases) {
      for (const url of [`/fhir/Appointment/${familyBooking}`, '/fhir/Appointment']) {
        const answer = await read(url, headers);
        expect(answer.status, `${url} ${JSON.stringify(headers)}`).toBe(expected);
        expect(answer.json.resourceType).toBe('OperationOutcome');
        expect(answer.body).not.toContain('Adam');
        expect(answer.body).not.toContain('DMN-');
      }
    }
    // The holder's SMART app with read scope sees it.
    const granted = await read(`/fhir/Appointment/${familyBooking}`, await smartToken(sara.userId, 'patient/Appointment.rs'));
    expect(path("contained.where(resourceType = 'Patient').birthDate", granted.json)).toEqual(['2021-04-03']);
  });
});
