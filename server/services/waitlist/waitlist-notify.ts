import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { WAITLIST_HOLD_MINUTES } from '../../../src/shared/constants.ts';
import { displayName } from '../../../src/shared/format/display-name.ts';
import { formatDateLong } from '../../../src/shared/format/date-long.ts';
import { formatTime12 } from '../../../src/shared/format/time.ts';
import { t } from '../../../src/shared/i18n/format.ts';
import { formatMinutes, localNow } from '../../../src/shared/slots/zoned-time.ts';
import { zoneName } from '../../../src/shared/slots/zone-label.ts';
import { doctors } from '../../db/schema/doctors.ts';
import { users } from '../../db/schema/users.ts';
import { waitlistOffers } from '../../db/schema/waitlist.ts';
import { sendMessage, type MessagingDeps, type OutgoingMessage } from '../messaging/send-message.ts';
import { verifiedEmailOf, verifiedPhoneOf } from '../messaging/verified-contact.ts';
import type { OfferRow } from './slot-holds.ts';
import { withLocale } from '../common/locale-context.ts';

/** Offers claimed per round: a burst of cancellations is sent in a few rounds, not one huge one. */
const BATCH = 20;

/**
 * Sends the message of every live offer not told yet, by mail and SMS to the patient's VERIFIED
 * addresses, with a link to My Bookings where the held time is booked. Each offer is claimed
 * (notified_at set, SKIP LOCKED) by one process before it is sent, so several processes and a
 * retry never send it twice; a transport failure is logged (the offer still shows in the app).
 * Called after the transaction that made the offers, and by every sweep (an offer whose sender
 * died between its commit and this call is sent by the next sweep).
 */
export async function deliverWaitlistOffers(deps: MessagingDeps, origin: string, at: Date): Promise<number> {
  try {
    return await deliverRounds(deps, origin, at);
  } catch (error) {
    // Callers have committed their change already; unsent offers stay for the next sweep.
    deps.log.error({ err: error }, 'waitlist offers not delivered');
    return 0;
  }
}

async function deliverRounds(deps: MessagingDeps, origin: string, at: Date): Promise<number> {
  const db = deps.database.db;
  let sent = 0;
  for (;;) {
    const claimed: OfferRow[] = await db
      .update(waitlistOffers)
      .set({ notifiedAt: at })
      .where(
        inArray(
          waitlistOffers.id,
          db
            .select({ id: waitlistOffers.id })
            .from(waitlistOffers)
            .where(and(eq(waitlistOffers.status, 'open'), isNull(waitlistOffers.notifiedAt), gt(waitlistOffers.expiresAt, at)))
            .limit(BATCH)
            .for('update', { skipLocked: true }),
        ),
      )
      .returning();
    for (const offer of claimed) {
      for (const message of await offerMessages(deps, offer, origin)) {
        try {
          await sendMessage(deps, message);
          sent++;
        } catch (error) {
          deps.log.error({ err: error, offerId: offer.id }, 'waitlist offer message not delivered');
        }
      }
    }
    if (claimed.length < BATCH) return sent;
  }
}

async function offerMessages(deps: MessagingDeps, offer: OfferRow, origin: string): Promise<OutgoingMessage[]> {
  const db = deps.database.db;
  const [patient] = await db.select().from(users).where(eq(users.id, offer.patientId));
  const [doctor] = await db.select({ first: doctors.firstName, last: doctors.lastName }).from(doctors).where(eq(doctors.id, offer.doctorId));
  const row = patient && doctor ? { patient, doctorFirst: doctor.first, doctorLast: doctor.last } : null;
  if (!row) return [];
  const until = localNow(offer.expiresAt, offer.timeZone);
  // In the patient account's language (issue 18).
  return withLocale(row.patient.locale, () => composeOffer(row, offer, origin, until));
}

function composeOffer(
  row: { patient: typeof users.$inferSelect; doctorFirst: string; doctorLast: string },
  offer: OfferRow,
  origin: string,
  until: ReturnType<typeof localNow>,
): OutgoingMessage[] {
  const params = {
    doctor: t('booking.mail.doctorName', { name: displayName(`${row.doctorFirst} ${row.doctorLast}`) }),
    date: formatDateLong(offer.appointmentDate),
    time: formatTime12(offer.appointmentTime.slice(0, 5)),
    zone: zoneName(offer.timeZone, offer.startsAt),
    type: t(offer.appointmentType === 'online' ? 'booking.type.online' : 'booking.type.offline'),
    minutes: WAITLIST_HOLD_MINUTES,
    until: formatTime12(formatMinutes(until.minutes)),
    link: `${origin.replace(/\/+$/, '')}/my-appointments`,
  };
  const messages: OutgoingMessage[] = [];
  const email = verifiedEmailOf(row.patient);
  if (email) messages.push({ channel: 'email', to: email, subject: t('waitlist.mail.subject', params), body: t('waitlist.mail.body', params) });
  const phone = verifiedPhoneOf(row.patient);
  if (phone) messages.push({ channel: 'sms', to: phone, subject: t('waitlist.mail.subject', params), body: t('waitlist.sms.body', params) });
  return messages;
}
