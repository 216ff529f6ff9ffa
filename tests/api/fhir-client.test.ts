/**
 * A FHIR client's script, all through /fhir (issue 21): find a cardiologist in Dubai, list
 * tomorrow's free slots, book one with a patient's token, see the slot busy, cancel. Every
 * resource type answered is checked by @medplum/core's validator against the R4 definitions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../../server/services/common/clock.ts';
import { bearer, signIn } from '../helpers/auth.ts';
import { validated, validatedTypes } from '../helpers/fhir-validate.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { FHIR_JSON, NOW, TUESDAY, WEDNESDAY, buildFhirWorld, patient } from './fhir-fixtures.ts';
import type { World } from './booking-fixtures.ts';

let ctx: TestApp;
let world: World;
let sara: Awaited<ReturnType<typeof patient>>;
let omar: Awaited<ReturnType<typeof patient>>;

beforeAll(async () => {
  setClock(() => NOW);
  ctx = await createTestApp();
  world = await buildFhirWorld(ctx.database);
  sara = await patient(ctx.app, 'sara@patient.test');
  omar = await patient(ctx.app, 'omar@patient.test');
});
afterAll(async () => {
  resetClock();
  await ctx?.close();
});

type Json = { resourceType: string; [key: string]: unknown };
type Bundle = Json & { total: number; link: Array<{ relation: string; url: string }>; entry: Array<{ fullUrl: string; resource: Json & { id: string } }> };

async function fhir(method: 'GET' | 'POST' | 'PATCH', url: string, options: { headers?: Record<string, string>; body?: unknown; contentType?: string } = {}) {
  const response = await ctx.app.inject({
    method,
    url,
    headers: {
      accept: 'application/fhir+json',
      ...(options.body === undefined ? {} : { 'content-type': options.contentType ?? 'application/fhir+json' }),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }),
  });
  expect(response.headers['content-type']).toMatch(FHIR_JSON);
  const json = response.json() as Json;
  expect(validated(json as never), `${method} ${url}`).toEqual([]);
  return { status: response.statusCode, json, headers: response.headers };
}

const bookingOf = (slotId: string, note = 'Chest pain when climbing stairs') => ({
  resourceType: 'Appointment',
  status: 'booked',
  slot: [{ reference: `Slot/${slotId}` }],
  description: note,
  contained: [{ resourceType: 'Patient', id: 'me', name: [{ text: 'Sara Ali' }], telecom: [{ system: 'email', value: 'sara@patient.test' }, { system: 'phone', value: '501234567' }] }],
  participant: [{ actor: { reference: '#me' }, status: 'accepted' }],
});

describe('a FHIR client books a cardiologist in Dubai', () => {
  let practitionerId = '';
  let scheduleId = '';
  let slotId = '';
  let appointmentId = '';

  it('reads the CapabilityStatement', async () => {
    const { status, json } = await fhir('GET', '/fhir/metadata');
    expect(status).toBe(200);
    expect(json).toMatchObject({ resourceType: 'CapabilityStatement', fhirVersion: '4.0.1' });
  });

  it('finds the cardiologist in Dubai (PractitionerRole by specialty and clinic city)', async () => {
    const { json } = await fhir('GET', '/fhir/PractitionerRole?specialty=cardiology&location.address-city=dubai');
    const bundle = json as Bundle;
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'searchset', total: 1 });
    const role = bundle.entry[0]!.resource as unknown as Json & { practitioner: { reference: string }; location: Array<{ reference: string }> };
    expect(role.practitioner.reference).toBe(`Practitioner/${world.dubai.doctorId}`);
    expect(role.location).toEqual([expect.objectContaining({ reference: `Location/${world.dubai.clinicId}` })]);
    practitionerId = role.practitioner.reference.split('/')[1]!;

    const practitioner = await fhir('GET', `/fhir/${role.practitioner.reference}`);
    expect(practitioner.json).toMatchObject({ resourceType: 'Practitioner', id: practitionerId });
    const location = await fhir('GET', `/fhir/${role.location[0]!.reference}`);
    expect(location.json).toMatchObject({ resourceType: 'Location', address: { city: 'Dubai' }, position: { latitude: 25.2048, longitude: 55.2708 } });
  });

  it('lists its schedules: video and the clinic', async () => {
    const { json } = await fhir('GET', `/fhir/Schedule?actor=Practitioner/${practitionerId}`);
    const ids = (json as Bundle).entry.map((entry) => entry.resource.id);
    expect(ids).toEqual([`${practitionerId}-video`, `${practitionerId}-clinic-${world.dubai.clinicId}`]);
    scheduleId = ids[0]!;
  });

  it("lists tomorrow's free slots: the app's own availability", async () => {
    const { json } = await fhir('GET', `/fhir/Slot?schedule=Schedule/${scheduleId}&start=ge${TUESDAY}&start=lt${WEDNESDAY}&status=free&_count=100`);
    const bundle = json as Bundle;
    const availability = await ctx.app.inject({ method: 'POST', url: '/api/doctor-availability', payload: { doctor_id: world.dubai.doctorId, type: 'online', date: TUESDAY } });
    const appFree = (availability.json().data.online_timeslots as Array<{ time: string; isDisabled: boolean }>).filter((slot) => !slot.isDisabled);
    expect(bundle.total).toBe(appFree.length);
    expect(bundle.entry.map((entry) => (entry.resource as unknown as { start: string }).start)).toEqual(
      appFree.map((slot) => new Date(`${TUESDAY}T${slot.time}:00+04:00`).toISOString()),
    );
    expect(bundle.entry.every((entry) => entry.resource.status === 'free')).toBe(true);
    slotId = bundle.entry[0]!.resource.id;
  });

  it('pages with _count and a next link', async () => {
    const first = (await fhir('GET', `/fhir/Slot?schedule=Schedule/${scheduleId}&start=ge${TUESDAY}&start=lt${WEDNESDAY}&_count=4`)).json as Bundle;
    expect(first.entry).toHaveLength(4);
    const next = first.link.find((link) => link.relation === 'next')!.url;
    const second = (await fhir('GET', new URL(next).pathname + new URL(next).search)).json as Bundle;
    expect(second.entry[0]!.resource.id).not.toBe(first.entry[0]!.resource.id);
    expect(second.total).toBe(first.total);
  });

  it('books it with the patient token (Idempotency-Key replays the booking)', async () => {
    const headers = { ...sara.headers, 'idempotency-key': 'fhir-book-1' };
    const booked = await fhir('POST', '/fhir/Appointment', { headers, body: bookingOf(slotId) });
    expect(booked.status).toBe(201);
    expect(booked.json).toMatchObject({ resourceType: 'Appointment', status: 'booked', slot: [{ reference: `Slot/${slotId}` }] });
    appointmentId = (booked.json as Json & { id: string }).id;
    expect(booked.headers.location).toMatch(new RegExp(`/fhir/Appointment/${appointmentId}$`));

    const replay = await fhir('POST', '/fhir/Appointment', { headers, body: bookingOf(slotId) });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((replay.json as Json & { id: string }).id).toBe(appointmentId);
  });

  it('sees the slot busy, and another patient gets 409', async () => {
    const read = await fhir('GET', `/fhir/Slot/${slotId}`);
    expect(read.json).toMatchObject({ resourceType: 'Slot', status: 'busy' });
    const free = (await fhir('GET', `/fhir/Slot?schedule=Schedule/${scheduleId}&start=ge${TUESDAY}&start=lt${WEDNESDAY}&status=free`)).json as Bundle;
    expect(free.entry.map((entry) => entry.resource.id)).not.toContain(slotId);
    const taken = await fhir('POST', '/fhir/Appointment', { headers: omar.headers, body: bookingOf(slotId) });
    expect(taken.status).toBe(409);
    expect(taken.json).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ severity: 'error', code: 'conflict' }] });
  });

  it("reads and searches the patient's own appointments; nobody else's", async () => {
    expect((await fhir('GET', `/fhir/Appointment/${appointmentId}`, { headers: sara.headers })).json).toMatchObject({ id: appointmentId, status: 'booked' });
    const mine = (await fhir('GET', '/fhir/Appointment?status=booked', { headers: sara.headers })).json as Bundle;
    expect(mine.entry.map((entry) => entry.resource.id)).toEqual([appointmentId]);
    expect((await fhir('GET', `/fhir/Appointment/${appointmentId}`, { headers: omar.headers })).status).toBe(404);
    expect(((await fhir('GET', '/fhir/Appointment', { headers: omar.headers })).json as Bundle).total).toBe(0);
    expect((await fhir('GET', `/fhir/Appointment/${appointmentId}`)).status).toBe(401);
    const doctor = await signIn(ctx.app, { email: world.dubai.email, userType: 'doctor' });
    expect((await fhir('GET', `/fhir/Appointment/${appointmentId}`, { headers: bearer(doctor.token) })).status).toBe(403);
    expect((await fhir('POST', '/fhir/Appointment', { headers: bearer(doctor.token), body: bookingOf(slotId) })).status).toBe(403);
  });

  it('cancels (JSON Patch of the status) and the slot is free again', async () => {
    const other = await fhir('PATCH', `/fhir/Appointment/${appointmentId}`, {
      headers: omar.headers,
      body: [{ op: 'replace', path: '/status', value: 'cancelled' }],
      contentType: 'application/json-patch+json',
    });
    expect(other.status).toBe(404);
    const cancelled = await fhir('PATCH', `/fhir/Appointment/${appointmentId}`, {
      headers: sara.headers,
      body: [{ op: 'replace', path: '/status', value: 'cancelled' }],
      contentType: 'application/json-patch+json',
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toMatchObject({ resourceType: 'Appointment', status: 'cancelled' });
    expect((await fhir('GET', `/fhir/Slot/${slotId}`)).json).toMatchObject({ status: 'free' });
  });

  it('validated every resource type it was answered', () => {
    expect([...validatedTypes].sort()).toEqual(
      ['Appointment', 'Bundle', 'CapabilityStatement', 'Location', 'OperationOutcome', 'Practitioner', 'PractitionerRole', 'Schedule', 'Slot'].sort(),
    );
  });
});
