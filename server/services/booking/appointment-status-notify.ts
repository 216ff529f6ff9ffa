import { t } from '../../../src/shared/i18n/format.ts';
import { withLocale } from '../common/locale-context.ts';
import type { AppointmentRow } from './appointment-status.ts';
import { enqueueMessage } from '../jobs/message-job.ts';
import type { DbOrTx } from '../jobs/queue.ts';
import { loadBookingContext, whenOf } from '../reminders/booking-context.ts';
import { verifiedEmailOf } from '../messaging/verified-contact.ts';

/**
 * Tells the other side of a cancelled booking: the doctor when the patient
 * cancelled, the patient (their verified account email) when the doctor did.
 * Queued in the cancel's own transaction (issue 19); the queue retries a failed transport.
 */
export async function enqueueCancellationNotice(tx: DbOrTx, row: AppointmentRow): Promise<Array<number | null>> {
  const context = await loadBookingContext(tx, row.id);
  if (!context) return [];
  const when = { ...whenOf(row), reason: row.cancelReason ?? '', description: row.cancelDescription ?? '' };
  const doctorName = context.doctorName;
  const patientEmail = row.cancelledBy === 'doctor' ? verifiedEmailOf(context.patient) : null;
  // The recipient's account language (issue 18).
  const message = withLocale(row.cancelledBy === 'doctor' ? context.patient?.locale : context.doctorLocale, () =>
    row.cancelledBy === 'doctor'
      ? patientEmail && {
          to: patientEmail,
          subject: t('cancel.mail.patientSubject', { doctor: doctorName, date: when.date, time: when.time }),
          body: t('cancel.mail.patientBody', { ...when, name: row.name, doctor: doctorName }),
        }
      : context.doctorEmail
        ? {
            to: context.doctorEmail,
            subject: t('cancel.mail.doctorSubject', { patient: row.name, date: when.date, time: when.time }),
            body: t('cancel.mail.doctorBody', { ...when, patient: row.name }),
          }
        : null,
  );
  if (!message) return [];
  return [await enqueueMessage(tx, { channel: 'email', ...message }, { appointmentId: row.id })];
}
