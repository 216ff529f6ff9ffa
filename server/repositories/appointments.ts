/**
 * Every statement on `appointments` that the services run, in one place (issue 38; DESIGN §3, as
 * fastify/demo's tasks-repository): services decide, this module reads and writes. It lives outside
 * `services/<domain>/`, so every domain may depend on it without a circle between domains, and
 * `server/repositories/appointments-home.test.ts` keeps the schema module out of the services.
 *
 * Each function takes the database or the caller's transaction first: locks, guards and
 * transactions stay the caller's decisions, exactly as they were when the services wrote the SQL.
 * Conditions keep their order and their guards (a write decided on a state names that state), so
 * the statements are the ones the services ran before.
 */
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, like, lt, lte, max, ne, notExists, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { appointments, type AppointmentRow } from '../db/schema/appointments.ts';
import { specialities } from '../db/schema/catalog.ts';
import { consultationSignals } from '../db/schema/consultations.ts';
import { clinics, doctors } from '../db/schema/doctors.ts';
import { reviews } from '../db/schema/engagement.ts';
import { rescheduleProposals } from '../db/schema/proposals.ts';
import { users } from '../db/schema/users.ts';

export type { AppointmentRow };
/** The values of a new booking (insertAppointment). */
export type NewAppointment = typeof appointments.$inferInsert;
export type BookingStatus = AppointmentRow['bookingStatus'];

/** Booking statuses that hold a slot (the same set as the exclusion constraint, migration 0000). */
export const ACTIVE_STATUSES = ['confirmed', 'ongoing'] as const;

// ── One booking ───────────────────────────────────────────────────────────────────────────────

/** The booking by primary key, or undefined. */
export async function appointmentById(db: DbOrTx, id: number): Promise<AppointmentRow | undefined> {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  return row;
}

/** The patient's own booking by id (another's is as missing as an unknown id). */
export async function appointmentOfPatient(db: DbOrTx, id: number, patientId: number): Promise<AppointmentRow | undefined> {
  const [row] = await db.select().from(appointments).where(and(eq(appointments.id, id), eq(appointments.patientId, patientId)));
  return row;
}

/** The doctor's own booking by id (another doctor's is as missing as an unknown id). */
export async function appointmentOfDoctor(db: DbOrTx, id: number, doctorId: number): Promise<AppointmentRow | undefined> {
  const [row] = await db.select().from(appointments).where(and(eq(appointments.id, id), eq(appointments.doctorId, doctorId)));
  return row;
}

/** Row-locks the booking (`for update`) until the transaction `tx` ends: a change to it waits, or won before. */
export async function lockAppointment(tx: DbOrTx, id: number): Promise<void> {
  await tx.select({ id: appointments.id }).from(appointments).where(eq(appointments.id, id)).for('update');
}

/** The booking with its doctor's name and account (the booking's messages). */
export async function appointmentWithDoctor(db: DbOrTx, id: number) {
  const [found] = await db
    .select({ row: appointments, firstName: doctors.firstName, lastName: doctors.lastName, doctorUserId: doctors.userId })
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .where(eq(appointments.id, id));
  return found;
}

/** The patient's own booking with its clinic (the "Add to calendar" file). */
export async function appointmentOfPatientWithClinic(db: DbOrTx, id: number, patientId: number) {
  const [row] = await db
    .select({ appointment: appointments, clinic: clinics })
    .from(appointments)
    .leftJoin(clinics, eq(clinics.id, appointments.clinicId))
    .where(and(eq(appointments.id, id), eq(appointments.patientId, patientId)));
  return row;
}

/** The booking an earlier attempt with this Idempotency-Key committed (appointments_patient_idempotency_idx). */
export async function appointmentByIdempotencyKey(db: DbOrTx, patientId: number, key: string): Promise<AppointmentRow | undefined> {
  const [row] = await db.select().from(appointments).where(and(eq(appointments.patientId, patientId), eq(appointments.idempotencyKey, key)));
  return row;
}

/** The patient's own booking by id with the id of its review (null: none yet). */
export async function appointmentOfPatientWithReview(db: DbOrTx, id: number, patientId: number) {
  const [row] = await db
    .select({ appointment: appointments, reviewId: reviews.id })
    .from(appointments)
    .leftJoin(reviews, eq(reviews.appointmentId, appointments.id))
    .where(and(eq(appointments.id, id), eq(appointments.patientId, patientId)));
  return row;
}

// ── Writes ────────────────────────────────────────────────────────────────────────────────────

/** Inserts a booking; the exclusion constraint and the idempotency index answer with their SQLSTATE. */
export async function insertAppointment(tx: DbOrTx, values: NewAppointment): Promise<AppointmentRow | undefined> {
  const [inserted] = await tx.insert(appointments).values(values).returning();
  return inserted;
}

/**
 * Writes `patch` (a status change, a cancel) only while the booking is still active and, when
 * `startsAfter` is given, starts after it. Undefined when the guard no longer held.
 */
export async function updateAppointmentWhileActive(
  tx: DbOrTx,
  id: number,
  patch: Partial<AppointmentRow>,
  startsAfter?: Date,
): Promise<AppointmentRow | undefined> {
  const [row] = await tx
    .update(appointments)
    .set(patch)
    .where(and(eq(appointments.id, id), inArray(appointments.bookingStatus, [...ACTIVE_STATUSES]), startsAfter ? gt(appointments.startsAt, startsAfter) : undefined))
    .returning();
  return row;
}

export interface AppointmentMove {
  appointmentDate: string;
  appointmentTime: string;
  startsAt: Date;
  endsAt: Date;
  duration: number;
  configId: number;
  timeZone: string;
}

/**
 * Moves a confirmed booking still at `from` (the start the move was decided on: a cancel or another
 * move committed meanwhile makes this one a no-op, undefined). The .ics SEQUENCE goes up by one and
 * the patient's Confirm is cleared.
 */
export async function moveConfirmedAppointment(tx: DbOrTx, id: number, from: Date, to: AppointmentMove, at: Date): Promise<AppointmentRow | undefined> {
  const [moved] = await tx
    .update(appointments)
    .set({
      appointmentDate: to.appointmentDate,
      appointmentTime: to.appointmentTime,
      startsAt: to.startsAt,
      endsAt: to.endsAt,
      duration: to.duration,
      configId: to.configId,
      timeZone: to.timeZone,
      icsSequence: sql`${appointments.icsSequence} + 1`,
      patientConfirmedAt: null,
      updatedAt: at,
    })
    .where(and(eq(appointments.id, id), eq(appointments.bookingStatus, 'confirmed'), eq(appointments.startsAt, from)))
    .returning();
  return moved;
}

/** The patient's Confirm, while the booking is confirmed and still at `startsAt`. Undefined otherwise. */
export async function setPatientConfirmed(tx: DbOrTx, id: number, startsAt: Date, at: Date): Promise<{ id: number } | undefined> {
  const [confirmed] = await tx
    .update(appointments)
    .set({ patientConfirmedAt: at, updatedAt: at })
    .where(and(eq(appointments.id, id), inArray(appointments.bookingStatus, ['confirmed']), eq(appointments.startsAt, startsAt)))
    .returning({ id: appointments.id });
  return confirmed;
}

// ── A doctor's time ───────────────────────────────────────────────────────────────────────────

/**
 * The doctor's active bookings overlapping [from, to) as intervals: one bounded range scan of
 * appointments_doctor_idx (`startsAfter` bounds it from below: no booking is longer).
 */
export async function activeIntervalsOfDoctor(db: DbOrTx, doctorId: number, from: Date, to: Date, startsAfter: Date): Promise<Array<{ start: Date; end: Date }>> {
  return db
    .select({ start: appointments.startsAt, end: appointments.endsAt })
    .from(appointments)
    .where(
      and(
        eq(appointments.doctorId, doctorId),
        inArray(appointments.bookingStatus, [...ACTIVE_STATUSES]),
        lt(appointments.startsAt, to),
        gt(appointments.startsAt, startsAfter),
        gt(appointments.endsAt, from),
      ),
    );
}

/** One active booking of the doctor overlapping [start, end), other than `exceptId`; undefined when none. */
export async function activeAppointmentOfDoctorOverlapping(
  db: DbOrTx,
  doctorId: number,
  start: Date,
  end: Date,
  exceptId?: number,
): Promise<{ id: number } | undefined> {
  const [booked] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.doctorId, doctorId),
        exceptId === undefined ? undefined : ne(appointments.id, exceptId),
        inArray(appointments.bookingStatus, [...ACTIVE_STATUSES]),
        lt(appointments.startsAt, end),
        gt(appointments.endsAt, start),
      ),
    )
    .limit(1);
  return booked;
}

/** The doctor's active bookings starting in [from, to), in time order (the morning summary). */
export async function activeAppointmentsOfDoctorStartingIn(db: DbOrTx, doctorId: number, from: Date, to: Date): Promise<AppointmentRow[]> {
  return db
    .select()
    .from(appointments)
    .where(and(eq(appointments.doctorId, doctorId), inArray(appointments.bookingStatus, ['confirmed', 'ongoing']), gte(appointments.startsAt, from), lt(appointments.startsAt, to)))
    .orderBy(asc(appointments.startsAt));
}

// ── Reviews ───────────────────────────────────────────────────────────────────────────────────

/** Finished bookings: completed, or confirmed/ongoing whose end has passed. */
const finished = (at: Date) =>
  or(eq(appointments.bookingStatus, 'completed'), and(inArray(appointments.bookingStatus, [...ACTIVE_STATUSES]), lte(appointments.endsAt, at)));

const finishedWith = (patientId: number, doctorId: number, at: Date) => and(eq(appointments.patientId, patientId), eq(appointments.doctorId, doctorId), finished(at));

/** The patient's most recent finished booking with the doctor that has no review yet. */
export async function latestUnreviewedFinishedAppointment(db: DbOrTx, patientId: number, doctorId: number, at: Date): Promise<AppointmentRow | undefined> {
  const [open] = await db
    .select({ appointment: appointments })
    .from(appointments)
    .leftJoin(reviews, eq(reviews.appointmentId, appointments.id))
    .where(and(finishedWith(patientId, doctorId, at), isNull(reviews.id)))
    .orderBy(desc(appointments.endsAt), desc(appointments.id))
    .limit(1);
  return open?.appointment;
}

/** Whether the patient has any finished booking with the doctor (reviewed or not). */
export async function hasFinishedAppointment(db: DbOrTx, patientId: number, doctorId: number, at: Date): Promise<boolean> {
  const [reviewed] = await db.select({ id: appointments.id }).from(appointments).where(finishedWith(patientId, doctorId, at)).limit(1);
  return Boolean(reviewed);
}

// ── What other tables ask of bookings ─────────────────────────────────────────────────────────

/**
 * The patient in `patientColumn` (a column of the outer query) has no active booking that matches
 * `condition`: a NOT EXISTS for a filter over another table (the waitlist's entries).
 */
function noActiveBookingOf(db: DbOrTx, patientColumn: Column, condition: SQL | undefined): SQL {
  return notExists(
    db
      .select({ one: sql`1` })
      .from(appointments)
      .where(and(eq(appointments.patientId, patientColumn), inArray(appointments.bookingStatus, [...ACTIVE_STATUSES]), condition)),
  );
}

/** The patient in `patientColumn` holds no active booking with the doctor starting in (after, upTo]. */
export const noActiveBookingWithDoctorStartingIn = (db: DbOrTx, patientColumn: Column, doctorId: number, after: Date, upTo: Date): SQL =>
  noActiveBookingOf(db, patientColumn, and(eq(appointments.doctorId, doctorId), gt(appointments.startsAt, after), lte(appointments.startsAt, upTo)));

/** The patient in `patientColumn` holds no active booking (with any doctor) overlapping [start, end). */
export const noActiveBookingOverlapping = (db: DbOrTx, patientColumn: Column, start: Date, end: Date): SQL =>
  noActiveBookingOf(db, patientColumn, and(lt(appointments.startsAt, end), gt(appointments.endsAt, start)));

/**
 * The patient's active bookings (confirmed or ongoing: the statuses that hold a slot; not yet ended):
 * the whole account's (`account`), and the person's booked for (`familyMemberId`, null: the account
 * holder) in all (`active`) and with this doctor (`with_doctor`), as columns of a select list (the
 * booking limits, read in the booking's one guard statement).
 */
export const activeBookingCountsSql = (patientId: number, doctorId: number, at: Date, familyMemberId: number | null = null) =>
  sql`count(*) as account,
    count(*) filter (where a.family_member_id is not distinct from ${familyMemberId}::int) as active,
    count(*) filter (where a.doctor_id = ${doctorId}::int and a.family_member_id is not distinct from ${familyMemberId}::int) as with_doctor
    from ${appointments} a
    where a.patient_id = ${patientId}::int and a.booking_status in ('confirmed', 'ongoing') and a.ends_at > ${at.toISOString()}::timestamptz`;

/** Whether the family member has an active booking not yet ended (issue 41: removing them waits for it). */
export async function hasActiveBookingOfMember(db: DbOrTx, familyMemberId: number, at: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.familyMemberId, familyMemberId), inArray(appointments.bookingStatus, [...ACTIVE_STATUSES]), gt(appointments.endsAt, at)))
    .limit(1);
  return row !== undefined;
}

/**
 * The open proposals, still valid at `at`, of these bookings, newest first, each with its booking's
 * start and status (a proposal about a start the booking no longer has is void).
 */
export async function openProposalsWithBooking(db: DbOrTx, appointmentIds: number[], at: Date) {
  return db
    .select({ proposal: rescheduleProposals, startsAt: appointments.startsAt, status: appointments.bookingStatus })
    .from(rescheduleProposals)
    .innerJoin(appointments, eq(appointments.id, rescheduleProposals.appointmentId))
    .where(and(inArray(rescheduleProposals.appointmentId, appointmentIds), eq(rescheduleProposals.status, 'open'), gt(rescheduleProposals.expiresAt, at)))
    .orderBy(desc(rescheduleProposals.id));
}

/**
 * Feeds the consultation room (/consult/<room>): the online booking whose link ends in the room id,
 * with its doctor, patient and speciality. appointments_consult_room_idx (migration 0005) answers
 * it; the LIKE pins the whole suffix (the id is hex, so it is safe inside LIKE).
 */
export async function appointmentOfRoom(db: DbOrTx, room: string) {
  const [row] = await db
    .select({
      appointment: {
        id: appointments.id,
        patientId: appointments.patientId,
        doctorId: appointments.doctorId,
        appointmentDate: appointments.appointmentDate,
        appointmentTime: appointments.appointmentTime,
        duration: appointments.duration,
        timeZone: appointments.timeZone,
        startsAt: appointments.startsAt,
        endsAt: appointments.endsAt,
        bookingStatus: appointments.bookingStatus,
        name: appointments.name,
      },
      doctor: { firstName: doctors.firstName, lastName: doctors.lastName, profileImage: doctors.profileImage },
      patient: { firstName: users.firstName, lastName: users.lastName, profileImage: users.profileImage },
      speciality: specialities.speciality,
    })
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .innerJoin(users, eq(users.id, appointments.patientId))
    .leftJoin(specialities, eq(specialities.id, doctors.specialityId))
    .where(
      and(
        isNotNull(appointments.appointmentLink),
        sql`right(${appointments.appointmentLink}, 32) = ${room}`,
        like(appointments.appointmentLink, `%/consult/${room}`),
        eq(appointments.appointmentType, 'online'),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Deletes the signals of consultation rooms that have closed: the booking ended before `closedBefore`
 * or no longer holds its slot, and any signal created before `createdBefore`.
 */
export async function deleteClosedRoomSignals(db: DbOrTx, createdBefore: Date, closedBefore: Date): Promise<void> {
  await db.execute(sql`
    delete from ${consultationSignals} s using ${appointments} a
    where a.id = s.appointment_id
      and (s.created_at < ${createdBefore} or a.ends_at < ${closedBefore} or a.booking_status not in ('confirmed', 'ongoing'))`);
}

/** Feeds the SMART bulk feed's change time: the latest change to any booking (one row; `at` null when none). */
export function latestAppointmentChange(db: DbOrTx) {
  return db.select({ at: max(appointments.updatedAt) }).from(appointments);
}

/** Feeds the SMART bulk feed's `_since`: doctors of [fromDoctor, toDoctor] with a booking changed after `since`. */
export function doctorsWithAppointmentsChangedSince(db: DbOrTx, fromDoctor: number, toDoctor: number, since: Date) {
  return db
    .selectDistinct({ id: appointments.doctorId })
    .from(appointments)
    .where(and(sql`${appointments.doctorId} between ${fromDoctor} and ${toDoctor}`, gt(appointments.updatedAt, since)));
}

/**
 * FHIR Slot versions: every booking of the doctor (any status: a cancellation frees the time, its
 * updated_at says when) overlapping [from, to), with when it last changed.
 */
export function appointmentChangesOverlapping(db: DbOrTx, doctorId: number, from: Date, to: Date, startsAfter: Date): Promise<Array<{ start: Date; end: Date; at: Date }>> {
  return db
    .select({ start: appointments.startsAt, end: appointments.endsAt, at: appointments.updatedAt })
    .from(appointments)
    .where(and(eq(appointments.doctorId, doctorId), lt(appointments.startsAt, to), gt(appointments.endsAt, from), gt(appointments.startsAt, startsAfter)));
}
