import { inMessageLanguage, siteLink } from '../common/message-links.ts';
import { CHANGE_NOTICE_HOURS } from '../../../src/shared/constants.ts';
import { currentLocale, t } from '../../../src/shared/i18n/format.ts';
import { lockAppointment } from '../../repositories/appointments.ts';
import { now } from '../common/clock.ts';
import type { JobDeps } from '../jobs/job-deps.ts';
import { enqueueMessage, type QueuedMessage } from '../messaging/message-job.ts';
import { finishJob, type JobRow } from '../jobs/queue.ts';
import { patientMessages, reachesPhone } from '../messaging/patient-messages.ts';
import { absoluteLink, clinicLine, directionsLink, loadBookingContext, whenOf, type BookingContext } from './booking-context.ts';
import { linkKeyOf, signLinkToken, type LinkAction } from './link-tokens.ts';
import { createShortLink, type ShortLinkTarget } from './short-links.ts';
import type { ReminderPayload } from './reminder-schedule.ts';
import { withLocale } from '../common/locale-context.ts';

/** The site's address for links in a job (no request to take it from). */
export const jobOrigin = (deps: Pick<JobDeps, 'config'>) => deps.config.PUBLIC_URL ?? `http://localhost:${deps.config.PORT}`;

/** The one-tap page a reminder links to. */
export const linkUrl = (origin: string, token: string) => `${siteLink(origin, '/appointment-link')}?token=${encodeURIComponent(token)}`;

/** The reminder's one-tap links: Confirm, and Reschedule and Cancel until the notice window closes. */
export function reminderLinks(key: Buffer, row: BookingContext['row'], at: Date): ShortLinkTarget[] {
  const noticeEnds = row.startsAt.getTime() - CHANGE_NOTICE_HOURS * 3_600_000;
  const link = (action: LinkAction, expiresAt: number): ShortLinkTarget => ({
    action,
    token: signLinkToken(key, { appointmentId: row.id, action, startsAt: row.startsAt.getTime(), expiresAt }),
  });
  const confirm = link('confirm', row.startsAt.getTime());
  // Moving or cancelling closes CHANGE_NOTICE_HOURS before the start: no link that could only say so.
  if (noticeEnds <= at.getTime()) return [confirm];
  return [confirm, link('reschedule', noticeEnds), link('cancel', noticeEnds)];
}

/** The mail's lines of one-tap links (the full signed links). */
export function reminderActions(origin: string, links: ShortLinkTarget[]): string {
  const url = (action: LinkAction) => linkUrl(origin, links.find((link) => link.action === action)!.token);
  if (links.length === 1) return t('reminder.actionsConfirmOnly', { confirm: url('confirm') });
  return t('reminder.actions', { confirm: url('confirm'), reschedule: url('reschedule'), cancel: url('cancel') });
}

/**
 * The reminder's messages: email, SMS and WhatsApp to the account's verified addresses, as the patient chose.
 * The mail keeps every link; SMS and WhatsApp carry one short link (issue 42) to the same choices.
 */
export function reminderMessages(deps: JobDeps, context: BookingContext, links: ShortLinkTarget[], origin: string, shortUrl: string): QueuedMessage[] {
  const { row, clinic, patient, doctorName } = context;
  const when = whenOf(row);
  const type = t(row.appointmentType === 'online' ? 'booking.type.online' : 'booking.type.offline');
  const videoLink = row.appointmentLink ? inMessageLanguage(absoluteLink(row.appointmentLink, origin)) : '';
  const where = clinic ? clinicLine(clinic) : t('reminder.video', { link: videoLink });
  const directions = clinic ? t('reminder.directions', { link: directionsLink(clinic) }) : '';
  const subject = t('reminder.subject', { doctor: doctorName, date: when.date, time: when.time });
  const place = clinic ? clinic.clinicName : type;
  return patientMessages(deps.config, patient, {
    subject,
    email: t('reminder.body', { ...when, name: row.name, type, doctor: doctorName, where, directions, actions: reminderActions(origin, links) }),
    short: t(links.length === 1 ? 'reminder.smsLate' : 'reminder.sms', { ...when, doctor: doctorName, place, link: shortUrl }),
  });
}

/** The short link's address: /l/<code> on the site, unprefixed (the code knows its language). */
export const shortLinkUrl = (origin: string, code: string) => `${origin.replace(/\/+$/, '')}/l/${code}`;

/**
 * A reminder job: when the booking is still confirmed at the start it was scheduled for (and
 * REMINDERS is on), queues its messages and finishes in one transaction, so a reminder fans out
 * once however many processes run.
 */
export async function runReminderJob(deps: JobDeps, job: JobRow, worker: string): Promise<void> {
  const payload = job.payload as ReminderPayload;
  const key = linkKeyOf(await deps.otpSecret());
  const origin = jobOrigin(deps);
  await deps.database.db.transaction(async (tx) => {
    // The row lock makes a cancel or move committing now wait for this reminder, or win before it.
    await lockAppointment(tx, payload.appointmentId);
    const context = await loadBookingContext(tx, payload.appointmentId);
    const at = now();
    const current =
      context &&
      context.row.bookingStatus === 'confirmed' &&
      context.row.startsAt.toISOString() === payload.startsAt &&
      context.row.startsAt.getTime() > at.getTime();
    if (!(await finishJob(tx, job, worker))) return;
    if (!current || !deps.config.reminders) return;
    // The patient's reminder in the patient account's language (issue 18). The short link is stored only
    // when an SMS or WhatsApp message will carry it; the mail has the full links.
    const links = reminderLinks(key, context.row, at);
    const messages = await withLocale(context.patient?.locale, async () => {
      const code = reachesPhone(deps.config, context.patient)
        ? await createShortLink(tx, { appointmentId: context.row.id, locale: currentLocale(), links, expiresAt: context.row.startsAt, at })
        : null;
      return reminderMessages(deps, context, links, origin, code ? shortLinkUrl(origin, code) : '');
    });
    for (const message of messages) {
      await enqueueMessage(tx, message, { appointmentId: context.row.id });
    }
  });
}
