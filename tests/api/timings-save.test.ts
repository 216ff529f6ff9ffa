import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appointments } from '../../server/db/schema/appointments.ts';
import { doctors } from '../../server/db/schema/doctors.ts';
import { resetClock, setClock } from '../../server/services/common/clock.ts';
import { t } from '../helpers/messages.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { insertBooking } from './account-fixtures.ts';
import { MONDAY, NOW, patient } from './booking-fixtures.ts';
import { seedCatalog, timingPayload, verifiedDoctor, visitPayload } from './doctor-portal-fixtures.ts';

let ctx: TestApp;
let amira: Awaited<ReturnType<typeof verifiedDoctor>>;

beforeAll(async () => {
  setClock(() => NOW);
  ctx = await createTestApp();
  await seedCatalog(ctx.database);
  amira = await verifiedDoctor(ctx.app, ctx.database, 'amira@timings.test');
});
afterAll(async () => {
  resetClock();
  await ctx?.close();
});

const save = (payload: Record<string, unknown>, headers = amira.headers) =>
  ctx.app.inject({ method: 'POST', url: '/api/doctor/add-timings', headers, payload });

async function expectRefused(payload: Record<string, unknown>, message: string) {
  const response = await save(payload);
  expect(response.statusCode, JSON.stringify(payload)).toBe(400);
  expect(response.json()).toMatchObject({ success: false, message });
}

const emptySlot = [{ day: 'monday', timings: [{ start_time: '', end_time: '' }] }];

describe('save checks of 001 §5, in order', () => {
  it('Virtual: fee, then start time, then end time', async () => {
    let payload = timingPayload({ online_consultation_fee: '', slots: emptySlot });
    await expectRefused(payload, 'Vitual Fee Field Required*');
    payload = { ...payload, online_consultation_fee: '500' };
    await expectRefused(payload, 'Start Time is Required*');
    payload = { ...payload, slots: [{ day: 'monday', timings: [{ start_time: '09:00', end_time: '' }] }] };
    await expectRefused(payload, 'End Time is Required*');
  });

  it('Doctor Visit: clinic name, address (either line), country, state, city, postal code, visit fee, slot duration, start, end', async () => {
    let payload: Record<string, unknown> = visitPayload({
      clinic_name: '', address_one: '', address_two: '', country: '', state: '', city: '', postal_code: '',
      offline_consultation_fee: '', slot_duration: '', slots: emptySlot,
    });
    const steps: [Record<string, unknown>, string][] = [
      [{}, 'Clinic Name Required*'],
      [{ clinic_name: 'Jumeirah Clinic' }, 'Address Required*'],
      [{ address_one: 'Building 64' }, 'Address Required*'],
      [{ address_two: 'Healthcare City' }, 'Country Required*'],
      [{ country: 'United Arab Emirates' }, 'State Field Required*'],
      [{ state: 'Dubai' }, 'City Field Required*'],
      [{ city: 'Dubai' }, 'Postal Code Required*'],
      [{ postal_code: '00000' }, 'Visit Fee Field Required*'],
      [{ offline_consultation_fee: '800' }, 'Slot Duration Required*'],
      [{ slot_duration: '60' }, 'Start Time is Required*'],
      [{ slots: [{ day: 'monday', timings: [{ start_time: '10:00', end_time: '' }] }] }, 'End Time is Required*'],
    ];
    for (const [change, message] of steps) {
      payload = { ...payload, ...change };
      await expectRefused(payload, message);
    }
    // The second line alone missing is the address message too.
    await expectRefused({ ...payload, address_one: 'Building 64', address_two: '' }, 'Address Required*');
  });

  it('fees take digits only; slot durations are 15, 30, 45 or 60; postal codes at most 10 characters', async () => {
    await expectRefused(timingPayload({ online_consultation_fee: '5.00' }), t('timings.feeDigits'));
    await expectRefused(timingPayload({ online_consultation_fee: '-5' }), t('timings.feeDigits'));
    await expectRefused(visitPayload({ offline_consultation_fee: 'Rs 800' }), t('timings.feeDigits'));
    await expectRefused(timingPayload({ slot_duration: '20' }), t('timings.slotDurationInvalid'));
    await expectRefused(visitPayload({ postal_code: '12345678901' }), t('timings.postalCodeTooLong', { max: 10 }));
  });

  it("refuses an end not after the start with its own reason, and overlapping slots of one day with the spec's toast", async () => {
    const overlap = 'Time slots cannot overlap. Please choose a different time.';
    const order = 'Start time must be before end time.';
    await expectRefused(timingPayload({ slots: [{ day: 'monday', timings: [{ start_time: '12:00', end_time: '09:00' }] }] }), order);
    await expectRefused(timingPayload({ slots: [{ day: 'monday', timings: [{ start_time: '09:00', end_time: '09:00' }] }] }), order);
    await expectRefused(
      timingPayload({ slots: [{ day: 'monday', timings: [{ start_time: '09:00', end_time: '12:00' }, { start_time: '19:00', end_time: '12:00' }] }] }),
      order,
    );
    await expectRefused(
      timingPayload({ slots: [{ day: 'monday', timings: [{ start_time: '09:00', end_time: '12:00' }, { start_time: '11:30', end_time: '13:00' }] }] }),
      overlap,
    );
    // A long range holding two short ones: the later one overlaps the long one, not its neighbour.
    await expectRefused(
      timingPayload({
        slots: [{ day: 'friday', timings: [{ start_time: '09:00', end_time: '17:00' }, { start_time: '10:00', end_time: '11:00' }, { start_time: '12:00', end_time: '13:00' }] }],
      }),
      overlap,
    );
    // The same day twice in the list is one day.
    await expectRefused(
      timingPayload({
        slots: [
          { day: 'monday', timings: [{ start_time: '09:00', end_time: '12:00' }] },
          { day: 'Monday', timings: [{ start_time: '10:00', end_time: '11:00' }] },
        ],
      }),
      overlap,
    );
  });
});

describe('create, list, detail, edit, delete', () => {
  let onlineId: number;
  let visitId: number;

  it('creates a Virtual configuration and lists it in the 001 §3 shape', async () => {
    const response = await save(
      timingPayload({
        slots: [
          { day: 'monday', timings: [{ start_time: '14:00', end_time: '16:00' }, { start_time: '09:00', end_time: '12:00' }] },
          { day: 'tuesday', timings: [{ start_time: '09:00', end_time: '10:00' }] },
        ],
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe(t('timings.created'));
    onlineId = response.json().data.id;

    const list = await ctx.app.inject({ method: 'GET', url: `/api/doctor-timings?doctor_id=${amira.doctorId}&type=online`, headers: amira.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ success: true, total: 1, last_page: 1 });
    expect(list.json().data[0]).toMatchObject({
      id: onlineId,
      timing_type: 'online',
      online_fee: 500,
      offline_fee: null,
      slot_duration: 30,
      clinic: null,
      created_at: new Date(NOW).toISOString(),
      timings: [
        {
          day: 'monday',
          slots: [
            { start_time: '09:00', end_time: '12:00', slot_type: ['online'] },
            { start_time: '14:00', end_time: '16:00', slot_type: ['online'] },
          ],
        },
        { day: 'tuesday', slots: [{ start_time: '09:00', end_time: '10:00', slot_type: ['online'] }] },
      ],
    });
  });

  it('creates a Doctor Visit with its clinic (coordinates and zone from the gazetteer) and refreshes the listing columns', async () => {
    const response = await save(visitPayload({ country: 'AE' }));
    expect(response.statusCode, response.body).toBe(201);
    visitId = response.json().data.id;
    expect(response.json().data).toMatchObject({
      timing_type: 'offline',
      offline_fee: 800,
      slot_duration: 60,
      clinic: {
        clinic_name: 'Jumeirah Clinic',
        address_one: 'Building 64, Al Razi',
        city: 'Dubai',
        country: 'United Arab Emirates',
        postal_code: '00000',
        latitude: 25.0772,
        longitude: 55.3093,
        time_zone: 'Asia/Dubai',
      },
      timings: [{ day: 'wednesday', slots: [{ start_time: '10:00', end_time: '13:00', slot_type: ['offline'] }] }],
    });
    const [row] = await ctx.database.db.select().from(doctors).where(eq(doctors.id, amira.doctorId));
    expect(row).toMatchObject({ minOnlineFee: 500, minOfflineFee: 800, onlineDays: 0b11, offlineDays: 0b100 });

    const offline = await ctx.app.inject({ method: 'GET', url: `/api/doctor-timings?doctor_id=${amira.doctorId}&type=offline`, headers: amira.headers });
    expect(offline.json().data.map((item: { id: number }) => item.id)).toEqual([visitId]);
    const all = await ctx.app.inject({ method: 'GET', url: `/api/doctor-timings?doctor_id=${amira.doctorId}`, headers: amira.headers });
    expect(all.json().total).toBe(2);
  });

  it('refuses (server only) a configuration overlapping another of the same type on the same day', async () => {
    const response = await save(timingPayload({ online_consultation_fee: '300', slots: [{ day: 'monday', timings: [{ start_time: '11:00', end_time: '13:00' }] }] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      t('timings.overlapOther', { type: 'virtual consultation', day: 'Monday', start: '09:00', end: '12:00' }),
    );
    // Back to back is fine, and so is another day or the other type.
    const adjacent = await save(timingPayload({ online_consultation_fee: '300', slots: [{ day: 'monday', timings: [{ start_time: '12:00', end_time: '13:00' }] }] }));
    expect(adjacent.statusCode, adjacent.body).toBe(201);
    const visit = await save(visitPayload({ slots: [{ day: 'monday', timings: [{ start_time: '09:00', end_time: '12:00' }] }] }));
    expect(visit.statusCode, visit.body).toBe(201);
    const [row] = await ctx.database.db.select().from(doctors).where(eq(doctors.id, amira.doctorId));
    expect(row!.minOnlineFee).toBe(300);
    await ctx.app.inject({ method: 'POST', url: '/api/doctor/delete-timing', headers: amira.headers, payload: { timing_id: adjacent.json().data.id } });
    await ctx.app.inject({ method: 'POST', url: '/api/doctor/delete-timing', headers: amira.headers, payload: { timing_id: visit.json().data.id } });
  });

  it('reuses the clinic of the same name and address instead of adding another', async () => {
    const list = await ctx.app.inject({ method: 'GET', url: `/api/doctor-timings?doctor_id=${amira.doctorId}&type=offline`, headers: amira.headers });
    const clinicIds = new Set(list.json().data.map((item: { clinic: { id: number } }) => item.clinic.id));
    expect(clinicIds.size).toBe(1);
  });

  it('edits in place: a Doctor Visit edit asks for the virtual fee before the visit fee', async () => {
    await expectRefused(visitPayload({ timing_id: visitId, offline_consultation_fee: '' }), 'Vitual Fee Field Required*');
    await expectRefused(visitPayload({ timing_id: visitId, online_consultation_fee: '400', offline_consultation_fee: '' }), 'Visit Fee Field Required*');
    const response = await save(
      visitPayload({ timing_id: visitId, online_consultation_fee: '400', offline_consultation_fee: '900', postal_code: '11111', slot_duration: '45' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: t('timings.updated'), data: { id: visitId, offline_fee: 900, online_fee: 400, slot_duration: 45 } });
    expect(response.json().data.clinic.postal_code).toBe('11111');
    // An edit may overlap its own old ranges.
    const own = await save(timingPayload({ timing_id: onlineId, slots: [{ day: 'monday', timings: [{ start_time: '08:00', end_time: '12:30' }] }] }));
    expect(own.statusCode, own.body).toBe(200);
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/doctor/timing-detail?timing_id=${onlineId}`, headers: amira.headers });
    expect(detail.json().data.timings).toEqual([{ day: 'monday', slots: [{ start_time: '08:00', end_time: '12:30', slot_type: ['online'] }] }]);
    const [row] = await ctx.database.db.select().from(doctors).where(eq(doctors.id, amira.doctorId));
    expect(row).toMatchObject({ minOfflineFee: 900, onlineDays: 0b1 });
  });

  it('an edit of an unknown or deleted configuration is 404', async () => {
    const response = await save(timingPayload({ timing_id: 999999 }));
    expect(response.statusCode).toBe(404);
  });

  it('soft-deletes: the configuration leaves the list and its slots stop being offered', async () => {
    const before = await ctx.app.inject({ method: 'POST', url: '/api/doctor-availability', payload: { doctor_id: amira.doctorId, type: 'online', date: MONDAY } });
    expect(before.json().data.online_timeslots.length).toBeGreaterThan(0);
    const deleted = await ctx.app.inject({ method: 'POST', url: '/api/doctor/delete-timing', headers: amira.headers, payload: { timing_id: onlineId } });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(t('timings.deleted'));
    const after = await ctx.app.inject({ method: 'POST', url: '/api/doctor-availability', payload: { doctor_id: amira.doctorId, type: 'online', date: MONDAY } });
    expect(after.json().data.online_timeslots).toEqual([]);
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/doctor/timing-detail?timing_id=${onlineId}`, headers: amira.headers });
    expect(detail.statusCode).toBe(404);
    const again = await ctx.app.inject({ method: 'POST', url: '/api/doctor/delete-timing', headers: amira.headers, payload: { timing_id: onlineId } });
    expect(again.statusCode).toBe(404);
    const [row] = await ctx.database.db.select().from(doctors).where(eq(doctors.id, amira.doctorId));
    expect(row).toMatchObject({ minOnlineFee: null, onlineDays: 0 });
  });
});

describe('bookings outlive configuration changes', () => {
  it('editing away a booked day or deleting the configuration keeps the booking', async () => {
    const created = await save(timingPayload({ slots: [{ day: 'thursday', timings: [{ start_time: '09:00', end_time: '11:00' }] }] }));
    expect(created.statusCode, created.body).toBe(201);
    const configId = created.json().data.id as number;
    const sara = await patient(ctx.app, 'sara@timings.test');
    // Thursday 2030-01-10 09:00 in Dubai.
    const bookingId = await insertBooking(ctx.database, { doctorId: amira.doctorId, patientId: sara.userId, startsAt: new Date('2030-01-10T05:00:00Z') });
    await ctx.database.db.update(appointments).set({ configId }).where(eq(appointments.id, bookingId));

    const offered = async (date: string) => {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/doctor-availability', payload: { doctor_id: amira.doctorId, type: 'online', date } });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data.online_timeslots as unknown[]).length;
    };
    // Thursday 2030-01-10 offers the configured morning (its 09:00 is booked), Friday nothing yet.
    expect(await offered('2030-01-10')).toBeGreaterThan(0);
    expect(await offered('2030-01-11')).toBe(0);

    const edited = await save(timingPayload({ timing_id: configId, slots: [{ day: 'friday', timings: [{ start_time: '09:00', end_time: '11:00' }] }] }));
    expect(edited.statusCode, edited.body).toBe(200);
    // The slots the edit removed stop being offered; the new ones are.
    expect(await offered('2030-01-10')).toBe(0);
    expect(await offered('2030-01-11')).toBeGreaterThan(0);
    const [kept] = await ctx.database.db.select().from(appointments).where(eq(appointments.id, bookingId));
    expect(kept).toMatchObject({ bookingStatus: 'confirmed', configId });
    const deleted = await ctx.app.inject({ method: 'POST', url: '/api/doctor/delete-timing', headers: amira.headers, payload: { timing_id: configId } });
    expect(deleted.statusCode).toBe(200);
    const [booking] = await ctx.database.db.select().from(appointments).where(eq(appointments.id, bookingId));
    expect(booking).toMatchObject({ bookingStatus: 'confirmed', configId });
  });
});
