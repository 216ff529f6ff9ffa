import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../server/db/schema/appointments.ts';
import { resetClock, setClock } from '../../server/services/common/clock.ts';
import { t } from '../helpers/messages.ts';
import { bearer, signIn } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { DAY, HOUR, insertBooking } from './account-fixtures.ts';
import { NOW, TUESDAY, bookingPayload, buildWorld, outboxRows, patient, type World } from './booking-fixtures.ts';

let ctx: TestApp;
let world: World;
let nadia: Awaited<ReturnType<typeof patient>>;
let omar: Awaited<ReturnType<typeof patient>>;
let doctorHeaders: Record<string, string>;
let clock = NOW;

beforeAll(async () => {
  setClock(() => clock);
  ctx = await createTestApp();
  world = await buildWorld(ctx.database);
  nadia = await patient(ctx.app, 'nadia@patient.test');
  omar = await patient(ctx.app, 'omar@patient.test');
  doctorHeaders = bearer((await signIn(ctx.app, { email: world.dubai.email, userType: 'doctor' })).token);
});
afterEach(() => {
  clock = NOW;
});
afterAll(async () => {
  resetClock();
  await ctx?.close();
});

const change = (payload: Record<string, unknown>, headers: Record<string, string> = nadia.headers) =>
  ctx.app.inject({ method: 'POST', url: '/api/change-appointment-status', headers, payload });

const cancelPayload = (id: number, overrides: Record<string, unknown> = {}) => ({
  appointment_id: id,
  booking_status: 'cancelled',
  cancel_reason: 'Feeling better',
  cancel_description: 'The headache is gone, thank you.',
  ...overrides,
});

/** The mail carries the .ics that cancels the invitation's event: same UID, METHOD:CANCEL, a higher SEQUENCE. */
function expectCalendarCancel(mail: { attachments: unknown }, id: number) {
  const [ics] = (mail.attachments ?? []) as { contentType: string; content: string }[];
  expect(ics?.contentType).toContain('method=CANCEL');
  expect(ics?.content).toContain('METHOD:CANCEL');
  expect(ics?.content).toContain(`UID:appointment-${id}@medbook`);
  expect(ics?.content).toContain('STATUS:CANCELLED');
  expect(ics?.content).toMatch(/SEQUENCE:[1-9]/);
}

const rowOf = async (id: number) => (await ctx.database.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;

/** Tuesday 10:00 in Dubai: a real slot of the Dubai doctor's online configuration. */
const TUESDAY_10 = new Date(NOW + DAY);

describe('POST /api/change-appointment-status (patient)', () => {
  it('validates: reason and description are required', async () => {
    const id = await insertBooking(ctx.database, { doctorId: world.dubai.doctorId, patientId: nadia.userId, startsAt: new Date(NOW + 2 * DAY) });
    const noReason = await change(cancelPayload(id, { cancel_reason: '' }));
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ success: false, message: t('cancel.reasonRequired'), errors: { cancel_reason: t('cancel.reasonRequired') } });
    const noDescription = await change(cancelPayload(id, { cancel_description: '  ' }));
    expect(noDescription.statusCode).toBe(400);
    expect(noDescription.json()).toMatchObject({ message: t('cancel.descriptionRequired') });
    expect((await rowOf(id)).bookingStatus).toBe('confirmed');
  });

  it('only cancels, and only the caller\'s own booking (404 for others)', async () => {
    const own = await insertBooking(ctx.database, { doctorId: world.dubai.doctorId, patientId: nadia.userId, startsAt: new Date(NOW + 3 * DAY) });
    const others = await insertBooking(ctx.database, { doctorId: world.dubai.doctorId, patientId: omar.userId, startsAt: new Date(NOW + 4 * DAY) });
    expect((await change(cancelPayload(own, { booking_status: 'completed' }))).statusCode).toBe(403);
    const foreign = await change(cancelPayload(others));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(t('account.bookingNotFound'));
    expect((await change(cancelPayload(999_999))).statusCode).toBe(404);
    expect((await change(cancelPayload(own), {})).statusCode).toBe(401);
    expect((await rowOf(others)).bookingStatus).toBe('confirmed');
  });

  it('cancels an upcoming booking, notifies the doctor and frees the slot', async () => {
    const id = await insertBooking(ctx.database, { doctorId: world.dubai.doctorId, patientId: nadia.userId, startsAt: TUESDAY_10 });
    // The slot is held: another patient cannot book it.
    const taken = await ctx.app.inject({
      method: 'POST',
      url: '/api/add-appointment',
      headers: omar.headers,
      payload: bookingPayload({ doctor_id: world.dubai.doctorId, appointment_date: TUESDAY, appointment_time: '10:00' }),
    });
    expect(taken.statusCode).toBe(409);

    const before = (await outboxRows(ctx.database, world.dubai.email)).length;
    const response = await change(cancelPayload(id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: t('cancel.done'),
      data: { appointment: { id, booking_status: 'cancelled', cancel_reason: 'Feeling better', cancelled_by: 'user' }, changed: true },
    });
    const row = await rowOf(id);
    expect(row).toMatchObject({ bookingStatus: 'cancelled', cancelReason: 'Feeling better', cancelDescription: 'The headache is gone, thank you.', cancelledBy: 'user' });
    expect(row.statusChangedAt?.getTime()).toBe(NOW);
    const mails = await outboxRows(ctx.database, world.dubai.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.subject).toMatch(/^Appointment cancelled: Sara Ali/);
    expect(mails.at(-1)!.body).toContain('Feeling better');

    const rebooked = await ctx.app.inject({
      method: 'POST',
      url: '/api/add-appointment',
      headers: omar.headers,
      payload: bookingPayload({ doctor_id: world.dubai.doctorId, appointment_date: TUESDAY, appointment_time: '10:00' }),
    });
    expect(rebooked.statusCode, rebooked.body).toBe(200);

    // Cancelling again answers success and changes nothing (no second notice).
    const again = await change(cancelPayload(id, { cancel_reason: 'Other reason' }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ success: true, message: t('cancel.alreadyCancelled'), data: { changed: false } });
    expect((await rowOf(id)).cancelReason).toBe('Feeling better');
    const cancellations = (await outboxRows(ctx.database, world.dubai.email)).filter((m) => m.subject.startsWith('Appointment cancelled'));
    expect(cancellations).toHaveLength(1);
    // The doctor's calendar and the patient's both lose the event (issue 42): a receipt to the patient too.
    expectCalendarCancel(cancellations[0]!, id);
    const receipts = (await outboxRows(ctx.database, nadia.email)).filter((m) => m.subject.startsWith('Cancelled: your appointment'));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.body).toContain('is cancelled, as you asked');
    expectCalendarCancel(receipts[0]!, id);
  });

  it('replays a retried request with the same Idempotency-Key', async () => {
    const id = await insertBooking(ctx.database, { doctorId: world.dubai.doctorId, patientId: nadia.userId, startsAt: new Date(NOW + 5 * DAY) });
    const headers = { ...nadia.headers, 'idempotency-key': `cancel-${id}` };
    const first = await change(cancelPayload(id), headers);
    const second = await change(cancelPayload(id), headers);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
  });

  it('refuses a booking that has started (test clock)', async () => {
    const id = await insertBooking(ctx.database, { doctorId: world.dubai.doctorId, patientId: nadia.userId, startsAt: new Date(NOW + 2 * HOUR), duration: 60 });
    clock = NOW + 2 * HOUR + 5 * 60_000;
    const response = await change(cancelPayload(id));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, message: t('cancel.started') });
    expect((await rowOf(id)).bookingStatus).toBe('confirmed');
  });

  it('refuses past and closed bookings', async () => {
    const done = await insertBooking(ctx.database, { doctorId: world.dubai.doctorId, patientId: nadia.userId, startsAt: new Date(NOW - 2 * DAY), status: 'completed' });
    const ended = await insertBooking(ctx.database, { doctorId: world.dubai.doctorId, patientId: nadia.userId, startsAt: new Date(NOW - 3 * DAY) });
    expect((await change(cancelPayload(done))).json()).toMatchObject({ success: false, message: t('cancel.notUpcoming') });
    expect((await change(cancelPayload(ended))).statusCode).toBe(409);
  });
});

describe('POST /api/change-appointment-status (doctor)', () => {
  it('only the doctor\'s own bookings (404 for another doctor\'s)', async () => {
    const kolkata = await insertBooking(ctx.database, { doctorId: world.kolkata.doctorId, patientId: nadia.userId, startsAt: new Date(NOW - 2 * DAY), timeZone: 'Asia/Kolkata' });
    expect((await change({ appointment_id: kolkata, booking_status: 'completed' }, doctorHeaders)).statusCode).toBe(404);
  });

  it('marks complete or no show only after the start; completed is final', async () => {
    const future = await insertBooking(ctx.database, { doctorId: world.dubai.doctorId, patientId: nadia.userId, startsAt: new Date(NOW + 6 * DAY) });
    const early = await change({ appointment_id: future, booking_status: 'completed' }, doctorHeaders);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(t('status.notStarted'));

    const past = await insertBooking(ctx.database, { doctorId: world.dubai.doctorId, patientId: nadia.userId, startsAt: new Date(NOW - 5 * DAY) });
    const done = await change({ appointment_id: past, booking_status: 'completed', cancel_reason: '', cancel_description: '' }, doctorHeaders);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ message: t('status.updated'), data: { appointment: { booking_status: 'completed', cancel_reason: null } } });
    expect((await change({ appointment_id: past, booking_status: 'completed' }, doctorHeaders)).json().data.changed).toBe(false);
    const noShow = await change({ appointment_id: past, booking_status: 'no_show' }, doctorHeaders);
    expect(noShow.statusCode).toBe(409);
    expect(noShow.json().message).toBe(t('status.closed'));
    expect((await change({ appointment_id: past, booking_status: 'confirmed' }, doctorHeaders)).statusCode).toBe(400);

    const missed = await insertBooking(ctx.database, { doctorId: world.dubai.doctorId, patientId: nadia.userId, startsAt: new Date(NOW - 6 * DAY) });
    expect((await change({ appointment_id: missed, booking_status: 'No Show' }, doctorHeaders)).json()).toMatchObject({
      data: { appointment: { booking_status: 'no_show' } },
    });
  });

  it('cancels an upcoming booking with a reason and tells the patient at their verified email', async () => {
    const id = await insertBooking(ctx.database, {
      doctorId: world.dubai.doctorId,
      patientId: nadia.userId,
      startsAt: new Date(NOW + 7 * DAY),
      email: 'nadia.booking@patient.test',
      name: 'Nadia Karim',
    });
    expect((await change({ appointment_id: id, booking_status: 'cancelled' }, doctorHeaders)).json()).toMatchObject({ message: t('cancel.reasonRequired') });
    const response = await change({ appointment_id: id, booking_status: 'cancelled', cancel_reason: 'Doctor unavailable' }, doctorHeaders);
    expect(response.statusCode).toBe(200);
    expect(await rowOf(id)).toMatchObject({ bookingStatus: 'cancelled', cancelledBy: 'doctor', cancelReason: 'Doctor unavailable' });
    // The patient's verified account email hears it; the contact email typed on the booking never does.
    expect(await outboxRows(ctx.database, 'nadia.booking@patient.test')).toHaveLength(0);
    const mail = (await outboxRows(ctx.database, 'nadia@patient.test')).find((m) => m.subject.startsWith('Appointment cancelled'));
    expect(mail!.subject).toMatch(/^Appointment cancelled: Dr\. Amira Hassan/);
    expect(mail!.body).toContain('Hello Nadia Karim');
    expectCalendarCancel(mail!, id);
    // A patient cannot touch it any more either.
    expect((await change(cancelPayload(id))).json().data.changed).toBe(false);
  });
});
