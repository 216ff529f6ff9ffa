/**
 * The SMART bulk feed's store (issue 40): each whole file is made once per change (the catalog
 * version, its doctors' versions) and per 60 s window, and the manifest's transactionTime is the
 * window's start, the instant its Slot files start from.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments } from '../../server/db/schema/appointments.ts';
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

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('files made once per change and window (issue 40)', () => {
  const path = (url: string) => new URL(url).pathname + new URL(url).search;

  it('builds each file once while nothing changes; a booking rebuilds only the Slot file', async () => {
    const manifest = (await get('/fhir/$bulk-publish')).json() as { output: Array<{ type: string; url: string }> };
    const urls = manifest.output.map((item) => path(item.url));
    for (const url of urls) expect((await get(url)).statusCode, url).toBe(200);
    const builds = ctx.app.bulkFeed.builds;
    const etags = new Map<string, string>();
    for (const url of urls) etags.set(url, (await get(url)).headers.etag as string);
    expect(ctx.app.bulkFeed.builds).toBe(builds);

    const sara = await patient(ctx.app, 'once@patient.test');
    const slotUrl = urls.find((url) => url.includes('Slot.ndjson'))!;
    const parse = (body: string) => body.split('\n').filter(Boolean).map((line) => JSON.parse(line) as { id: string; status: string; start: string });
    // A free clinic Slot of the Dubai doctor two days or more ahead.
    const slotId = parse((await get(slotUrl)).body).find(
      (item) => item.status === 'free' && item.id.startsWith(`${world.dubai.doctorId}-clinic-`) && Date.parse(item.start) > NOW + 2 * 86_400_000,
    )!.id;
    const booked = await bookThroughFhir(ctx.app, sara.headers, slotId, 'once@patient.test', 'Checking the feed store');
    expect(booked.statusCode).toBe(201);
    const after = await get(slotUrl);
    expect(after.headers.etag).not.toBe(etags.get(slotUrl));
    expect(parse(after.body).find((item) => item.id === slotId)).toMatchObject({ status: 'busy' });
    // The booking also saved the patient's details (a users row: the catalog version), so every file was made
    // again, but a Location or Schedule it does not move keeps its validator.
    for (const url of urls.filter((url) => !url.includes('Slot.ndjson'))) expect((await get(url)).headers.etag, url).toBe(etags.get(url));

    // A change to the doctor's bookings alone (the `doctor:<id>` version) makes only the Slot file again.
    const made = ctx.app.bulkFeed.builds;
    await ctx.database.db.update(appointments).set({ bookingStatus: 'cancelled' }).where(eq(appointments.id, Number(booked.json().id)));
    for (const url of urls) await get(url);
    expect(ctx.app.bulkFeed.builds).toBe(made + 1);
    expect(parse((await get(slotUrl)).body).find((item) => item.id === slotId)).toMatchObject({ status: 'free' });
  });

  it('dates the manifest at the start of its window, the instant its Slot files start from', async () => {
    try {
      setClock(() => NOW + 90_000);
      const manifest = (await get('/fhir/$bulk-publish')).json() as { transactionTime: string; output: Array<{ type: string; url: string }> };
      expect(manifest.transactionTime).toBe(new Date(NOW + 60_000).toISOString());
      const slotUrl = path(manifest.output.find((item) => item.type === 'Slot')!.url);
      const first = await get(slotUrl);
      const builds = ctx.app.bulkFeed.builds;
      // Later in the same window: the same file, not made again.
      setClock(() => NOW + 119_000);
      expect((await get(slotUrl)).headers.etag).toBe(first.headers.etag);
      expect(ctx.app.bulkFeed.builds).toBe(builds);
      expect(((await get('/fhir/$bulk-publish')).json() as { transactionTime: string }).transactionTime).toBe(manifest.transactionTime);
      // The next window makes it again, from the new instant.
      setClock(() => NOW + 120_000);
      const next = await get(slotUrl);
      expect(ctx.app.bulkFeed.builds).toBe(builds + 1);
      expect(Date.parse(next.headers['last-modified'] as string)).toBe(NOW + 120_000);
      const starts = next.body.split('\n').filter(Boolean).map((line) => Date.parse((JSON.parse(line) as { start: string }).start));
      expect(Math.min(...starts)).toBeGreaterThanOrEqual(NOW + 120_000 - 3_600_000);
    } finally {
      setClock(() => NOW);
    }
  });
});
