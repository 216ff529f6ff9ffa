import { formatDateLong } from '../../../src/shared/format/date-long.ts';
import { formatTime12 } from '../../../src/shared/format/time.ts';
import { t } from '../../../src/shared/i18n/format.ts';
import { zoneName } from '../../../src/shared/slots/zone-label.ts';
import type { AppointmentRow } from './appointment-status.ts';
import { loadDoctorForBooking } from './availability-data.ts';
import { doctorTitle } from './booking-notify.ts';
import { sendMessage, type MessagingDeps } from '../messaging/send-message.ts';
import { loadVerifiedEmail } from '../messaging/verified-contact.ts';

/**
 * Tells the other side of a cancelled booking: the doctor when the patient
 * cancelled, the patient (the booking's contact email) when the doctor did.
 * The change is committed already, so a delivery failure is only logged.
 */
export async function notifyCancellation(deps: MessagingDeps, row: AppointmentRow): Promise<void> {
  const doctor = await loadDoctorForBooking(deps.database.db, row.doctorId);
  if (!doctor) return;
  const when = {
    date: formatDateLong(row.appointmentDate),
    time: formatTime12(row.appointmentTime.slice(0, 5)),
    zone: zoneName(row.timeZone, row.startsAt),
    reason: row.cancelReason ?? '',
    description: row.cancelDescription ?? '',
  };
  const doctorName = doctorTitle(doctor);
  const patientEmail = row.cancelledBy === 'doctor' ? await loadVerifiedEmail(deps.database.db, row.patientId) : null;
  const message =
    row.cancelledBy === 'doctor'
      ? patientEmail && {
          to: patientEmail,
          subject: t('cancel.mail.patientSubject', { doctor: doctorName, date: when.date, time: when.time }),
          body: t('cancel.mail.patientBody', { ...when, name: row.name, doctor: doctorName }),
        }
      : doctor.email
        ? {
            to: doctor.email,
            subject: t('cancel.mail.doctorSubject', { patient: row.name, date: when.date, time: when.time }),
            body: t('cancel.mail.doctorBody', { ...when, patient: row.name }),
          }
        : null;
  if (!message) return;
  try {
    await sendMessage(deps, { channel: 'email', ...message });
  } catch (error) {
    deps.log.error({ err: error, appointmentId: row.id }, 'cancellation notice not delivered');
  }
}
