/**
 * Whom a booking is for (issue 41): the account holder, or one of their family members. For a family
 * member the booking carries a copy of the person as they were when booked (name, relation, date of
 * birth, gender): the doctor's lists read it, and a later edit or removal of the member must not
 * rewrite history. The confirmation, reminders and one-tap links still go to the account holder.
 */
import { and, eq } from 'drizzle-orm';
import {
  MAX_UPCOMING_BOOKINGS, MAX_UPCOMING_BOOKINGS_PER_ACCOUNT, MAX_UPCOMING_BOOKINGS_PER_DOCTOR,
} from '../../../src/shared/constants.ts';
import { t } from '../../../src/shared/i18n/format.ts';
import type { DbOrTx } from '../../db/client.ts';
import { familyMembers } from '../../db/schema/family.ts';
import { AppError, badRequest } from '../../errors.ts';

type Member = typeof familyMembers.$inferSelect;

/**
 * First key of the per-patient advisory lock that serialises one patient's bookings. Removing a
 * family member takes it too, so a member is never removed between a booking's check and its insert.
 */
export const BOOKING_LOCK_SPACE = 0x626f6f6b; // 'book'

/** The booking's columns that say whom it is for (all null for the account holder). */
export interface BookingSubject {
  familyMemberId: number | null;
  subjectRelation: Member['relation'] | null;
  subjectDob: string | null;
  subjectGender: Member['gender'] | null;
  /** The member's full name (the booking's name); null: the name the form gave. */
  name: string | null;
}

export const HOLDER_SUBJECT: BookingSubject = { familyMemberId: null, subjectRelation: null, subjectDob: null, subjectGender: null, name: null };

/**
 * The subject of a booking by `ownerId` for `familyMemberId`. Read inside the booking's transaction,
 * under the patient's booking lock, which removing a member takes too: a member cannot be removed
 * between this read and the insert. Another account's member is as unknown as a missing one (400,
 * nothing written).
 */
export async function bookingSubject(tx: DbOrTx, ownerId: number, familyMemberId: number | undefined): Promise<BookingSubject> {
  if (familyMemberId === undefined) return HOLDER_SUBJECT;
  const [member] = await tx
    .select()
    .from(familyMembers)
    .where(and(eq(familyMembers.id, familyMemberId), eq(familyMembers.ownerId, ownerId)));
  if (!member) {
    const message = t('booking.error.familyMemberNotFound');
    throw badRequest(message, { family_member_id: message });
  }
  return {
    familyMemberId: member.id,
    subjectRelation: member.relation,
    subjectDob: member.dob,
    subjectGender: member.gender,
    name: `${member.firstName} ${member.lastName}`,
  };
}

/**
 * A person may hold MAX_UPCOMING_BOOKINGS_PER_DOCTOR active bookings with one doctor and
 * MAX_UPCOMING_BOOKINGS in all (active: confirmed or ongoing, not yet ended), counted per person
 * booked for; the account holds MAX_UPCOMING_BOOKINGS_PER_ACCOUNT for everyone. The one being
 * inserted is counted. 422 past any (the transaction rolls back): no other slot would help, so the
 * booking flow keeps the message on its confirm step.
 */
export function checkBookingLimits(held: { account: number; all: number; withDoctor: number }, subject: BookingSubject): void {
  const name = subject.name;
  if (held.withDoctor > MAX_UPCOMING_BOOKINGS_PER_DOCTOR) {
    const max = MAX_UPCOMING_BOOKINGS_PER_DOCTOR;
    throw new AppError(422, name ? t('booking.error.memberTooManyWithDoctor', { max, name }) : t('booking.error.tooManyWithDoctor', { max }));
  }
  if (held.all > MAX_UPCOMING_BOOKINGS) {
    const max = MAX_UPCOMING_BOOKINGS;
    throw new AppError(422, name ? t('booking.error.memberTooManyUpcoming', { max, name }) : t('booking.error.tooManyUpcoming', { max }));
  }
  if (held.account > MAX_UPCOMING_BOOKINGS_PER_ACCOUNT) {
    throw new AppError(422, t('booking.error.tooManyForAccount', { max: MAX_UPCOMING_BOOKINGS_PER_ACCOUNT }));
  }
}
