import { withLocale } from '../common/locale-context.ts';
import { formatDateLong } from '../../../src/shared/format/date-long.ts';
import { formatTime12 } from '../../../src/shared/format/time.ts';
import { t } from '../../../src/shared/i18n/format.ts';
import { addDays, zonedInstant } from '../../../src/shared/slots/zoned-time.ts';
import { zoneName } from '../../../src/shared/slots/zone-label.ts';
import { displayName } from '../../../src/shared/format/display-name.ts';
import { activeAppointmentsOfDoctorStartingIn } from '../../repositories/appointments.ts';
import type { JobDeps } from '../jobs/job-deps.ts';
import { enqueueMessage } from '../messaging/message-job.ts';
import { finishJob, type JobRow } from '../jobs/queue.ts';
import type { DoctorSummaryPayload } from './reminder-schedule.ts';
import { findDoctorWithAccount } from '../../repositories/doctors.ts';

/**
 * The doctor's morning summary (DOCTOR_SUMMARY_HOUR local time on a day with bookings): the day's
 * active bookings in time order, each with the patient's Confirm, to the doctor's verified
 * account email. Nothing when every booking of the day was cancelled meanwhile.
 */
export async function runDoctorSummaryJob(deps: JobDeps, job: JobRow, worker: string): Promise<void> {
  const { doctorId, date, timeZone } = job.payload as DoctorSummaryPayload;
  await deps.database.db.transaction(async (tx) => {
    if (!(await finishJob(tx, job, worker))) return;
    const found = await findDoctorWithAccount(tx, doctorId);
    if (!found?.account?.email || !found.account.emailVerifiedAt) return;
    const { doctor, account } = found;
    const from = zonedInstant(date, 0, timeZone);
    const to = zonedInstant(addDays(date, 1), 0, timeZone);
    const day = await activeAppointmentsOfDoctorStartingIn(tx, doctorId, from, to);
    if (!day.length) return;
    // In the doctor account's language (issue 18).
    const message = withLocale(account.locale, () => {
      const lines = day.map((row) =>
        t('summary.line', {
          time: formatTime12(row.appointmentTime.slice(0, 5)),
          patient: row.name,
          type: t(row.appointmentType === 'online' ? 'booking.type.online' : 'booking.type.offline'),
          confirmed: row.patientConfirmedAt ? t('summary.confirmed') : '',
        }),
      );
      const dateText = formatDateLong(date);
      return {
        subject: t('summary.subject', { date: dateText, count: day.length }),
        body: t('summary.body', {
          doctor: t('booking.mail.doctorName', { name: displayName(`${doctor.firstName} ${doctor.lastName}`) }),
          date: dateText,
          zone: zoneName(timeZone, from),
          lines: lines.join('\n'),
        }),
      };
    });
    await enqueueMessage(tx, { channel: 'email', to: account.email!, ...message });
  });
}
