import { displayName } from '../../../src/shared/format/display-name.ts';
import type { BookedForData } from '../../../src/shared/schemas/booked-for.ts';
import type { AppointmentRow } from '../../repositories/appointments.ts';

/**
 * The doctor's view of whom a booking is for (issue 41): the copy of the family member made when it
 * was booked (kept even once the member is removed), and the account holder who booked. Null: the
 * holder's own booking.
 */
export function bookedForOf(
  row: Pick<AppointmentRow, 'subjectRelation' | 'subjectDob' | 'subjectGender' | 'email'>,
  holder: { firstName: string | null; lastName: string | null },
): BookedForData | null {
  if (row.subjectRelation === null || row.subjectDob === null || row.subjectGender === null) return null;
  // An account without a name yet: its contact address on the booking (the doctor already sees it).
  const bookedBy = displayName([holder.firstName, holder.lastName].filter(Boolean).join(' ')) || row.email;
  return { relation: row.subjectRelation, dob: row.subjectDob, gender: row.subjectGender, booked_by: bookedBy };
}
