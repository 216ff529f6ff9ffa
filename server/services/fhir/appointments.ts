/**
 * FHIR Appointments of the signed-in patient. Booking and cancelling go through the booking
 * service of /api/add-appointment and /api/change-appointment-status (rules, limits, race
 * safety, messages, reminders, waitlist), so FHIR clients get exactly the app's behaviour.
 */
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { t } from '../../../src/shared/i18n/format.ts';
import { addAppointmentBody, type AddAppointmentInput } from '../../../src/shared/schemas/booking.ts';
import { changeStatusBody } from '../../../src/shared/schemas/change-status.ts';
import type { Db } from '../../db/client.ts';
import { appointmentOfPatient } from '../../repositories/appointments.ts';
import { appointmentsOfPatientPage } from '../../repositories/appointment-lists.ts';
import { users } from '../../db/schema/users.ts';
import { AppError, badRequest, conflict, invalidInput, notFound } from '../../errors.ts';
import type { RequestAuth } from '../auth/sessions.ts';
import { changeAppointmentStatus, type AppointmentRow } from '../booking/appointment-status.ts';
import { bookAppointment } from '../booking/booking.ts';
import { now } from '../common/clock.ts';
import { parseSlotId, referenceId } from './ids.ts';
import type { Page } from './directory.ts';
import { findSlot } from './slots.ts';
import { postedPatient, type AppointmentInput } from './appointment-input.ts';
import { familyMemberOf, nameOf, usesSavedInsurance } from './posted-subject.ts';
import type { JobRow } from '../jobs/queue.ts';


/**
 * The add-appointment body for a posted Appointment: the slot's doctor, type, clinic, date and
 * time; the patient's name, email and phone from a contained Patient, else from the account; a
 * family member and the saved insurance as posted-subject.ts reads them.
 */
export async function bookingBody(db: Db, patientId: number, resource: AppointmentInput): Promise<AddAppointmentInput> {
  // The latest date anywhere on earth (UTC+14): a child born today in Dubai or Kolkata is not in the future.
  const today = new Date(now().getTime() + 14 * 3600_000).toISOString().slice(0, 10);
  const { patient, coverage, holder } = postedPatient(resource, today);
  const postedName = nameOf(patient);
  // A name with markup or digits is refused as add-appointment refuses it, before any lookup.
  if (postedName !== undefined) {
    const checked = addAppointmentBody.shape.name.safeParse(postedName);
    if (!checked.success) throw invalidInput(checked.error.issues.map((issue) => ({ path: ['name'], message: issue.message })));
  }
  const slotRaw = resource.slot[0]?.reference ?? '';
  const slotIdText = referenceId(slotRaw, 'Slot');
  const slotRef = slotIdText ? parseSlotId(slotIdText) : null;
  if (!slotRef) throw badRequest(t('fhir.slotRequired'), { slot: t('fhir.slotRequired') });
  const slot = await findSlot(db, slotRef, now());
  if (!slot) throw notFound(t('fhir.slotUnknown'));
  if (slot.status === 'busy') throw conflict(t('booking.error.slotTaken'));

  const [account] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email, phone: users.phone, countryCode: users.countryCode })
    .from(users)
    .where(eq(users.id, patientId));
  const member = await familyMemberOf(db, patientId, patient);
  const useInsurance = await usesSavedInsurance(db, patientId, member?.id ?? null, coverage, patient?.id === undefined ? undefined : `#${patient.id}`);
  // The booking's contact is the account holder's: for a family member, a contained RelatedPerson's (the holder) or the account's.
  const contact = member ? (holder ?? patient) : patient;
  const telecom = (system: string) => contact?.telecom?.find((point) => point.system === system)?.value;
  const schedule = slotRef.schedule;
  const body = {
    doctor_id: schedule.doctorId,
    clinic_id: schedule.type === 'offline' ? schedule.clinicId : undefined,
    appointment_type: schedule.type,
    appointment_date: slotRef.date,
    appointment_time: slotRef.time,
    name: member?.name ?? postedName ?? [account?.firstName, account?.lastName].filter(Boolean).join(' '),
    email: telecom('email') ?? account?.email ?? '',
    phone: telecom('phone') ?? account?.phone ?? '',
    country_code: telecom('phone') ? undefined : account?.countryCode ?? undefined,
    description: resource.description ?? resource.comment ?? '',
    ...(member ? { family_member_id: member.id } : {}),
    ...(useInsurance ? { use_insurance: true } : {}),
  };
  const parsed = addAppointmentBody.safeParse(body);
  if (!parsed.success) throw invalidInput(parsed.error.issues.map((issue) => ({ path: issue.path, message: issue.message })));
  return parsed.data;
}

export interface FhirBooking {
  patientId: number;
  input: AddAppointmentInput;
  publicOrigin: string;
  idempotencyKey: string | null;
  onOffersMade?: () => Promise<void>;
}

/** Books through the app's booking service; answers the stored row. */
export async function bookThroughFhir(db: Db, booking: FhirBooking): Promise<{ row: AppointmentRow; jobs: JobRow[] }> {
  const result = await bookAppointment(db, booking);
  const row = await ownAppointment(db, booking.patientId, result.appointment.id);
  return { row, jobs: result.jobs ?? [] };
}

export async function ownAppointment(db: Db, patientId: number, id: number): Promise<AppointmentRow> {
  const row = await appointmentOfPatient(db, id, patientId);
  if (!row) throw notFound(t('fhir.notFound', { type: 'Appointment', id }));
  return row;
}

const STATUS_OF: Record<string, AppointmentRow['bookingStatus'][]> = {
  booked: ['confirmed'],
  arrived: ['ongoing'],
  fulfilled: ['completed'],
  cancelled: ['cancelled'],
  noshow: ['no_show'],
};

export const appointmentStatuses = Object.keys(STATUS_OF);

/** The patient's own appointments, newest start first. */
export async function myAppointments(db: Db, patientId: number, statuses: string[] | undefined, page: Page): Promise<{ rows: AppointmentRow[]; total: number }> {
  return appointmentsOfPatientPage(db, patientId, statuses?.flatMap((status) => STATUS_OF[status] ?? []), page);
}

/** Cancels through the app's cancel service (its notice window and messages). */
export async function cancelThroughFhir(db: Db, auth: RequestAuth, id: number, reason: string | undefined, messaging: Pick<Config, 'whatsapp'>) {
  const input = changeStatusBody.safeParse({
    appointment_id: id,
    booking_status: 'cancelled',
    cancel_reason: reason ?? t('fhir.cancelReason'),
    cancel_description: t('fhir.cancelDescription'),
  });
  if (!input.success) throw invalidInput(input.error.issues.map((issue) => ({ path: issue.path, message: issue.message })));
  try {
    return await changeAppointmentStatus(db, auth, input.data, undefined, messaging);
  } catch (error) {
    // Another patient's booking is a plain 404 here, as on every FHIR read.
    if (error instanceof AppError && error.statusCode === 404) throw notFound(t('fhir.notFound', { type: 'Appointment', id }));
    throw error;
  }
}
