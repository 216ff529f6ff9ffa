import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { siteLink } from '../common/message-links.ts';
import { WAITLIST_HOLD_MINUTES } from '../../../src/shared/constants.ts';
import { displayName } from '../../../src/shared/format/display-name.ts';
import { formatDateLong } from '../../../src/shared/format/date-long.ts';
import { formatTime12 } from '../../../src/shared/format/time.ts';
import { t } from '../../../src/shared/i18n/format.ts';
import { formatMinutes, localNow } from '../../../src/shared/slots/zoned-time.ts';
import { zoneName } from '../../../src/shared/slots/zone-label.ts';
import { users } from '../../db/schema/users.ts';
import { waitlistOffers } from '../../db/schema/waitlist.ts';
import { enqueueMessage, type QueuedMessage } from '../messaging/message-job.ts';
import type { DbOrTx } from '../jobs/queue.ts';
import { deliverJobsNow } from '../messaging/message-job.ts';
import { patientMessages } from '../messaging/patient-messages.ts';
import type { MessagingDeps } from '../messaging/send-message.ts';
import type { OfferRow } from '../booking/slot-holds.ts';
import { withLocale } from '../common/locale-context.ts';
import { findDoctor } from '../../repositories/doctors.ts';

/** Offers claimed per round: a burst of cancellations is sent in a few rounds, not one huge one. */
const BATCH = 20;

/**
 * Sends the message of every live offer not told yet, on every channel the patient chose (their
 * VERIFIED email; SMS and WhatsApp on the verified phone as switched on in Edit Profile, WhatsApp
 * where a transport is configured), with a link to My Bookings where the held time is booked.
 * Each offer is claimed (notified_at set, SKIP LOCKED) and its messages are queued in ONE
 * transaction, so several processes and a retry never queue it twice, and a process dying after
 * the commit leaves the messages to the queue's workers; then this process sends them at once.
 * Called after the transaction that made the offers, and by every sweep.
 */
export async function deliverWaitlistOffers(deps: MessagingDeps, origin: string, at: Date): Promise<number> {
  try {
    return await deliverRounds(deps, origin, at);
  } catch (error) {
    // Callers have committed their change already; unclaimed offers stay for the next sweep.
    deps.log.error({ err: error }, 'waitlist offers not delivered');
    return 0;
  }
}

async function deliverRounds(deps: MessagingDeps, origin: string, at: Date): Promise<number> {
  const db = deps.database.db;
  let sent = 0;
  for (;;) {
    const round = await db.transaction(async (tx) => {
      const claimed: OfferRow[] = await tx
        .update(waitlistOffers)
        .set({ notifiedAt: at })
        .where(
          inArray(
            waitlistOffers.id,
            tx
              .select({ id: waitlistOffers.id })
              .from(waitlistOffers)
              .where(and(eq(waitlistOffers.status, 'open'), isNull(waitlistOffers.notifiedAt), gt(waitlistOffers.expiresAt, at)))
              .limit(BATCH)
              .for('update', { skipLocked: true }),
          ),
        )
        .returning();
      const ids: Array<number | null> = [];
      for (const offer of claimed) {
        for (const message of await offerMessages(tx, deps.config, offer, origin)) ids.push(await enqueueMessage(tx, message));
      }
      return { claimed: claimed.length, ids };
    });
    await deliverJobsNow(deps, round.ids);
    sent += round.ids.length;
    if (round.claimed < BATCH) return sent;
  }
}

async function offerMessages(tx: DbOrTx, config: MessagingDeps['config'], offer: OfferRow, origin: string): Promise<QueuedMessage[]> {
  const [patient] = await tx.select().from(users).where(eq(users.id, offer.patientId));
  const doctor = await findDoctor(tx, offer.doctorId);
  if (!patient || !doctor) return [];
  const until = localNow(offer.expiresAt, offer.timeZone);
  // In the patient account's language (issue 18).
  return withLocale(patient.locale, () => {
    const params = {
      doctor: t('booking.mail.doctorName', { name: displayName(`${doctor.firstName} ${doctor.lastName}`) }),
      date: formatDateLong(offer.appointmentDate),
      time: formatTime12(offer.appointmentTime.slice(0, 5)),
      zone: zoneName(offer.timeZone, offer.startsAt),
      type: t(offer.appointmentType === 'online' ? 'booking.type.online' : 'booking.type.offline'),
      minutes: WAITLIST_HOLD_MINUTES,
      until: formatTime12(formatMinutes(until.minutes)),
      link: siteLink(origin, '/my-appointments'),
      // By name where the account has one (issue 42: the offer greeted a bare "Hello,").
      greeting: patient.firstName?.trim() ? t('waitlist.mail.greeting', { name: patient.firstName.trim() }) : t('waitlist.mail.greetingNoName'),
    };
    return patientMessages(config, patient, { subject: t('waitlist.mail.subject', params), email: t('waitlist.mail.body', params), short: t('waitlist.sms.body', params) });
  });
}
