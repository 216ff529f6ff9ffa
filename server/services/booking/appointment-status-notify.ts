import { t } from '../../../src/shared/i18n/format.ts';
import { withLocale } from '../common/locale-context.ts';
import type { AppointmentRow } from '../../repositories/appointments.ts';
import { enqueueMessage, type QueuedMessage } from '../messaging/message-job.ts';
import type { DbOrTx } from '../jobs/queue.ts';
import { loadBookingContext, whenOf, type BookingContext } from '../reminders/booking-context.ts';
import { patientMessages } from '../messaging/patient-messages.ts';
import { cancelIcsAttachments } from './calendar-ics.ts';
import type { Config } from '../../config.ts';

/** The calendar cancellation of the booking's entry, worded in the current (recipient's) language. */
function calendarCancel(context: BookingContext, row: AppointmentRow) {
  return cancelIcsAttachments({
    uid: `appointment-${row.id}@medbook`,
    start: row.startsAt,
    end: row.endsAt,
    title: t('booking.mail.eventTitle', { doctor: context.doctorName, patient: row.name }),
    description: t('cancel.ics.description'),
    sequence: (row.icsSequence ?? 0) + 1,
  });
}

/**
 * Tells both sides of a cancelled booking (issue 42), however it was cancelled (the patient in the app,
 * a one-tap link, FHIR; the doctor): the patient always hears of it on the channels they chose (a
 * receipt when they cancelled, the doctor's reason when the doctor did), the doctor when the patient
 * cancelled; every mail carries the calendar cancellation of the invitation's event (same UID).
 * Queued in the cancel's own transaction (issue 19); the queue retries a failed transport.
 */
export async function enqueueCancellationNotice(tx: DbOrTx, row: AppointmentRow, config: Pick<Config, 'whatsapp'>): Promise<Array<number | null>> {
  const context = await loadBookingContext(tx, row.id);
  if (!context) return [];
  const when = { ...whenOf(row), reason: row.cancelReason ?? '', description: row.cancelDescription ?? '' };
  const doctorName = context.doctorName;
  const byDoctor = row.cancelledBy === 'doctor';
  const messages: QueuedMessage[] = [];
  // Each in the recipient's account language (issue 18).
  withLocale(context.patient?.locale, () => {
    const attachments = calendarCancel(context, row);
    const params = { ...when, name: row.name, doctor: doctorName };
    const text = byDoctor
      ? { subject: t('cancel.mail.patientSubject', params), email: t('cancel.mail.patientBody', params), short: t('cancel.sms.byDoctor', params) }
      : { subject: t('cancel.mail.receiptSubject', params), email: t('cancel.mail.receiptBody', params), short: t('cancel.sms.receipt', params) };
    for (const message of patientMessages(config, context.patient, text)) messages.push(message.channel === 'email' ? { ...message, attachments } : message);
  });
  if (!byDoctor && context.doctorEmail) {
    const to = context.doctorEmail;
    withLocale(context.doctorLocale, () =>
      messages.push({
        channel: 'email',
        to,
        subject: t('cancel.mail.doctorSubject', { patient: row.name, date: when.date, time: when.time }),
        body: t('cancel.mail.doctorBody', { ...when, patient: row.name }),
        attachments: calendarCancel(context, row),
      }),
    );
  }
  const ids: Array<number | null> = [];
  for (const message of messages) ids.push(await enqueueMessage(tx, message, { appointmentId: row.id }));
  return ids;
}
