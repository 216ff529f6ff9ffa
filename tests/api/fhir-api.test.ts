/**
 * The FHIR API's guards (issue 21): who may call what, hostile and malformed input answered as a
 * 4xx OperationOutcome with nothing changed, bounded slot searches, unverified doctors hidden,
 * and $cancel with the app's own cancel rules (notice window).
 */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../server/db/schema/appointments.ts';
import { outboxMessages } from '../../server/db/schema/content.ts';
import { resetClock, setClock } from '../../server/services/common/clock.ts';
import { bearer, signIn } from '../helpers/auth.ts';
import { fhirErrors } from '../helpers/fhir-validate.ts';
import { t } from '../helpers/messages.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import type { World } from './booking-fixtures.ts';
import { FHIR_JSON, NOW, TUESDAY, buildFhirWorld, patient } from './fhir-fixtures.ts';

let ctx: TestApp;
let world: World;
let sara: Awaited<ReturnType<typeof patient>>;
let omar: Awaited<ReturnType<typeof patient>>;
let doctorHeaders: Record<string, string>;

beforeAll(async () => {
  setClock(() => NOW);
  ctx = await createTestApp();
  world = await buildFhirWorld(ctx.database);
  sara = await patient(ctx.app, 'sara@patient.test');
  omar = await patient(ctx.app, 'omar@patient.test');
  doctorHeaders = bearer((await signIn(ctx.app, { email: world.dubai.email, userType: 'doctor' })).token);
});
afterAll(async () => {
  resetClock();
  await ctx?.close();
});

const bookingCount = async () => (await ctx.database.db.select({ n: count() }).from(appointments))[0]!.n;

async function call(method: 'GET' | 'POST' | 'PATCH', url: string, headers: Record<string, string> = {}, payload?: string, contentType = 'application/fhir+json') {
  const response = await ctx.app.inject({ method, url, headers: { ...(payload === undefined ? {} : { 'content-type': contentType }), ...headers }, ...(payload === undefined ? {} : { payload }) });
  expect(response.headers['content-type'], url).toMatch(FHIR_JSON);
  const json = response.json();
  expect(fhirErrors(json), url).toEqual([]);
  return { status: response.statusCode, json };
}

const slotOf = (time: string, date = TUESDAY) => `${world.dubai.doctorId}-video-${date.replaceAll('-', '')}${time.replace(':', '')}`;
const appointmentBody = (slot: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    resourceType: 'Appointment',
    status: 'booked',
    slot: [{ reference: `Slot/${slot}` }],
    description: 'Chest pain when climbing stairs',
    contained: [{ resourceType: 'Patient', id: 'p', name: [{ text: 'Sara Ali' }], telecom: [{ system: 'email', value: 'sara@patient.test' }, { system: 'phone', value: '501234567' }] }],
    participant: [{ actor: { reference: '#p' }, status: 'accepted' }],
    ...extra,
  });

describe('FHIR reads: hostile and edge input', () => {
  it.each([
    '/fhir/Slot',
    "/fhir/Slot?schedule=Schedule/1-video&start=ge2030-01-08&start=lt2030-03-01",
    '/fhir/Slot?schedule=Schedule/1-video&start=ge%3Cscript%3E',
    '/fhir/Slot?schedule=Schedule/1-video&start=ge2030-02-30',
    '/fhir/Slot?schedule=%3Cscript%3Ealert(1)%3C/script%3E',
    '/fhir/Slot?schedule=Schedule/1-video&status=maybe',
    '/fhir/Practitioner?_count=1e9',
    '/fhir/Practitioner?_count=-1',
    '/fhir/Practitioner?_page=0',
    '/fhir/Practitioner?_id=2147483648',
    `/fhir/Practitioner?name=${'x'.repeat(500)}`,
    '/fhir/Practitioner?unknown=1',
    '/fhir/PractitionerRole?location=Practitioner/1',
    '/fhir/Schedule?actor=Location/abc',
    '/fhir/Practitioner/%3Cscript%3E',
  ])('%s → 400 OperationOutcome', async (url) => {
    const { status, json } = await call('GET', url);
    expect(status).toBe(400);
    expect(json).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ severity: 'error', code: 'invalid' }] });
  });

  it('a slot search without a schedule says what it needs', async () => {
    const { json } = await call('GET', '/fhir/Slot?status=free');
    expect(json.issue[0].diagnostics).toBe(t('fhir.scheduleRequired'));
  });

  it('a slot search longer than 31 days is refused, a 31-day one answers', async () => {
    const base = `/fhir/Slot?schedule=Schedule/${world.dubai.doctorId}-video`;
    expect((await call('GET', `${base}&start=ge2030-01-08&start=lt2030-02-10`)).status).toBe(400);
    expect((await call('GET', `${base}&start=ge2030-01-08&start=lt2030-02-08`)).status).toBe(200);
  });

  it('unknown ids and paths are 404 OperationOutcomes; unverified doctors are not published', async () => {
    for (const url of ['/fhir/Practitioner/2147483647', '/fhir/Practitioner/99999999999', `/fhir/Practitioner/${world.unverified.doctorId}`, `/fhir/PractitionerRole/${world.unverified.doctorId}`, '/fhir/Location/999', `/fhir/Schedule/${world.unverified.doctorId}-video`, `/fhir/Slot/${world.unverified.doctorId}-video-203001081000`, `/fhir/Slot/${slotOf('08:00')}`, '/fhir/Slot/1-video-203002301000', '/fhir/Observation', '/fhir/Patient/1']) {
      const { status, json } = await call('GET', url);
      expect(status, url).toBe(404);
      expect(json.issue[0].code, url).toBe('not-found');
    }
    const all = await call('GET', '/fhir/Practitioner?_count=100');
    expect(all.json.entry.map((entry: { resource: { id: string } }) => entry.resource.id)).not.toContain(String(world.unverified.doctorId));
  });
});

describe('FHIR HTTP behaviour (issue 39)', () => {
  it('a method a served type does not take is 405 with Allow and an OperationOutcome, in the caller\'s language; nothing changes', async () => {
    const before = await ctx.database.db.select({ n: count() }).from(appointments);
    const cases: Array<[string, string, string]> = [
      ['PUT', '/fhir/Practitioner/1', 'GET'],
      ['DELETE', '/fhir/Practitioner/1', 'GET'],
      ['POST', '/fhir/Practitioner', 'GET'],
      ['PATCH', '/fhir/Location/1', 'GET'],
      ['DELETE', '/fhir/Slot', 'GET'],
      ['PUT', '/fhir/Appointment/1', 'GET, POST, PATCH'],
      ['DELETE', '/fhir/Appointment/1', 'GET, POST, PATCH'],
      ['POST', '/fhir/metadata', 'GET'],
      ['POST', '/fhir/Practitioner/1/$everything', 'GET'],
      ['GET', '/fhir/$export', 'GET'],
    ];
    for (const [method, url, allow] of cases) {
      const response = await ctx.app.inject({ method: method as 'PUT', url, headers: { 'accept-language': 'ar', 'content-type': 'application/fhir+json' }, payload: '{"resourceType":"Practitioner"}' });
      const expected = method === 'GET' ? 404 : 405;
      expect(response.statusCode, `${method} ${url}`).toBe(expected);
      expect(response.headers['content-type'], url).toMatch(FHIR_JSON);
      const body = response.json();
      expect(body.resourceType).toBe('OperationOutcome');
      if (expected === 405) {
        expect(response.headers.allow, url).toBe(allow);
        expect(body.issue[0].code).toBe('not-supported');
        expect(body.issue[0].diagnostics ?? body.issue[0].details?.text).toMatch(/[\u0600-\u06FF]/);
      }
    }
    // A method the type takes, on a path that does not exist, stays 404; an unserved type is 404.
    for (const url of ['/fhir/Practitioner/1/extra', '/fhir/Patient', '/fhir/$bulk-publish/Unknown.ndjson']) expect((await call('GET', url)).status, url).toBe(404);
    expect((await ctx.database.db.select({ n: count() }).from(appointments))[0]).toEqual(before[0]);
  });

  it('401 answers name the Bearer scheme (RFC 6750), on /fhir and /api; a token that does not work is invalid_token', async () => {
    for (const url of ['/fhir/Appointment', '/api/my-profile']) {
      const none = await ctx.app.inject({ method: 'GET', url });
      expect(none.statusCode, url).toBe(401);
      expect(none.headers['www-authenticate'], url).toBe('Bearer realm="MedBook"');
      const forged = await ctx.app.inject({ method: 'GET', url, headers: { authorization: 'Bearer not-a-real-token' } });
      expect(forged.statusCode, url).toBe(401);
      expect(forged.headers['www-authenticate'], url).toBe('Bearer realm="MedBook", error="invalid_token"');
    }
    // Signed in, no challenge.
    const own = await ctx.app.inject({ method: 'GET', url: '/fhir/Appointment', headers: sara.headers });
    expect(own.statusCode).toBe(200);
    expect(own.headers['www-authenticate']).toBeUndefined();
  });
});

describe('FHIR Appointment: who may book, hostile bodies', () => {
  it('a visitor gets 401, a doctor 403, and nothing is booked', async () => {
    expect((await call('POST', '/fhir/Appointment', {}, appointmentBody(slotOf('09:00')))).status).toBe(401);
    expect((await call('POST', '/fhir/Appointment', doctorHeaders, appointmentBody(slotOf('09:00')))).status).toBe(403);
    expect((await call('GET', '/fhir/Appointment', doctorHeaders)).status).toBe(403);
    expect((await call('GET', '/fhir/Appointment')).status).toBe(401);
    expect(await bookingCount()).toBe(0);
  });

  it.each([
    ['malformed JSON', () => '{"resourceType":'],
    ['another resource', () => JSON.stringify({ resourceType: 'Patient' })],
    ['two slots', () => appointmentBody(slotOf('09:00'), { slot: [{ reference: `Slot/${slotOf('09:00')}` }, { reference: `Slot/${slotOf('09:30')}` }] })],
    ['no slot', () => appointmentBody(slotOf('09:00'), { slot: [] })],
    ['a slot of another type', () => appointmentBody(slotOf('09:00'), { slot: [{ reference: 'Schedule/1-video' }] })],
    ['a garbage slot id', () => appointmentBody('<script>alert(1)</script>')],
    ['a script as the name', () => appointmentBody(slotOf('09:00'), { contained: [{ resourceType: 'Patient', name: [{ text: '<script>alert(1)</script>' }], telecom: [{ system: 'email', value: 'sara@patient.test' }, { system: 'phone', value: '501234567' }] }] })],
    ['no reason for the visit', () => appointmentBody(slotOf('09:00'), { description: '' })],
    ['an oversized description', () => appointmentBody(slotOf('09:00'), { description: 'x'.repeat(5000) })],
  ])('%s → 400, nothing booked', async (_label, body) => {
    const { status, json } = await call('POST', '/fhir/Appointment', sara.headers, body());
    expect(status).toBe(400);
    expect(json.resourceType).toBe('OperationOutcome');
    expect(await bookingCount()).toBe(0);
  });

  it('a time availability does not offer is a 404 (nothing booked)', async () => {
    const { status } = await call('POST', '/fhir/Appointment', sara.headers, appointmentBody(slotOf('08:00')));
    expect(status).toBe(404);
    expect(await bookingCount()).toBe(0);
  });

  it('an oversized body is refused', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/fhir/Appointment', headers: { ...sara.headers, 'content-type': 'application/fhir+json' }, payload: appointmentBody(slotOf('09:00'), { note: 'x'.repeat(2 * 1024 * 1024) }) });
    expect(response.statusCode).toBe(413);
    expect(response.json().resourceType).toBe('OperationOutcome');
    expect(await bookingCount()).toBe(0);
  });
});

describe('FHIR Appointment: race safety and limits (the add-appointment service)', () => {
  it('five patients racing for one slot: one 201, four 409 conflicts', async () => {
    const racers = await Promise.all([1, 2, 3, 4, 5].map((n) => patient(ctx.app, `racer${n}@patient.test`)));
    const before = await bookingCount();
    const answers = await Promise.all(racers.map((racer) => call('POST', '/fhir/Appointment', racer.headers, appointmentBody(slotOf('11:00')))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await bookingCount()).toBe(before + 1);
  });

  it('past 3 upcoming bookings with one doctor: 422 business-rule, nothing more booked', async () => {
    const lina = await patient(ctx.app, 'lina@patient.test');
    for (const time of ['14:00', '14:30', '15:00']) expect((await call('POST', '/fhir/Appointment', lina.headers, appointmentBody(slotOf(time)))).status).toBe(201);
    const before = await bookingCount();
    const fourth = await call('POST', '/fhir/Appointment', lina.headers, appointmentBody(slotOf('15:30')));
    expect(fourth.status).toBe(422);
    expect(fourth.json.issue[0].code).toBe('business-rule');
    expect(await bookingCount()).toBe(before);
  });
});

describe('FHIR $cancel: the app cancel rules', () => {
  it('cancels one own booking with a reason; others get 401/403/404; inside the notice window 409', async () => {
    const booked = await call('POST', '/fhir/Appointment', sara.headers, appointmentBody(slotOf('10:00')));
    expect(booked.status).toBe(201);
    const id = booked.json.id as string;
    const parameters = JSON.stringify({ resourceType: 'Parameters', parameter: [{ name: 'reason', valueString: 'Travelling' }] });
    expect((await call('POST', `/fhir/Appointment/${id}/$cancel`, {}, parameters)).status).toBe(401);
    expect((await call('POST', `/fhir/Appointment/${id}/$cancel`, doctorHeaders, parameters)).status).toBe(403);
    expect((await call('POST', `/fhir/Appointment/${id}/$cancel`, omar.headers, parameters)).status).toBe(404);
    expect((await call('PATCH', `/fhir/Appointment/${id}`, sara.headers, JSON.stringify([{ op: 'replace', path: '/status', value: 'booked' }]), 'application/json-patch+json')).status).toBe(400);

    // One hour before the start: inside the 2-hour notice window.
    setClock(() => Date.parse(booked.json.start as string) - 3_600_000);
    const late = await call('POST', `/fhir/Appointment/${id}/$cancel`, sara.headers, parameters);
    expect(late.status).toBe(409);
    expect(late.json.issue[0].code).toBe('conflict');
    setClock(() => NOW);

    const done = await call('POST', `/fhir/Appointment/${id}/$cancel`, sara.headers, parameters);
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({ status: 'cancelled', cancelationReason: { text: 'Travelling' } });
    // A cancel through FHIR sends the patient the same receipt and calendar cancellation as the app (issue 42).
    const receipts = (await ctx.database.db.select().from(outboxMessages)).filter((row) => row.to === sara.email && row.subject.startsWith('Cancelled: your appointment'));
    expect(receipts).toHaveLength(1);
    expect((receipts[0]!.attachments as { content: string }[])[0]!.content).toContain(`UID:appointment-${id}@medbook`);
  });
});
