import { eq } from 'drizzle-orm';
import { formatTime12 } from '../../../src/shared/format/time.ts';
import { t } from '../../../src/shared/i18n/format.ts';
import type { enquiryBody, enquiryData } from '../../../src/shared/schemas/booking.ts';
import { enquiryDates, enquiryTimes } from '../../../src/shared/slots/enquiry-slots.ts';
import { zoneName } from '../../../src/shared/slots/zone-label.ts';
import { parseTime, zonedInstant } from '../../../src/shared/slots/zoned-time.ts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { enquiries } from '../../db/schema/enquiries.ts';
import { users } from '../../db/schema/users.ts';
import { badRequest, notFound } from '../../errors.ts';
import { loadDoctorForBooking } from './availability-data.ts';
import { now } from '../common/clock.ts';
import { sendThroughQueue } from '../messaging/message-job.ts';
import type { MessagingDeps } from '../messaging/send-message.ts';
import { withLocale } from '../common/locale-context.ts';
import { doctorLocaleOf } from './booking-notify.ts';

export type EnquiryInput = z.output<typeof enquiryBody>;
export type EnquiryData = z.infer<typeof enquiryData>;

/**
 * POST /api/send-appointment-enquiry. The date must be one of the 7 days
 * the drawer offers and the time on its half-hour grid, both in the doctor's
 * zone, and not already past. Enquiries are meant for doctors who cannot be
 * booked yet, but one to a verified doctor is accepted too: it is still a
 * patient asking for a time, and refusing it would only lose the request.
 */
export async function sendEnquiry(deps: MessagingDeps, patientId: number, input: EnquiryInput): Promise<EnquiryData> {
  const db: Db = deps.database.db;
  const doctor = await loadDoctorForBooking(db, input.doctor_id);
  // Patients' names and health messages go only to public profiles, never to a registration under review.
  if (!doctor?.listed) throw notFound(t('booking.error.doctorNotFound'));

  const at = now();
  const timeZone = doctor.timeZone;
  const dates = enquiryDates(at, timeZone);
  const date = input.preferred_date;
  if (!dates.includes(date)) {
    throw badRequest(t('enquiry.error.dateOutOfRange'), { preferred_date: t('enquiry.error.dateOutOfRange') });
  }
  const time = input.preferred_time;
  if (!enquiryTimes().includes(time)) {
    throw badRequest(t('enquiry.error.timeNotOffered'), { preferred_time: t('enquiry.error.timeNotOffered') });
  }
  if (zonedInstant(date, parseTime(time)!, timeZone).getTime() <= at.getTime()) {
    throw badRequest(t('enquiry.error.timePassed'), { preferred_time: t('enquiry.error.timePassed') });
  }

  const [row] = await db
    .insert(enquiries)
    .values({
      doctorId: doctor.id,
      patientId,
      preferredDate: date,
      preferredTime: time,
      description: input.description,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  const enquiry = row!;

  if (doctor.email) {
    const [patient] = await db
      .select({ firstName: users.firstName, lastName: users.lastName, email: users.email, phone: users.phone })
      .from(users)
      .where(eq(users.id, patientId));
    const patientName =
      [patient?.firstName, patient?.lastName].filter(Boolean).join(' ') || patient?.email || patient?.phone || '';
    // In the doctor account's language (issue 18), through the queue: a transport failure is
    // retried and never fails the enquiry.
    const message = withLocale(await doctorLocaleOf(db, doctor.id), () => ({
      subject: t('enquiry.mail.subject', { patient: patientName }),
      body: t('enquiry.mail.body', {
        patient: patientName,
        date,
        time: formatTime12(time),
        zone: zoneName(timeZone, at),
        description: input.description,
      }),
    }));
    await sendThroughQueue(deps, [{ channel: 'email', to: doctor.email, ...message }]);
  }

  return {
    enquiry: {
      id: enquiry.id,
      doctor_id: enquiry.doctorId,
      preferred_date: enquiry.preferredDate,
      preferred_time: enquiry.preferredTime.slice(0, 5),
      description: enquiry.description,
      time_zone: timeZone,
      created_at: enquiry.createdAt.toISOString(),
    },
  };
}
