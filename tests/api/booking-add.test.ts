import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../server/db/schema/appointments.ts';
import { resetClock, setClock } from '../../server/services/common/clock.ts';
import { t } from '../helpers/messages.ts';
import { outbox, signIn, bearer } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  MONDAY, NOW, SATURDAY, TUESDAY, WEDNESDAY, bookingPayload, buildWorld, outboxRows, patient, type World,
} from './booking-fixtures.ts';

let ctx: TestApp;
let world: World;
let sara: Awaited<ReturnType<typeof patient>>;
/** The Dubai doctor's session (a second code inside 45 s would be refused). */
let dubaiDoctor: Record<string, string> = {};

beforeAll(async () => {
  setClock(() => NOW);
  ctx = await createTestApp();
  world = await buildWorld(ctx.database);
  sara = await patient(ctx.app, 'sara@patient.test');
});
afterAll(async () => {
  resetClock();
  await ctx?.close();
});

const book = (payload: Record<string, unknown>, headers: Record<string, string> = sara.headers) =>
  ctx.app.inject({ method: 'POST', url: '/api/add-appointment', headers, payload });

describe('POST /api/add-appointment: who may book', () => {
  it('needs a signed-in patient', async () => {
    const anonymous = await book(bookingPayload({ doctor_id: world.dubai.doctorId }), {});
    expect(anonymous.statusCode).toBe(401);
    const doctor = await signIn(ctx.app, { email: world.dubai.email, userType: 'doctor' });
    dubaiDoctor = bearer(doctor.token);
    const asDoctor = await book(bookingPayload({ doctor_id: world.dubai.doctorId }), bearer(doctor.token));
    expect(asDoctor.statusCode).toBe(403);
  });
});

describe('POST /api/add-appointment: the booking details (000 §5)', () => {
  it.each([
    [{ name: '' }, 'name', 'bookingDetails.nameRequired'],
    [{ name: undefined }, 'name', 'bookingDetails.nameRequired'],
    [{ name: 'J' }, 'name', 'bookingDetails.nameInvalid'],
    [{ name: 'Sara 2' }, 'name', 'bookingDetails.nameInvalid'],
    [{ name: 'S'.repeat(51) }, 'name', 'bookingDetails.nameInvalid'],
    [{ email: '' }, 'email', 'bookingDetails.emailRequired'],
    [{ email: 'sara@' }, 'email', 'bookingDetails.emailInvalid'],
    [{ phone: '' }, 'phone', 'bookingDetails.phoneRequired'],
    [{ phone: '1234567' }, 'phone', 'bookingDetails.phoneInvalid'],
    [{ phone: '1234567890123' }, 'phone', 'bookingDetails.phoneInvalid'],
    [{ phone: '50123abc' }, 'phone', 'bookingDetails.phoneInvalid'],
    [{ description: '   ' }, 'description', 'bookingDetails.descriptionRequired'],
    [{ description: 'Headache' }, 'description', 'bookingDetails.descriptionTooShort'],
  ] as const)('%o → %s: the spec message', async (override, field, key) => {
    const response = await book(bookingPayload({ doctor_id: world.dubai.doctorId, ...override }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: t(key), errors: { [field]: t(key) } });
  });

  it('accepts names in any script', async () => {
    const response = await book(bookingPayload({ doctor_id: world.dubai.doctorId, appointment_time: '11:30', name: 'सारा अली' }));
    expect(response.statusCode).toBe(200);
  });

  it('lists every bad field at once', async () => {
    const response = await book(bookingPayload({ doctor_id: world.dubai.doctorId, name: '', email: '', phone: '', description: '' }));
    expect(Object.keys(response.json().errors).sort()).toEqual(['description', 'email', 'name', 'phone']);
  });
});

describe('POST /api/add-appointment: the slot must be one that is offered', () => {
  const refused = async (payload: Record<string, unknown>, status: number, message: string) => {
    const response = await book(bookingPayload(payload));
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ success: false, message });
    expect(response.json().message).toBe(message);
  };

  it('refuses an unknown and an unverified doctor', async () => {
    await refused({ doctor_id: 999999 }, 404, t('booking.error.doctorNotFound'));
    await refused({ doctor_id: world.unverified.doctorId }, 403, t('booking.error.doctorNotVerified'));
  });

  it('refuses a past date, a date too far ahead and a malformed one', async () => {
    await refused({ doctor_id: world.dubai.doctorId, appointment_date: '2030-01-06' }, 400, t('booking.error.pastDate'));
    await refused({ doctor_id: world.dubai.doctorId, appointment_date: '2030-12-30' }, 400, t('booking.error.tooFarAhead', { days: 90 }));
    await refused({ doctor_id: world.dubai.doctorId, appointment_date: '08/01/2030' }, 400, t('booking.error.invalidDate'));
  });

  it('refuses a weekday that is not configured', async () => {
    await refused({ doctor_id: world.dubai.doctorId, appointment_date: SATURDAY }, 400, t('booking.error.dayNotAvailable'));
    // The clinic works Mondays and Wednesdays only; the deleted Saturday configuration does not count.
    await refused(
      { doctor_id: world.dubai.doctorId, appointment_type: 'offline', clinic_id: world.dubai.clinicId, appointment_date: SATURDAY, appointment_time: '10:00' },
      400,
      t('booking.error.dayNotAvailable'),
    );
  });

  it('refuses a time outside the ranges or off the duration grid', async () => {
    await refused({ doctor_id: world.dubai.doctorId, appointment_time: '13:00' }, 400, t('booking.error.timeNotOffered'));
    await refused({ doctor_id: world.dubai.doctorId, appointment_time: '09:10' }, 400, t('booking.error.timeNotOffered'));
    // 16:30 would end after the range's 16:45.
    await refused({ doctor_id: world.dubai.doctorId, appointment_time: '16:30' }, 400, t('booking.error.timeNotOffered'));
    await refused({ doctor_id: world.dubai.doctorId, appointment_time: '25:00' }, 400, t('booking.error.invalidTime'));
  });

  it('refuses a slot that has started today, judged on the clinic clock', async () => {
    // 10:00 in Dubai now.
    await refused({ doctor_id: world.dubai.doctorId, appointment_date: MONDAY, appointment_time: '09:30' }, 400, t('booking.error.slotPassed'));
    await refused({ doctor_id: world.dubai.doctorId, appointment_date: MONDAY, appointment_time: '10:00' }, 400, t('booking.error.slotPassed'));
    // 11:30 in Kolkata: its last online slot (09:45) started long ago.
    await refused({ doctor_id: world.kolkata.doctorId, appointment_date: MONDAY, appointment_time: '09:45' }, 400, t('booking.error.slotPassed'));
  });

  it('refuses a visit without a clinic or at another doctor\'s clinic', async () => {
    await refused({ doctor_id: world.dubai.doctorId, appointment_type: 'offline', clinic_id: '', appointment_date: WEDNESDAY, appointment_time: '10:00' }, 400, t('booking.error.clinicRequired'));
    await refused(
      { doctor_id: world.dubai.doctorId, appointment_type: 'offline', clinic_id: world.other.clinicId, appointment_date: WEDNESDAY, appointment_time: '10:00' },
      400,
      t('booking.error.clinicNotFound'),
    );
  });

  it('stores nothing for any refusal', async () => {
    const rows = await ctx.database.db.select().from(appointments).where(eq(appointments.doctorId, world.unverified.doctorId));
    expect(rows).toEqual([]);
  });
});

describe('POST /api/add-appointment: a booking', () => {
  it('books a virtual consultation: server fee, server link, times in the doctor\'s zone', async () => {
    const response = await book(
      bookingPayload({ doctor_id: world.dubai.doctorId, appointment_time: '9:30', appointment_link: 'https://evil.example', consultation_fees: 1, duration: 99 }),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: t('booking.booked') });
    const appointment = body.data.appointment;
    expect(appointment).toMatchObject({
      doctor_id: world.dubai.doctorId,
      clinic_id: null,
      appointment_type: 'online',
      appointment_date: TUESDAY,
      appointment_time: '09:30',
      duration: 30,
      time_zone: 'Asia/Dubai',
      starts_at: '2030-01-08T05:30:00.000Z',
      ends_at: '2030-01-08T06:00:00.000Z',
      booking_status: 'confirmed',
      consultation_fees: 500,
      name: 'Sara Ali',
      email: 'sara@patient.test',
      phone: '501234567',
    });
    expect(appointment.appointment_link).toMatch(/^http:\/\/localhost(:\d+)?\/consult\/[0-9a-f]{32}$/);
    const [row] = await ctx.database.db.select().from(appointments).where(eq(appointments.id, appointment.id));
    expect(row).toMatchObject({ patientId: sara.userId, bookingStatus: 'confirmed', appointmentLink: appointment.appointment_link });
  });

  it('books a visit at a Kolkata clinic in the clinic\'s zone (45 min)', async () => {
    const response = await book(
      bookingPayload({ doctor_id: world.kolkata.doctorId, appointment_type: 'offline', clinic_id: world.kolkata.clinicId, appointment_time: '09:45' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.appointment).toMatchObject({
      clinic_id: world.kolkata.clinicId,
      appointment_type: 'offline',
      time_zone: 'Asia/Kolkata',
      duration: 45,
      starts_at: '2030-01-08T04:15:00.000Z',
      ends_at: '2030-01-08T05:00:00.000Z',
      consultation_fees: 600,
      appointment_link: null,
    });
  });

  it('refuses a slot overlapping another active booking with 409', async () => {
    // Online and visit bookings share the doctor: online 09:45 (15 min) overlaps the 09:45-10:30 visit just booked.
    const response = await book(bookingPayload({ doctor_id: world.kolkata.doctorId, appointment_time: '09:45' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, message: 'This slot was just taken. Please choose another time.' });
  });

  it('mails the patient and the doctor a confirmation with an .ics in UTC', async () => {
    const [patientMail] = await outbox(ctx.app, 'sara@patient.test');
    expect(patientMail!.subject).toContain('Dr. Ravi Sen');
    expect(patientMail!.body).toContain('9:45 AM (IST)');
    expect(patientMail!.body).toContain('Park Street Clinic');
    // The Kolkata profile has no account, only a typed contact email: it is never mailed (DESIGN §4).
    expect(await outboxRows(ctx.database, world.kolkata.email)).toHaveLength(0);
    const patientRows = await outboxRows(ctx.database, 'sara@patient.test');
    const attachments = patientRows.find((r) => r.subject.includes('Dr. Ravi Sen'))!.attachments as Array<{ filename: string; content: string; contentType: string }>;
    expect(attachments[0]).toMatchObject({ filename: 'appointment.ics' });
    expect(attachments[0]!.contentType).toContain('text/calendar');
    expect(attachments[0]!.content).toContain('DTSTART:20300108T041500Z');
    expect(attachments[0]!.content).toContain('DTEND:20300108T050000Z');

    // The Dubai doctor reads mail at the account's verified email; the online link is in the invitation.
    const dubaiRows = await outboxRows(ctx.database, world.dubai.email);
    const doctorMail = dubaiRows.find((r) => r.subject === 'New appointment: Sara Ali on Tue, 8 Jan 2030 at 9:30 AM')!;
    expect(doctorMail.body).toContain('Persistent headache for a week');
    const ics = (doctorMail.attachments as Array<{ content: string }>)[0]!.content;
    expect(ics).toMatch(/URL:http:\/\/localhost(:\d+)?\/consult\/[0-9a-f]{32}/);
  });

  it('answers a retried submit with the same Idempotency-Key once, identically', async () => {
    const payload = bookingPayload({ doctor_id: world.dubai.doctorId, appointment_time: '10:00' });
    const headers = { ...sara.headers, 'idempotency-key': 'retry-1' };
    const first = await book(payload, headers);
    const second = await book(payload, headers);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    // The stored answer is replayed (jsonb may reorder keys, the content is the same).
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    // Without the key, the same submit is a new attempt at a taken slot.
    expect((await book(payload)).statusCode).toBe(409);
  });
});

describe('POST /api/add-appointment: the phone with its country code, and the name of a first booking', () => {
  it.each(['+12345', '91', 'abc', '+9a', '<script>alert(1)</script>', '+'.repeat(5000), '+-1', 42])(
    'refuses the country code %o with 400 and stores nothing',
    async (code) => {
      const before = await ctx.database.db.select().from(appointments).where(eq(appointments.doctorId, world.dubai.doctorId));
      const response = await book(bookingPayload({ doctor_id: world.dubai.doctorId, appointment_time: '11:00', country_code: code }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errors: { country_code: t('bookingDetails.countryCodeInvalid') } });
      const after = await ctx.database.db.select().from(appointments).where(eq(appointments.doctorId, world.dubai.doctorId));
      expect(after).toHaveLength(before.length);
    },
  );

  it('keeps the phone in international form, as the doctor sees it', async () => {
    // Its own patient: Sara already holds the most upcoming bookings one patient may have with this doctor.
    const meera = await patient(ctx.app, 'meera@patient.test');
    const response = await book(
      bookingPayload({ doctor_id: world.dubai.doctorId, appointment_time: '11:00', country_code: '+91', phone: '98200 12345', email: meera.email }),
      meera.headers,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.appointment.phone).toBe('+91 9820012345');
    const list = await ctx.app.inject({ method: 'POST', url: '/api/doctor/my-appointments', headers: dubaiDoctor, payload: { type: 'Upcoming', per_page: 50 } });
    expect(list.statusCode, list.body).toBe(200);
    const phones = (list.json().data as { phone?: string }[]).map((row) => row.phone);
    expect(phones).toContain('+91 9820012345');
  });

  it("saves the first booking's name to a nameless account only when asked, and never overwrites one", async () => {
    const ravi = await patient(ctx.app, 'ravi@patient.test');
    const nameOf = async () => {
      const profile = await ctx.app.inject({ method: 'GET', url: '/api/my-profile?user_type=user', headers: ravi.headers });
      const data = profile.json().data as { first_name: string | null; last_name: string | null };
      return [data.first_name, data.last_name];
    };
    expect(await nameOf()).toEqual([null, null]);
    // A hostile flag is refused, and nothing changes.
    const bad = await book(bookingPayload({ doctor_id: world.dubai.doctorId, appointment_time: '14:00', name: 'Ravi Kumar', email: ravi.email, save_name: 'yes' }), ravi.headers);
    expect(bad.statusCode).toBe(400);
    expect(await nameOf()).toEqual([null, null]);
    // Without the flag the account stays nameless.
    const plain = await book(bookingPayload({ doctor_id: world.dubai.doctorId, appointment_time: '14:00', name: 'Ravi Kumar', email: ravi.email }), ravi.headers);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(await nameOf()).toEqual([null, null]);
    const saved = await book(
      bookingPayload({ doctor_id: world.dubai.doctorId, appointment_time: '14:30', name: 'Ravi Kumar', email: ravi.email, save_name: true }),
      ravi.headers,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await nameOf()).toEqual(['Ravi', 'Kumar']);
    // A later booking for someone else does not rename the account.
    const other = await book(
      bookingPayload({ doctor_id: world.dubai.doctorId, appointment_time: '15:00', name: 'Meena Kumar', email: ravi.email, save_name: true }),
      ravi.headers,
    );
    expect(other.statusCode, other.body).toBe(200);
    expect(await nameOf()).toEqual(['Ravi', 'Kumar']);
    // Sara's account was never touched by Ravi's bookings.
    const sarasProfile = await ctx.app.inject({ method: 'GET', url: '/api/my-profile?user_type=user', headers: sara.headers });
    expect(sarasProfile.json().data.first_name).not.toBe('Ravi');
  });
});
