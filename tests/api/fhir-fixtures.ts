/**
 * The FHIR tests' world (not a test file): the booking tests' doctors (booking-fixtures.ts), the
 * Dubai one a cardiologist, the clock on Monday 2030-01-07 10:00 in Dubai.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../server/db/client.ts';
import { specialities } from '../../server/db/schema/catalog.ts';
import { clinics, doctors } from '../../server/db/schema/doctors.ts';
import { afterAll, beforeAll } from 'vitest';
import { resetClock, setClock } from '../../server/services/common/clock.ts';
import { createTestApp, type TestApp, type TestAppOptions } from '../helpers/test-app.ts';
import { buildWorld, NOW, type World } from './booking-fixtures.ts';

export { NOW, MONDAY, TUESDAY, WEDNESDAY, patient } from './booking-fixtures.ts';

export const FHIR_JSON = /^application\/fhir\+json/;

export async function buildFhirWorld(database: Database): Promise<World> {
  const world = await buildWorld(database);
  const [cardiology] = await database.db.insert(specialities).values({ slug: 'cardiology', speciality: 'Cardiology' }).returning({ id: specialities.id });
  const [dermatology] = await database.db.insert(specialities).values({ slug: 'dermatology', speciality: 'Dermatology' }).returning({ id: specialities.id });
  await database.db.update(doctors).set({ specialityId: cardiology!.id }).where(eq(doctors.id, world.dubai.doctorId));
  await database.db.update(doctors).set({ specialityId: cardiology!.id }).where(eq(doctors.id, world.kolkata.doctorId));
  await database.db.update(doctors).set({ specialityId: dermatology!.id }).where(eq(doctors.id, world.other.doctorId));
  await database.db.update(clinics).set({ latitude: 25.2048, longitude: 55.2708, state: 'Dubai', country: 'AE', postalCode: '00000' }).where(eq(clinics.id, world.dubai.clinicId));
  return world;
}

/**
 * Books `slotId` through `POST /fhir/Appointment` as a signed-in patient (`headers`), the patient named
 * Sara Ali in a contained Patient with `email`: the feed and version tests' way of changing a Slot.
 */
export function bookThroughFhir(
  app: { inject: (options: { method: 'POST'; url: string; headers: Record<string, string>; payload: string }) => Promise<{ statusCode: number; json: () => { id: string } }> },
  headers: Record<string, string>,
  slotId: string,
  email: string,
  description: string,
) {
  return app.inject({
    method: 'POST',
    url: '/fhir/Appointment',
    headers: { ...headers, 'content-type': 'application/fhir+json' },
    payload: JSON.stringify({
      resourceType: 'Appointment',
      slot: [{ reference: `Slot/${slotId}` }],
      description,
      contained: [{ resourceType: 'Patient', name: [{ text: 'Sara Ali' }], telecom: [{ system: 'email', value: email }, { system: 'phone', value: '501234567' }] }],
    }),
  });
}

/**
 * A FHIR test file's app: before its tests the clock stands at NOW and the FHIR world is built
 * (`ready` receives both); after them the clock is reset and the app closed.
 */
export function withFhirWorld(ready: (ctx: TestApp, world: World) => void | Promise<void>, options?: TestAppOptions): void {
  let ctx: TestApp | undefined;
  beforeAll(async () => {
    setClock(() => NOW);
    ctx = await createTestApp(options);
    await ready(ctx, await buildFhirWorld(ctx.database));
  });
  afterAll(async () => {
    resetClock();
    await ctx?.close();
  });
}
