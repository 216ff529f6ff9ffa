import { z } from 'zod';
import { firstDoctorId } from '../format/doctor-id.ts';
import type { cardInsurance, doctorAddress, doctorCard, doctorClinic, doctorDetail, doctorReview, doctorSpecialityRef } from './doctor-response.ts';

export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
/** Bit i of online_days/offline_days is WEEKDAYS[i] (bit 0 = Monday). */
export const WEEKDAYS: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

// The answers' types, derived from their schemas (doctor-response.ts; type-only, so no zod here).
export type DoctorAddress = z.infer<typeof doctorAddress>;
export type DoctorSpecialityRef = z.infer<typeof doctorSpecialityRef>;
/** A listing card (000 §3 Doctor, card part). */
export type DoctorCard = z.infer<typeof doctorCard>;
export type CardInsurance = z.infer<typeof cardInsurance>;
export type DoctorClinic = z.infer<typeof doctorClinic>;
export type DoctorReview = z.infer<typeof doctorReview>;
/** GET /api/doctor-detail (000 §3 Doctor, card and detail). */
export type DoctorDetail = z.infer<typeof doctorDetail>;

/** `doctor_id` may be a comma-separated list (000 §2); the first id is used. */
export { firstDoctorId };

const doctorIdField = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const id = firstDoctorId(value);
  if (id === null) {
    // Worded by the server in the caller's language (server/services/common/validation-messages.ts).
    ctx.addIssue({ code: 'custom', input: value, params: { validation: 'doctorId' } });
    return z.NEVER;
  }
  return id;
});

export const doctorDetailQuery = z.object({ doctor_id: doctorIdField });
