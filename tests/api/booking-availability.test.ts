import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../server/db/schema/appointments.ts';
import { resetClock, setClock } from '../../server/services/common/clock.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { MONDAY, NOW, SATURDAY, TUESDAY, WEDNESDAY, buildWorld, patient, type World } from './booking-fixtures.ts';

let ctx: TestApp;
let world: World;
let patientId: number;

beforeAll(async () => {
  setClock(() => NOW);
  ctx = await createTestApp();
  world = await buildWorld(ctx.database);
  patientId = (await patient(ctx.app, 'availability-patient@booking.test')).userId;
});
afterAll(async () => {
  resetClock();
  await ctx?.close();
});

const availability = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/doctor-availability', payload });

const times = (slots: Array<{ time: string }>) => slots.map((slot) => slot.time);

async function insertBooking(doctorId: number, startsAt: string, minutes: number, status: 'confirmed' | 'cancelled' = 'confirmed') {
  const start = new Date(startsAt);
  await ctx.database.db.insert(appointments).values({
    doctorId,
    patientId,
    appointmentType: 'online',
    appointmentDate: '2030-01-01',
    appointmentTime: '00:00',
    duration: minutes,
    timeZone: 'UTC',
    startsAt: start,
    endsAt: new Date(start.getTime() + minutes * 60_000),
    bookingStatus: status,
    name: 'Fixture',
    email: 'fixture@booking.test',
    phone: '501234567',
    description: 'fixture booking',
    consultationFees: 0,
  });
}

describe('POST /api/doctor-availability', () => {
  it('lists today\'s online slots in the doctor\'s zone without the started ones (30 min, two ranges)', async () => {
    const response = await availability({ doctor_id: world.dubai.doctorId, date: MONDAY, type: 'online' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    const { data } = response.json();
    // 10:00 in Dubai now: 09:00-10:00 have started; 16:30 would end after 16:45.
    expect(times(data.online_timeslots)).toEqual(['10:30', '11:00', '11:30', '14:00', '14:30', '15:00', '15:30', '16:00']);
    expect(data.online_timeslots[0]).toEqual({ time: '10:30', label: '10:30 AM', isDisabled: false });
    expect(data.online_timeslots[3].label).toBe('2:00 PM');
    expect(data.offline_timeslots).toEqual([]);
    expect(data).toMatchObject({ online_fee: 500, offline_fee: 800, duration: 30, time_zone: 'Asia/Dubai', date: MONDAY });
    expect(data.days).toEqual([
      { day: 'Mon', date: '2030-01-07', status: true },
      { day: 'Tue', date: '2030-01-08', status: true },
      { day: 'Wed', date: '2030-01-09', status: true },
      { day: 'Thu', date: '2030-01-10', status: true },
      { day: 'Fri', date: '2030-01-11', status: true },
      { day: 'Sat', date: '2030-01-12', status: false },
      { day: 'Sun', date: '2030-01-13', status: false },
    ]);
    expect(data.clinics).toEqual([{ id: world.dubai.clinicId, clinic_name: 'Jumeirah Clinic', price: 800 }]);
  });

  it('lists a later day in full', async () => {
    const { data } = (await availability({ doctor_id: world.dubai.doctorId, date: TUESDAY, type: 'online' })).json();
    expect(data.online_timeslots).toHaveLength(11);
  });

  it('defaults the date to today in the clinic zone', async () => {
    const { data } = (await availability({ doctor_id: world.kolkata.doctorId, type: 'online' })).json();
    expect(data.date).toBe(MONDAY);
    expect(data.time_zone).toBe('Asia/Kolkata');
  });

  it('lists visit slots for a clinic (60 min) and never a deleted configuration', async () => {
    const { data } = (
      await availability({ doctor_id: world.dubai.doctorId, date: WEDNESDAY, type: 'offline', clinic_id: world.dubai.clinicId })
    ).json();
    expect(times(data.offline_timeslots)).toEqual(['10:00', '11:00', '12:00']);
    expect(data).toMatchObject({ offline_fee: 800, duration: 60, clinic_id: world.dubai.clinicId, time_zone: 'Asia/Dubai' });
    expect(data.days.map((d: { status: boolean }) => d.status)).toEqual([true, false, true, false, false, false, false]);
    const saturday = (
      await availability({ doctor_id: world.dubai.doctorId, date: SATURDAY, type: 'offline', clinic_id: world.dubai.clinicId })
    ).json().data;
    expect(saturday.offline_timeslots).toEqual([]);
  });

  it('uses the only clinic when none is chosen', async () => {
    const { data } = (await availability({ doctor_id: world.dubai.doctorId, date: WEDNESDAY, type: 'offline', clinic_id: '' })).json();
    expect(data.clinic_id).toBe(world.dubai.clinicId);
    expect(data.offline_timeslots).toHaveLength(3);
  });

  it('answers 15 and 45 minute grids in the Kolkata zone', async () => {
    const online = (await availability({ doctor_id: world.kolkata.doctorId, date: TUESDAY, type: 'online' })).json().data;
    expect(times(online.online_timeslots)).toEqual(['09:00', '09:15', '09:30', '09:45']);
    expect(online.duration).toBe(15);
    const visit = (
      await availability({ doctor_id: world.kolkata.doctorId, date: TUESDAY, type: 'offline', clinic_id: world.kolkata.clinicId })
    ).json().data;
    expect(times(visit.offline_timeslots)).toEqual(['09:00', '09:45', '10:30', '11:15']);
    expect(visit).toMatchObject({ duration: 45, offline_fee: 600, time_zone: 'Asia/Kolkata' });
  });

  it('closes today in Kolkata once every slot there has started (11:30 IST), though it is 10:00 in Dubai', async () => {
    const { data } = (await availability({ doctor_id: world.kolkata.doctorId, date: MONDAY, type: 'online' })).json();
    expect(data.online_timeslots).toEqual([]);
    expect(data.days[0]).toEqual({ day: 'Mon', date: MONDAY, status: false });
    expect(data.days[1].status).toBe(true);
  });

  it('gives nothing for a weekday that is not configured or a past date', async () => {
    const saturday = (await availability({ doctor_id: world.dubai.doctorId, date: SATURDAY, type: 'online' })).json().data;
    expect(saturday.online_timeslots).toEqual([]);
    const past = (await availability({ doctor_id: world.dubai.doctorId, date: '2030-01-03', type: 'online' })).json().data;
    expect(past.online_timeslots).toEqual([]);
    // Beyond the 90-day booking horizon nothing is offered either (add-appointment would refuse it).
    const far = (await availability({ doctor_id: world.dubai.doctorId, date: '2030-12-30', type: 'online' })).json().data;
    expect(far.online_timeslots).toEqual([]);
  });

  it('disables slots overlapping confirmed bookings of any type, not cancelled ones', async () => {
    // Dubai Thursday 11:00-11:30 (07:00Z) confirmed; 14:00 (10:00Z) cancelled.
    await insertBooking(world.dubai.doctorId, '2030-01-10T07:00:00Z', 30);
    await insertBooking(world.dubai.doctorId, '2030-01-10T10:00:00Z', 30, 'cancelled');
    const { data } = (await availability({ doctor_id: world.dubai.doctorId, date: '2030-01-10', type: 'online' })).json();
    expect(data.online_timeslots.filter((s: { isDisabled: boolean }) => s.isDisabled).map((s: { time: string }) => s.time)).toEqual(['11:00']);
    // A 15-minute online booking at 09:15 IST (03:45Z) Tuesday blocks the 45-minute visit slot at 09:00.
    await insertBooking(world.kolkata.doctorId, '2030-01-08T03:45:00Z', 15);
    const visit = (
      await availability({ doctor_id: world.kolkata.doctorId, date: TUESDAY, type: 'offline', clinic_id: world.kolkata.clinicId })
    ).json().data;
    expect(visit.offline_timeslots[0]).toEqual({ time: '09:00', label: '9:00 AM', isDisabled: true });
    expect(visit.offline_timeslots[1].isDisabled).toBe(false);
  });

  it('disables a booked slot on an asked date past the 7-day strip, in the doctor\'s zone (the window read with the doctor)', async () => {
    // Thursday 2030-01-31 is 24 days ahead: 11:00 Dubai (07:00Z) booked; the day before and after unaffected.
    await insertBooking(world.dubai.doctorId, '2030-01-31T07:00:00Z', 30);
    const { data } = (await availability({ doctor_id: world.dubai.doctorId, date: '2030-01-31', type: 'online' })).json();
    expect(data.online_timeslots.filter((s: { isDisabled: boolean }) => s.isDisabled).map((s: { time: string }) => s.time)).toEqual(['11:00']);
    const kolkata = (await availability({ doctor_id: world.kolkata.doctorId, date: '2030-01-31', type: 'online' })).json().data;
    expect(kolkata.online_timeslots.some((s: { isDisabled: boolean }) => s.isDisabled)).toBe(false);
  });

  it('shows the strip page holding an asked date past the first week, and pages by days_from (issue 39)', async () => {
    // A deep link to Wednesday 2030-01-16, day 9: the second page (Mon 14 – Sun 20), a way back and on.
    const { data } = (await availability({ doctor_id: world.dubai.doctorId, date: '2030-01-16', type: 'online' })).json();
    expect(data.days.map((d: { date: string }) => d.date)).toEqual([
      '2030-01-14', '2030-01-15', '2030-01-16', '2030-01-17', '2030-01-18', '2030-01-19', '2030-01-20',
    ]);
    expect(data.days.map((d: { status: boolean }) => d.status)).toEqual([true, true, true, true, true, false, false]);
    expect(data).toMatchObject({ date: '2030-01-16', days_previous: MONDAY, days_next: '2030-01-21' });
    expect(data.online_timeslots).toHaveLength(11);

    // Paging without a date: today's slots, the asked page's days; a page id is aligned to today's pages.
    const later = (await availability({ doctor_id: world.dubai.doctorId, type: 'online', days_from: '2030-01-30' })).json().data;
    expect(later.days[0].date).toBe('2030-01-28');
    expect(later).toMatchObject({ date: MONDAY, days_previous: '2030-01-21', days_next: '2030-02-04' });
    // Thursday 31's only booked slot (the test above) leaves it open; a fully booked later day would close.
    expect(later.days[3]).toEqual({ day: 'Thu', date: '2030-01-31', status: true });

    const first = (await availability({ doctor_id: world.dubai.doctorId, date: TUESDAY, type: 'online' })).json().data;
    expect(first).toMatchObject({ days_previous: null, days_next: '2030-01-14' });
    expect(first.days[0].date).toBe(MONDAY);
  });

  it('closes a booked-out day on a later strip page (the bookings read cover the page shown)', async () => {
    // Kolkata clinic Tuesday 2030-01-22 (day 15, third page): every 45-minute slot booked.
    for (const start of ['2030-01-22T03:30:00Z', '2030-01-22T04:15:00Z', '2030-01-22T05:00:00Z', '2030-01-22T05:45:00Z']) {
      await insertBooking(world.kolkata.doctorId, start, 45);
    }
    const { data } = (
      await availability({ doctor_id: world.kolkata.doctorId, type: 'offline', clinic_id: world.kolkata.clinicId, days_from: '2030-01-21' })
    ).json();
    expect(data.days[1]).toEqual({ day: 'Tue', date: '2030-01-22', status: false });
    expect(data.days[0].date).toBe('2030-01-21');
  });

  it('closes a day whose slots are all booked', async () => {
    // Kolkata clinic Tuesday: book the three remaining 45-minute slots.
    for (const start of ['2030-01-08T04:15:00Z', '2030-01-08T05:00:00Z', '2030-01-08T05:45:00Z']) {
      await insertBooking(world.kolkata.doctorId, start, 45);
    }
    const { data } = (
      await availability({ doctor_id: world.kolkata.doctorId, date: TUESDAY, type: 'offline', clinic_id: world.kolkata.clinicId })
    ).json();
    expect(data.offline_timeslots.every((s: { isDisabled: boolean }) => s.isDisabled)).toBe(true);
    expect(data.days[1]).toEqual({ day: 'Tue', date: TUESDAY, status: false });
  });

  it('offers nothing for an unverified doctor', async () => {
    const { data } = (await availability({ doctor_id: world.unverified.doctorId, date: TUESDAY, type: 'online' })).json();
    expect(data.online_timeslots).toEqual([]);
    expect(data.days.every((d: { status: boolean }) => !d.status)).toBe(true);
    expect(data).toMatchObject({ days_previous: null, days_next: null });
  });

  it('refuses a hostile days_from in the caller\'s language and keeps odd but valid pages inside the horizon (issue 39)', async () => {
    for (const days_from of ['2030-02-30', '<b>2030-01-21</b>', 'x'.repeat(5000), ['2030-01-21'], { $gt: '' }, 20300121, '2030-01-21T00:00:00Z']) {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/doctor-availability',
        headers: { 'x-page-locale': 'ar' },
        payload: { doctor_id: world.dubai.doctorId, type: 'online', days_from },
      });
      expect(answer.statusCode, JSON.stringify(days_from).slice(0, 40)).toBe(400);
      expect(answer.json().errors.days_from).toBe('يرجى اختيار تاريخ صحيح.');
    }
    // Before today, or years past the booking horizon: a page the strip can show, never an empty or endless one.
    for (const days_from of ['2000-01-01', '2999-12-31']) {
      const { data } = (await availability({ doctor_id: world.dubai.doctorId, type: 'online', days_from })).json();
      expect(data.days).toHaveLength(7);
      expect(data.days[0].date >= MONDAY).toBe(true);
      expect(data.days[0].date < '2030-04-15').toBe(true);
    }
  });

  it('refuses an unknown doctor, a foreign clinic and a malformed body', async () => {
    expect((await availability({ doctor_id: 999999, date: TUESDAY, type: 'online' })).statusCode).toBe(404);
    const foreign = await availability({ doctor_id: world.dubai.doctorId, date: TUESDAY, type: 'offline', clinic_id: world.other.clinicId });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ success: false, message: "Please choose one of this doctor's clinics." });
    const bad = await availability({ doctor_id: world.dubai.doctorId, date: '2030-02-30', type: 'online' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('date');
    expect((await availability({ doctor_id: world.dubai.doctorId, type: 'video' })).statusCode).toBe(400);
  });
});
