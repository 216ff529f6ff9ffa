import { z } from 'zod';

/** A booking's status (001 §7), shared by the patient's and the doctor's lists and the status change. */
export const bookingStatus = z.enum(['confirmed', 'ongoing', 'cancelled', 'completed', 'no_show']);
export type BookingStatus = z.infer<typeof bookingStatus>;

/** 'Confirmed', 'no show', 'No-Show' → 'confirmed', 'no_show'. */
export const statusWord = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase().replace(/[\s-]+/g, '_') : value);
