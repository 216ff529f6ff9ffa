/**
 * Versioning of FHIR reads (issue 39): meta.versionId and meta.lastUpdated, `ETag: W/"<versionId>"`
 * and Last-Modified, 304 to a current copy, and a new version after a change.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { doctors } from '../../server/db/schema/doctors.ts';
import { setClock } from '../../server/services/common/clock.ts';
import type { TestApp } from '../helpers/test-app.ts';
import type { World } from './booking-fixtures.ts';
import { NOW, withFhirWorld, patient, bookThroughFhir } from './fhir-fixtures.ts';

let ctx: TestApp;
let world: World;

withFhirWorld((app, fhirWorld) => {
  ctx = app;
  world = fhirWorld;
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

describe('versioned reads', () => {
  it('carry meta.versionId and lastUpdated, answer ETag and Last-Modified, and 304 a current copy', async () => {
    for (const url of [`/fhir/Practitioner/${world.dubai.doctorId}`, `/fhir/PractitionerRole/${world.dubai.doctorId}`, `/fhir/Location/${world.dubai.clinicId}`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      const meta = response.json().meta as { versionId: string; lastUpdated: string };
      expect(meta.versionId, url).toMatch(/^[A-Za-z0-9\-.]{1,64}$/);
      expect(response.headers.etag, url).toBe(`W/"${meta.versionId}"`);
      expect(Date.parse(response.headers['last-modified'] as string), url).toBe(Math.floor(Date.parse(meta.lastUpdated) / 1000) * 1000);

      const byTag = await get(url, { 'if-none-match': response.headers.etag as string });
      expect(byTag.statusCode, url).toBe(304);
      expect(byTag.body, url).toBe('');
      expect((await get(url, { 'if-modified-since': response.headers['last-modified'] as string })).statusCode, url).toBe(304);
      expect((await get(url, { 'if-none-match': 'W/"1"' })).statusCode, url).toBe(200);
      for (const junk of ['garbage', '<b>x</b>', 'Sat, 01 Jan 99999 00:00:00 GMT']) expect((await get(url, { 'if-modified-since': junk })).statusCode, `${url} ${junk}`).toBe(200);
    }
  });

  it('gives every searched resource a versionId', async () => {
    const bundle = (await get('/fhir/Practitioner')).json() as { entry: Array<{ resource: { meta?: { versionId?: string } } }> };
    expect(bundle.entry.length).toBeGreaterThan(0);
    for (const entry of bundle.entry) expect(entry.resource.meta?.versionId).toMatch(/^\d+$/);
  });

  it('moves the version when the doctor changes', async () => {
    const url = `/fhir/Practitioner/${world.dubai.doctorId}`;
    const before = await get(url);
    // What the profile services do on an edit: the row's updated_at moves with it.
    await ctx.database.db.update(doctors).set({ firstName: 'Renamed', updatedAt: new Date(Date.parse(before.json().meta.lastUpdated) + 5000) }).where(eq(doctors.id, world.dubai.doctorId));
    const after = await get(url, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().meta.versionId).not.toBe(before.json().meta.versionId);
  });

  it('moves the Appointment version when it is cancelled', async () => {
    const sara = await patient(ctx.app, 'versions@patient.test');
    const slotId = `${world.dubai.doctorId}-clinic-${world.dubai.clinicId}-203001091000`;
    const booked = await bookThroughFhir(ctx.app, sara.headers, slotId, 'versions@patient.test', 'Checking versions');
    expect(booked.statusCode).toBe(201);
    const url = `/fhir/Appointment/${booked.json().id}`;
    const first = await get(url, sara.headers);
    expect(first.headers.etag).toBe(`W/"${first.json().meta.versionId}"`);
    expect((await get(url, { ...sara.headers, 'if-none-match': first.headers.etag as string })).statusCode).toBe(304);
    setClock(() => NOW + 60_000);
    const cancelled = await ctx.app.inject({ method: 'POST', url: `${url}/$cancel`, headers: { ...sara.headers, 'content-type': 'application/fhir+json' }, payload: '{"resourceType":"Parameters"}' });
    expect(cancelled.statusCode).toBe(200);
    setClock(() => NOW);
    const second = await get(url, { ...sara.headers, 'if-none-match': first.headers.etag as string });
    expect(second.statusCode).toBe(200);
    expect(second.json().status).toBe('cancelled');
    expect(second.headers.etag).not.toBe(first.headers.etag);
  });
});
