import { t } from '../../../src/shared/i18n/format.ts';
import type { Db } from '../../db/client.ts';
import { appointmentOfPatientWithClinic } from '../../repositories/appointments.ts';
import { conflict, notFound } from '../../errors.ts';
import { loadDoctorForBooking } from './availability-data.ts';
import { doctorTitle } from './booking-notify.ts';
import { appointmentIcs } from './calendar-ics.ts';
import { addressLine } from '../../../src/shared/format/address.ts';

/**
 * GET /api/appointments/:id/calendar.ics: the "Add to calendar" file of the
 * caller's own booking (404 for anyone else's), with the same UID as the
 * confirmation mail's attachment so calendars merge the two.
 */
export async function myAppointmentIcs(db: Db, patientId: number, appointmentId: number, origin: string): Promise<string> {
  const row = await appointmentOfPatientWithClinic(db, appointmentId, patientId);
  if (!row) throw notFound(t('account.bookingNotFound'));
  const { appointment: a, clinic } = row;
  if (a.bookingStatus === 'cancelled') throw conflict(t('calendar.cancelled'));
  const doctor = await loadDoctorForBooking(db, a.doctorId);
  const doctorName = doctor ? doctorTitle(doctor) : '';
  const link = a.appointmentLink?.startsWith('/') ? `${origin.replace(/\/+$/, '')}${a.appointmentLink}` : a.appointmentLink;
  const where = clinic ? addressLine([clinic.clinicName, clinic.addressOne, clinic.addressTwo, clinic.city, clinic.state, clinic.country]) : link ?? undefined;
  return appointmentIcs({
    uid: `appointment-${a.id}@medbook`,
    start: a.startsAt,
    end: a.endsAt,
    title: t('booking.mail.eventTitle', { doctor: doctorName, patient: a.name }),
    description: link ?? where ?? '',
    location: where,
    url: link ?? undefined,
    sequence: a.icsSequence,
  });
}
