import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { BOOKING_HORIZON_DAYS } from '../../../src/shared/constants.ts';
import { t } from '../../../src/shared/i18n/format.ts';
import type { AddAppointmentInput, AppointmentData } from '../../../src/shared/schemas/booking.ts';
import { isOnGrid } from '../../../src/shared/slots/slot-grid.ts';
import { addDays, isoWeekday, localNow, parseTime, zonedInstant } from '../../../src/shared/slots/zoned-time.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { activeBookingCountsSql, appointmentByIdempotencyKey, insertAppointment, type AppointmentRow } from '../../repositories/appointments.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import { loadBookingContext, loadConfigs, type BookingConfig, type ConfigClinic, type DoctorForBooking } from './availability-data.ts';
import { now } from '../common/clock.ts';
import { pgErrorCode } from './booking-pg-error.ts';
import { doctorSlotsLock, handOnLapsedNow, heldOffersOf, heldOffersSql, takeHeldSlot, type HeldOfferJson } from './slot-holds.ts';
import { bookingConfirmationJobs } from './booking-notify.ts';
import { BOOKING_LOCK_SPACE, bookingSubject, checkBookingLimits } from './booking-subject.ts';

import { bookingReminderJobs } from '../reminders/reminder-schedule.ts';
import { insertJobs, WORKER_ID, type JobRow } from '../jobs/queue.ts';
import { MESSAGE_JOB } from '../messaging/message-job.ts';
import { splitFullName } from '../../../src/shared/format/display-name.ts';
import type { BookingResult } from './booking-result.ts';
import { bookingInsuranceColumns } from './booking-insurance.ts';

export type { BookingResult } from './booking-result.ts';

/** SQLSTATE exclusion_violation: appointments_no_overlap refused an overlapping active booking. */
const EXCLUSION_VIOLATION = '23P01';
/** SQLSTATE unique_violation: appointments_patient_idempotency_idx (the same key booked twice). */
const UNIQUE_VIOLATION = '23505';

export interface BookingRequest {
  patientId: number;
  input: AddAppointmentInput;
  /** Base of the consultation link: PUBLIC_URL, else the request's own origin. */
  publicOrigin: string;
  /** The request's Idempotency-Key, stored with the booking so a retry after a crash finds it. */
  idempotencyKey?: string | null;
  /** Told when lapsed waitlist holds were handed on before this booking (their messages are to send). */
  onOffersMade?: () => Promise<void>;
}

/**
 * A virtual consultation's room: `<origin>/consult/<128-bit random id>`.
 * The page there (src/routes/consult.$room.tsx) is the video call between the
 * booking's patient and its doctor, signalled through /api/consultations/:room
 * (server/routes/consultations.ts). The id is unguessable, but the link alone
 * is not enough: only those two signed-in accounts may enter.
 */
export function consultationLink(origin: string): string {
  return `${origin.replace(/\/+$/, '')}/consult/${randomBytes(16).toString('hex')}`;
}

/** The configurations that may serve this booking: online ones, or visit ones at the chosen clinic. */
function candidateConfigs(configs: BookingConfig[], input: SlotRequest): BookingConfig[] {
  if (input.appointment_type === 'online') return configs.filter((config) => config.type === 'online');
  if (input.clinic_id === undefined) throw badRequest(t('booking.error.clinicRequired'), { clinic_id: t('booking.error.clinicRequired') });
  const atClinic = configs.filter((config) => config.type === 'offline' && config.clinic?.id === input.clinic_id);
  if (!atClinic.length) throw badRequest(t('booking.error.clinicNotFound'), { clinic_id: t('booking.error.clinicNotFound') });
  return atClinic;
}

export interface SlotRequest {
  appointment_type: AddAppointmentInput['appointment_type'];
  clinic_id?: number | undefined;
  appointment_date: string;
  appointment_time: string;
}

export interface ResolvedSlot {
  config: BookingConfig;
  clinic: ConfigClinic | null;
  timeZone: string;
  startsAt: Date;
  endsAt: Date;
  fee: number;
}

/**
 * Re-checks a slot the way the modal offered it (the clinic is the doctor's, the date is not
 * past and within the horizon, the weekday is configured, the time is on a configuration's grid
 * and has not started). Booking and rescheduling both go through it.
 */
export async function resolveSlot(db: Db, doctor: DoctorForBooking, input: SlotRequest, at: Date, loaded?: BookingConfig[]): Promise<ResolvedSlot> {
  // `loaded`: every live configuration, read with the doctor (loadBookingContext); those of the asked type as loadConfigs reads them.
  const ofType = loaded ? loaded.filter((config) => config.type === input.appointment_type) : await loadConfigs(db, doctor.id, input.appointment_type);
  const configs = candidateConfigs(ofType, input);
  const clinic = input.appointment_type === 'offline' ? configs[0]!.clinic : null;
  const timeZone = clinic?.timeZone ?? doctor.timeZone;

  const today = localNow(at, timeZone).date;
  const date = input.appointment_date;
  const dateError = (message: string) => badRequest(message, { appointment_date: message });
  if (date < today) throw dateError(t('booking.error.pastDate'));
  if (date > addDays(today, BOOKING_HORIZON_DAYS)) throw dateError(t('booking.error.tooFarAhead', { days: BOOKING_HORIZON_DAYS }));

  const weekday = isoWeekday(date);
  const serving = configs.filter((config) => (config.ranges.get(weekday)?.length ?? 0) > 0);
  if (!serving.length) throw dateError(t('booking.error.dayNotAvailable'));

  // appointment_time is 'HH:mm' (clockTime): read once, as minutes past midnight.
  const minutes = parseTime(input.appointment_time);
  const config = minutes === null ? undefined : serving.find((candidate) => isOnGrid(candidate.ranges.get(weekday)!, candidate.duration, minutes));
  const timeError = (message: string) => badRequest(message, { appointment_time: message });
  if (!config || minutes === null) throw timeError(t('booking.error.timeNotOffered'));

  const startsAt = zonedInstant(date, minutes, timeZone);
  if (startsAt.getTime() <= at.getTime()) throw timeError(t('booking.error.slotPassed'));
  const endsAt = new Date(startsAt.getTime() + config.duration * 60_000);
  const fee = (input.appointment_type === 'online' ? config.onlineFee : config.offlineFee) ?? 0;
  return { config, clinic, timeZone, startsAt, endsAt, fee };
}

/**
 * POST /api/add-appointment. Re-checks everything the modal offered (resolveSlot), then
 * inserts. Two patients racing for one slot both pass these checks; the exclusion constraint
 * lets one insert through and the other gets 409.
 */
export async function bookAppointment(db: Db, request: BookingRequest): Promise<BookingResult> {
  const { input } = request;
  const at = now();
  // The doctor, their configurations, whether a waitlist hold has lapsed and who the confirmations
  // go to (the patient's verified email and language, the doctor's language): one statement.
  const context = await loadBookingContext(db, input.doctor_id, { lapsedAt: at, patientId: request.patientId });
  if (!context) throw notFound(t('booking.error.doctorNotFound'));
  const { doctor } = context;
  if (!doctor.verified) throw forbidden(t('booking.error.doctorNotVerified'));

  const { config, clinic, timeZone, startsAt, endsAt, fee } = await resolveSlot(db, doctor, input, at, context.configs);
  const insurance = input.use_insurance
    ? await bookingInsuranceColumns(db, { patientId: request.patientId, familyMemberId: input.family_member_id ?? null, doctorId: doctor.id, type: input.appointment_type, clinicId: clinic?.id ?? null })
    : {};
  const date = input.appointment_date;
  const time = input.appointment_time;

  const values = {
    doctorId: doctor.id,
    patientId: request.patientId,
    clinicId: clinic?.id ?? null,
    configId: config.id,
    appointmentType: input.appointment_type,
    appointmentDate: date,
    appointmentTime: time,
    duration: config.duration,
    timeZone,
    startsAt,
    endsAt,
    bookingStatus: 'confirmed' as const,
    name: input.name,
    email: input.email,
    // International form ('+91 9820012345'): the doctor may call from another country.
    phone: input.country_code ? `${input.country_code} ${input.phone}` : input.phone,
    description: input.description,
    consultationFees: fee,
    appointmentLink: input.appointment_type === 'online' ? consultationLink(request.publicOrigin) : null,
    idempotencyKey: request.idempotencyKey ?? null,
    statusChangedAt: at,
    createdAt: at,
    updatedAt: at,
    ...insurance,
  };

  // A waitlist hold that lapsed goes to the next patient waiting before anyone else may book its time.
  if (context.hasLapsed && (await handOnLapsedNow(db, doctor.id, at)) > 0) await request.onOffersMade?.();
  let row: AppointmentRow;
  let jobs: JobRow[] = [];
  const recipients = { patientEmail: context.patient?.verifiedEmail ?? null, patientLocale: context.patient?.locale ?? null, doctorLocale: context.doctorLocale };
  try {
    row = await db.transaction(async (tx) => {
      // One patient's bookings one at a time, so parallel requests cannot pass the limits together;
      // then the doctor's slots (lockDoctorSlots, see slot-holds.ts): a time held for another waiting
      // patient is taken. One statement, one round trip: a target list is evaluated left to right, so
      // the patient's lock is always taken first, as when they were two statements.
      await tx.execute(sql`select pg_advisory_xact_lock(${BOOKING_LOCK_SPACE}::int, ${request.patientId}::int),
        ${doctorSlotsLock(doctor.id)}`);
      // Under both locks, one statement reads the holds of the time and the patient's active bookings
      // (the limits): neither can change before this transaction ends (every booking of this patient
      // and every change to the doctor's offers waits for these locks).
      const slot = { doctorId: doctor.id, patientId: request.patientId, start: startsAt, end: endsAt };
      // Whom it is for (issue 41), read under the patient's lock (removing a member takes it too).
      const subject = await bookingSubject(tx, request.patientId, input.family_member_id);
      const { rows } = await tx.execute(sql`select ${heldOffersSql(slot)} as held, ${activeBookingCountsSql(request.patientId, doctor.id, at, subject.familyMemberId)}`);
      const guard = rows[0] as unknown as GuardRow;
      await takeHeldSlot(tx, heldOffersOf(guard.held), { patientId: request.patientId, familyMemberId: subject.familyMemberId }, at);
      // Insert first: a taken slot answers 409 before any limit; the limits then count this booking too.
      const { name: subjectName, ...subjectColumns } = subject;
      const inserted = await insertAppointment(tx, { ...values, ...subjectColumns, name: subjectName ?? values.name });
      checkBookingLimits({ account: Number(guard.account) + 1, all: Number(guard.active) + 1, withDoctor: Number(guard.with_doctor) + 1 }, subject);
      // Its messages and reminders commit with it (issue 19): never a booking without them, nor them
      // without it. One insert; the messages claimed by this process, which sends them after the commit.
      const confirmations = bookingConfirmationJobs({ appointment: inserted!, doctor, clinic }, recipients, WORKER_ID);
      const queued = await insertJobs(tx, [...confirmations, ...bookingReminderJobs(inserted!)]);
      jobs = queued.filter((job) => job.kind === MESSAGE_JOB);
      return inserted!;
    });
  } catch (error) {
    const code = pgErrorCode(error);
    if (code === EXCLUSION_VIOLATION) throw conflict(t('booking.error.slotTaken'));
    // Only a stale idempotency takeover racing its own first attempt gets here.
    if (code === UNIQUE_VIOLATION) throw conflict(t('common.idempotencyInFlight'));
    throw error;
  }
  // A family member's name never becomes the account's.
  if (input.save_name && input.family_member_id === undefined) await saveNameIfMissing(db, request.patientId, input.name);
  return { appointment: appointmentData(row), doctor, clinic, jobs };
}

interface GuardRow {
  held: HeldOfferJson[];
  account: number | string;
  active: number | string;
  with_doctor: number | string;
}

/**
 * The booking an earlier attempt with this Idempotency-Key committed, or null. Answers a retry
 * whose first attempt died between the commit and storing its answer.
 */
export async function bookingByIdempotencyKey(db: Db, patientId: number, key: string): Promise<AppointmentData | null> {
  const row = await appointmentByIdempotencyKey(db, patientId, key);
  return row ? appointmentData(row) : null;
}

/**
 * A new account books as 'Ravi Kumar' and accepted to keep that name: it
 * becomes the account's first and last name, only while the account has none
 * (a name already on the profile is never overwritten from a booking form).
 */
async function saveNameIfMissing(db: Db, patientId: number, name: string): Promise<void> {
  const { first, last } = splitFullName(name);
  if (!first) return;
  await db
    .update(users)
    .set({ firstName: first, lastName: last })
    .where(
      and(
        eq(users.id, patientId),
        sql`coalesce(trim(${users.firstName}), '') = ''`,
        sql`coalesce(trim(${users.lastName}), '') = ''`,
      ),
    );
}

export function appointmentData(row: AppointmentRow): AppointmentData {
  return {
    id: row.id,
    doctor_id: row.doctorId,
    clinic_id: row.clinicId,
    appointment_type: row.appointmentType,
    appointment_date: row.appointmentDate,
    appointment_time: row.appointmentTime.slice(0, 5),
    duration: row.duration,
    time_zone: row.timeZone,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    booking_status: row.bookingStatus,
    consultation_fees: row.consultationFees,
    appointment_link: row.appointmentLink,
    name: row.name,
    email: row.email,
    phone: row.phone,
    description: row.description,
    created_at: row.createdAt.toISOString(),
    family_member_id: row.familyMemberId,
  };
}
