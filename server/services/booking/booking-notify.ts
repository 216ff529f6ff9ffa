import { currencyOf } from '../../../src/shared/format/currency.ts';
import { formatFee } from '../../../src/shared/format/money.ts';
import { inMessageLanguage } from '../common/message-links.ts';
import { displayName } from '../../../src/shared/format/display-name.ts';
import { formatDateLong } from '../../../src/shared/format/date-long.ts';
import { formatTime12 } from '../../../src/shared/format/time.ts';
import { t } from '../../../src/shared/i18n/format.ts';
import { zoneName } from '../../../src/shared/slots/zone-label.ts';
import type { BookingResult } from './booking-result.ts';
import type { AppointmentRow } from '../../repositories/appointments.ts';
import { icsAttachments } from './calendar-ics.ts';
import { withLocale } from '../common/locale-context.ts';
import { messageJob } from '../messaging/message-job.ts';
import type { DbOrTx, NewJob } from '../jobs/queue.ts';
import { addressLine } from '../../../src/shared/format/address.ts';
import { findDoctorWithAccount } from '../../repositories/doctors.ts';

export const doctorTitle = (doctor: { firstName: string; lastName: string }) =>
  t('booking.mail.doctorName', { name: displayName(`${doctor.firstName} ${doctor.lastName}`) });

export function clinicAddress(clinic: NonNullable<BookingResult['clinic']>): string {
  return addressLine([clinic.name, clinic.addressOne, clinic.addressTwo, clinic.city, clinic.state, clinic.country]);
}

/** The booking as its transaction inserted it: real instants, the clock time as stored (formatTime12 reads 'HH:mm:ss'). */
export type BookedRow = Pick<BookingResult, 'doctor' | 'clinic'> & { appointment: AppointmentRow };

/** Who a booking's confirmations go to: read with the doctor before the booking (loadBookingContext). */
export interface ConfirmationRecipients {
  /** The patient account's VERIFIED email (null: none, no mail). */
  patientEmail: string | null;
  patientLocale: string | null;
  doctorLocale: string | null;
}

/**
 * Confirmation mails to the patient's and the doctor's VERIFIED account
 * emails, each with the .ics invitation, as jobs to insert in the booking's own transaction
 * (issue 19): they exist exactly when the booking does and the queue retries a failed transport.
 * The contact email typed on the booking form is stored and shown to the doctor, never mailed (a
 * relay). `claimedBy`: inserted claimed by this process, which sends them once it has committed.
 */
export function bookingConfirmationJobs(booking: BookedRow, recipients: ConfirmationRecipients, claimedBy?: string): NewJob[] {
  const { appointment, doctor, clinic } = booking;
  // Each side reads its mail, and its calendar invitation, in its own account's language (issue 18).
  const compose = () => {
    const doctorName = doctorTitle(doctor);
    const when = {
      date: formatDateLong(appointment.appointmentDate),
      time: formatTime12(appointment.appointmentTime),
      zone: zoneName(appointment.timeZone, appointment.startsAt),
      duration: appointment.duration,
      type: t(appointment.appointmentType === 'online' ? 'booking.type.online' : 'booking.type.offline'),
      where: clinic ? clinicAddress(clinic) : t('booking.mail.onlineWhere', { link: inMessageLanguage(appointment.appointmentLink ?? '') }),
    };
    const attachments = icsAttachments({
      uid: `appointment-${appointment.id}@medbook`,
      start: appointment.startsAt,
      end: appointment.endsAt,
      title: t('booking.mail.eventTitle', { doctor: doctorName, patient: appointment.name }),
      description: appointment.appointmentLink ?? when.where,
      location: clinic ? clinicAddress(clinic) : (appointment.appointmentLink ?? undefined),
      url: appointment.appointmentLink ?? undefined,
    });
    return { doctorName, when, attachments };
  };
  const options = { appointmentId: appointment.id, claimedBy };
  const mails: NewJob[] = [];
  if (recipients.patientEmail) {
    const to = recipients.patientEmail;
    mails.push(
      withLocale(recipients.patientLocale, () => {
        const { doctorName, when, attachments } = compose();
        const subject = t('booking.mail.patientSubject', { doctor: doctorName, date: when.date, time: when.time });
        const body = t('booking.mail.patientBody', {
          ...when,
          name: appointment.name,
          doctor: doctorName,
          // The clinic's country's currency, else the booking's zone's (an online consultation).
          fee: formatFee(appointment.consultationFees, currencyOf({ country: clinic?.country, timeZone: appointment.timeZone })),
        });
        return messageJob({ channel: 'email', to, subject, body, attachments }, options);
      }),
    );
  }
  if (doctor.email) {
    const to = doctor.email;
    mails.push(
      withLocale(recipients.doctorLocale, () => {
        const { when, attachments } = compose();
        const subject = t('booking.mail.doctorSubject', { patient: appointment.name, date: when.date, time: when.time });
        const body = t('booking.mail.doctorBody', {
          ...when,
          patient: appointment.name,
          email: appointment.email,
          phone: appointment.phone,
          description: appointment.description,
        });
        return messageJob({ channel: 'email', to, subject, body, attachments }, options);
      }),
    );
  }
  return mails;
}

/** The saved language of a doctor's account (null: never chosen). */
export async function doctorLocaleOf(tx: DbOrTx, doctorId: number): Promise<string | null> {
  return (await findDoctorWithAccount(tx, doctorId))?.account?.locale ?? null;
}
