import { BOOKING_DATE_RANGE_DAYS } from '../../../src/shared/constants.ts';
import type { DoctorBookingItem, DoctorBookingsFilter } from '../../../src/shared/schemas/doctor-bookings.ts';
import type { Db } from '../../db/client.ts';
import { doctorBookingsPage } from '../../repositories/appointment-lists.ts';
import { now } from '../common/clock.ts';
import { doctorActions } from './doctor-bookings-rules.ts';
import { bookedForOf } from './booked-for.ts';
import { toClinicSummary } from '../common/clinic-summary.ts';
import { changeClosesAt } from './reschedule.ts';
import { openProposalsFor } from './reschedule-proposals.ts';
import { bookingInsuranceView } from '../insurance/booking-insurance-view.ts';

const DAY_MS = 86_400_000;

/**
 * POST /api/doctor/my-appointments: the doctor's own bookings of one tab,
 * filtered and paginated on the server. Upcoming = confirmed or ongoing and
 * not yet ended (soonest first); Past = everything else (latest first).
 * from_date bounds the start: days back from now, or a clinic-local date.
 */
export async function listDoctorBookings(
  db: Db,
  doctorId: number,
  filter: DoctorBookingsFilter,
): Promise<{ data: DoctorBookingItem[]; total: number; last_page: number }> {
  const at = now();
  const days = BOOKING_DATE_RANGE_DAYS[filter.from_date];
  const upcoming = filter.type === 'Upcoming';
  const { total, rows } = await doctorBookingsPage(db, doctorId, {
    upcoming,
    at,
    types: filter.consultation_type,
    statuses: filter.booking_status,
    startsFrom: days !== undefined ? new Date(at.getTime() - days * DAY_MS) : undefined,
    dateFrom: days === undefined && filter.from_date ? filter.from_date : undefined,
    limit: filter.per_page,
    offset: (filter.page - 1) * filter.per_page,
  });

  const proposals = await openProposalsFor(db, rows.map((row) => row.appointment.id), at);
  const insuranceOf = await bookingInsuranceView(db, rows.map((row) => row.appointment));
  const data = rows.map(({ appointment: a, patient, clinic }): DoctorBookingItem => ({
    id: a.id,
    appointment_type: a.appointmentType,
    booking_status: a.bookingStatus,
    appointment_date: a.appointmentDate,
    appointment_time: a.appointmentTime.slice(0, 5),
    duration: a.duration,
    time_zone: a.timeZone,
    starts_at: a.startsAt.toISOString(),
    ends_at: a.endsAt.toISOString(),
    consultation_fees: a.consultationFees,
    description: a.description,
    appointment_link: a.appointmentLink,
    cancel_reason: a.cancelReason,
    cancel_description: a.cancelDescription,
    cancelled_by: a.cancelledBy,
    patient_confirmed_at: a.patientConfirmedAt?.toISOString() ?? null,
    name: a.name,
    email: a.email,
    phone: a.phone,
    patient: {
      id: patient.id,
      first_name: patient.firstName,
      last_name: patient.lastName,
      email: patient.email,
      phone: patient.phone ? `${patient.countryCode ?? ''}${patient.phone}` : null,
    },
    clinic: clinic?.id ? toClinicSummary(clinic) : null,
    insurance: insuranceOf(a),
    booked_for: bookedForOf(a, patient),
    ...doctorActions(a.bookingStatus, a.startsAt, at),
    proposal: proposals.get(a.id) ?? null,
    can_propose: a.bookingStatus === 'confirmed' && changeClosesAt(a.startsAt).getTime() > at.getTime(),
  }));
  return { data, total, last_page: Math.max(1, Math.ceil(total / filter.per_page)) };
}
