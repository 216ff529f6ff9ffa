import { z } from 'zod';
import { t } from '../i18n/format.ts';
import { msg, type Message } from './message.ts';
import { isLocalDate } from '../slots/zoned-time.ts';
import { dbId } from './db-values.ts';
import { ok } from './envelope.ts';

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const localDate = (message: Message) => z.string(message).trim().max(10, message).refine(isLocalDate, message);

/**
 * POST /api/waitlist: 'Notify me if an earlier time frees up' (issue 19). The dates are the
 * clinic's (the doctor's for online) local dates, both included; visits may name one clinic.
 */
export const joinWaitlistBody = z
  .object({
    doctor_id: dbId(),
    appointment_type: z.enum(['online', 'offline'], msg('waitlist.error.type')),
    clinic_id: z.preprocess(blankToUndefined, dbId().optional()),
    from_date: localDate(msg('waitlist.error.fromDate')),
    to_date: localDate(msg('waitlist.error.toDate')),
    /** Whom the wait is for (issue 41): one of the caller's family members; absent or null: the account holder. */
    family_member_id: z.preprocess(blankToUndefined, dbId(msg('booking.error.familyMemberNotFound')).optional()),
  })
  .refine((body) => body.from_date <= body.to_date, { error: () => t('waitlist.error.order'), path: ['to_date'] });
export type JoinWaitlistBody = z.input<typeof joinWaitlistBody>;
export type JoinWaitlistInput = z.output<typeof joinWaitlistBody>;

export const waitlistEntryParams = z.object({ id: dbId() });

/** The slot held for the patient, while it is. Times are the clinic's wall clock; instants are ISO. */
export const waitlistOffer = z.object({
  id: z.number().int(),
  appointment_date: z.string(),
  appointment_time: z.string(),
  time_zone: z.string(),
  starts_at: z.string(),
  expires_at: z.string(),
});
export type WaitlistOfferData = z.infer<typeof waitlistOffer>;

export const waitlistEntry = z.object({
  id: z.number().int(),
  doctor: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  appointment_type: z.enum(['online', 'offline']),
  clinic: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  from_date: z.string(),
  to_date: z.string(),
  status: z.enum(['waiting', 'booked', 'left']),
  created_at: z.string(),
  /** The family member waiting (issue 41); null: the account holder. */
  family_member_id: z.number().int().nullable(),
  offer: waitlistOffer.nullable(),
});
export type WaitlistEntryData = z.infer<typeof waitlistEntry>;

export const waitlistEntryResponse = ok(waitlistEntry);
export const waitlistListResponse = ok(z.array(waitlistEntry));
export const waitlistLeaveResponse = ok(z.object({ id: z.number().int(), status: z.enum(['waiting', 'booked', 'left']) }));
