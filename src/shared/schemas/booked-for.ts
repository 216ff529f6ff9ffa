import { z } from 'zod';
import { FAMILY_RELATIONS, GENDERS } from '../constants.ts';

/**
 * A booking made for a family member (issue 41), as its doctor sees it: the person as they were when
 * booked (relation to the account holder, date of birth, gender) and who booked (the account
 * holder's name). The booking's own `name` is the member's. Null for a booking for the holder.
 */
export const bookedFor = z.object({
  relation: z.enum(FAMILY_RELATIONS),
  dob: z.string(),
  gender: z.enum(GENDERS),
  booked_by: z.string(),
});
export type BookedForData = z.infer<typeof bookedFor>;
