import { t } from '../../../src/shared/i18n/format.ts';
import { inMessageLanguage } from '../common/message-links.ts';
import { withLocale } from '../common/locale-context.ts';
import { icsAttachments } from './calendar-ics.ts';
import { enqueueBookingMails } from '../messaging/message-job.ts';
import type { DbOrTx } from '../jobs/queue.ts';
import { clinicLine, loadBookingContext, whenOf, type AppointmentRow } from '../reminders/booking-context.ts';
import { verifiedEmailOf } from '../messaging/verified-contact.ts';

/**
 * Tells both sides a booking moved, each with the updated .ics (the same UID as the first one,
 * SEQUENCE one higher, so calendars replace the entry). Queued in the move's transaction.
 */
export async function enqueueRescheduleNotices(tx: DbOrTx, moved: AppointmentRow, before: AppointmentRow, acceptedProposal = false): Promise<Array<number | null>> {
  const context = await loadBookingContext(tx, moved.id);
  if (!context) return [];
  // Each side in its own account's language (issue 18), with its own calendar text.
  const compose = () => {
    const when = whenOf(moved);
    const was = whenOf(before);
    const where = context.clinic ? clinicLine(context.clinic) : t('booking.mail.onlineWhere', { link: inMessageLanguage(moved.appointmentLink ?? '') });
    const attachments = icsAttachments({
      uid: `appointment-${moved.id}@medbook`,
      start: moved.startsAt,
      end: moved.endsAt,
      title: t('booking.mail.eventTitle', { doctor: context.doctorName, patient: moved.name }),
      description: moved.appointmentLink ?? where,
      location: context.clinic ? where : moved.appointmentLink ?? undefined,
      url: moved.appointmentLink ?? undefined,
      sequence: moved.icsSequence,
    });
    return { when, was, where, attachments };
  };
  const patient = withLocale(context.patient?.locale, () => {
    const { when, was, where, attachments } = compose();
    return {
      attachments,
      mail: {
        to: verifiedEmailOf(context.patient),
        subject: t('reschedule.mail.patientSubject', { doctor: context.doctorName, date: when.date, time: when.time }),
        body: t('reschedule.mail.patientBody', { ...when, name: moved.name, doctor: context.doctorName, oldDate: was.date, oldTime: was.time, where }),
      },
    };
  });
  const doctor = withLocale(context.doctorLocale, () => {
    const { when, was, attachments } = compose();
    const type = t(moved.appointmentType === 'online' ? 'booking.type.online' : 'booking.type.offline');
    return {
      attachments,
      mail: {
        to: context.doctorEmail,
        subject: t('reschedule.mail.doctorSubject', { patient: moved.name, date: when.date, time: when.time }),
        body: t(acceptedProposal ? 'proposal.mail.acceptedDoctorBody' : 'reschedule.mail.doctorBody', { ...when, patient: moved.name, oldDate: was.date, oldTime: was.time, type }),
      },
    };
  });
  return [
    ...(await enqueueBookingMails(tx, moved.id, [patient.mail], patient.attachments)),
    ...(await enqueueBookingMails(tx, moved.id, [doctor.mail], doctor.attachments)),
  ];
}
