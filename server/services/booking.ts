import { randomBytes } from 'node:crypto';
import { BOOKING_HORIZON_DAYS } from '../../src/shared/constants.ts';
import { t } from '../../src/shared/i18n/format.ts';
import type { AddAppointmentInput, AppointmentData } from '../../src/shared/schemas/booking.ts';
import { isOnGrid } from '../../src/shared/slots/slot-grid.ts';
import { addDays, isoWeekday, localNow, parseTime, zonedInstant } from '../../src/shared/slots/zoned-time.ts';
import type { Db } from '../db/client.ts';
import { and, eq, sql } from 'drizzle-orm';
import { appointments } from '../db/schema/appointments.ts';
import { users } from '../db/schema/users.ts';
import { badRequest, conflict, forbidden, notFound } from '../errors.ts';
import { loadConfigs, loadDoctorForBooking, type BookingConfig, type ConfigClinic, type DoctorForBooking } from './availability-data.ts';
import { now } from './clock.ts';
import { pgErrorCode } from './booking-pg-error.ts';

/** SQLSTATE exclusion_violation: appointments_no_overlap refused an overlapping active booking. */
const EXCLUSION_VIOLATION = '23P01';

export interface BookingRequest {
  patientId: number;
  input: AddAppointmentInput;
  /** Base of the consultation link: PUBLIC_URL, else the request's own origin. */
  publicOrigin: string;
}

export interface BookingResult {
  appointment: AppointmentData;
  doctor: DoctorForBooking;
  clinic: ConfigClinic | null;
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
function candidateConfigs(configs: BookingConfig[], input: AddAppointmentInput): BookingConfig[] {
  if (input.appointment_type === 'online') return configs.filter((config) => config.type === 'online');
  if (input.clinic_id === undefined) throw badRequest(t('booking.error.clinicRequired'), { clinic_id: t('booking.error.clinicRequired') });
  const atClinic = configs.filter((config) => config.type === 'offline' && config.clinic?.id === input.clinic_id);
  if (!atClinic.length) throw badRequest(t('booking.error.clinicNotFound'), { clinic_id: t('booking.error.clinicNotFound') });
  return atClinic;
}

/**
 * POST /api/add-appointment. Re-checks everything the modal offered (the
 * doctor is verified, the clinic is theirs, the date is not past and within
 * the horizon, the weekday is configured, the time is on a configuration's
 * grid and has not started), then inserts. Two patients racing for one slot
 * both pass these checks; the exclusion constraint lets one insert through
 * and the other gets 409.
 */
export async function bookAppointment(db: Db, request: BookingRequest): Promise<BookingResult> {
  const { input } = request;
  const doctor = await loadDoctorForBooking(db, input.doctor_id);
  if (!doctor) throw notFound(t('booking.error.doctorNotFound'));
  if (!doctor.verified) throw forbidden(t('booking.error.doctorNotVerified'));

  const configs = candidateConfigs(await loadConfigs(db, doctor.id, input.appointment_type), input);
  const clinic = input.appointment_type === 'offline' ? configs[0]!.clinic : null;
  const timeZone = clinic?.timeZone ?? doctor.timeZone;

  const at = now();
  const today = localNow(at, timeZone).date;
  const date = input.appointment_date;
  const dateError = (message: string) => badRequest(message, { appointment_date: message });
  if (date < today) throw dateError(t('booking.error.pastDate'));
  if (date > addDays(today, BOOKING_HORIZON_DAYS)) throw dateError(t('booking.error.tooFarAhead', { days: BOOKING_HORIZON_DAYS }));

  const weekday = isoWeekday(date);
  const serving = configs.filter((config) => (config.ranges.get(weekday)?.length ?? 0) > 0);
  if (!serving.length) throw dateError(t('booking.error.dayNotAvailable'));

  const time = input.appointment_time;
  const config = serving.find((candidate) => isOnGrid(candidate.ranges.get(weekday)!, candidate.duration, time));
  const timeError = (message: string) => badRequest(message, { appointment_time: message });
  if (!config) throw timeError(t('booking.error.timeNotOffered'));

  const startsAt = zonedInstant(date, parseTime(time)!, timeZone);
  if (startsAt.getTime() <= at.getTime()) throw timeError(t('booking.error.slotPassed'));
  const endsAt = new Date(startsAt.getTime() + config.duration * 60_000);
  const fee = (input.appointment_type === 'online' ? config.onlineFee : config.offlineFee) ?? 0;

  let row: typeof appointments.$inferSelect;
  try {
    [row] = (await db
      .insert(appointments)
      .values({
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
        bookingStatus: 'confirmed',
        name: input.name,
        email: input.email,
        // International form ('+91 9820012345'): the doctor may call from another country.
        phone: input.country_code ? `${input.country_code} ${input.phone}` : input.phone,
        description: input.description,
        consultationFees: fee,
        appointmentLink: input.appointment_type === 'online' ? consultationLink(request.publicOrigin) : null,
        statusChangedAt: at,
        createdAt: at,
        updatedAt: at,
      })
      .returning()) as [typeof appointments.$inferSelect];
  } catch (error) {
    if (pgErrorCode(error) === EXCLUSION_VIOLATION) throw conflict(t('booking.error.slotTaken'));
    throw error;
  }
  if (input.save_name) await saveNameIfMissing(db, request.patientId, input.name);
  return { appointment: appointmentData(row), doctor, clinic };
}

/**
 * A new account books as 'Ravi Kumar' and accepted to keep that name: it
 * becomes the account's first and last name, only while the account has none
 * (a name already on the profile is never overwritten from a booking form).
 */
async function saveNameIfMissing(db: Db, patientId: number, name: string): Promise<void> {
  const [first, ...rest] = name.trim().split(/\s+/);
  if (!first) return;
  await db
    .update(users)
    .set({ firstName: first, lastName: rest.join(' ') || null })
    .where(
      and(
        eq(users.id, patientId),
        sql`coalesce(trim(${users.firstName}), '') = ''`,
        sql`coalesce(trim(${users.lastName}), '') = ''`,
      ),
    );
}

export function appointmentData(row: typeof appointments.$inferSelect): AppointmentData {
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
  };
}
