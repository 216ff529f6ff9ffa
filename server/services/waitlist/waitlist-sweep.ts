import type { Db } from '../../db/client.ts';
import type { MessagingDeps } from '../messaging/send-message.ts';
import { doctorsWithLapsedOffers, handOnLapsedOffers } from '../booking/slot-holds.ts';
import { deliverWaitlistOffers } from './waitlist-notify.ts';

/** Doctors handled per sweep; the rest wait for the next one. */
const DOCTORS_PER_SWEEP = 100;

export interface SweepResult {
  /** New offers made from lapsed ones. */
  handedOn: number;
  /** Messages sent (new offers and any left unsent). */
  sent: number;
}

/**
 * One round of the waitlist's own clock: every offer whose hold has lapsed goes to the next
 * patient waiting, then every untold offer's message is sent. Each doctor is one transaction
 * under that doctor's slot lock, so processes sweeping together do each hand-on once.
 */
export async function sweepWaitlist(deps: MessagingDeps, origin: string, at: Date): Promise<SweepResult> {
  const db: Db = deps.database.db;
  let handedOn = 0;
  for (const doctorId of await doctorsWithLapsedOffers(db, at, DOCTORS_PER_SWEEP)) {
    handedOn += (await db.transaction((tx) => handOnLapsedOffers(tx, doctorId, at))).length;
  }
  const sent = await deliverWaitlistOffers(deps, origin, at);
  return { handedOn, sent };
}
