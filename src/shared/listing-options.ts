/**
 * Filter values of spec 000 §9, as the client sends them. Kept free of zod so the
 * listing's URL parsing (in the app shell) can use them without the schema library
 * (src/shared/schemas/listing.ts re-exports them for everything else).
 */
export const AVAILABILITY_OPTIONS = [0, 1, 7, 15, 25] as const;
export const FEE_RANGES = ['100-500', '500-1000', '1000-2000', '2000-5000', '5000-10000'] as const;
export const RATING_OPTIONS = [5, 4, 3, 2, 1] as const;
/** '0-10' is labelled 6-10 in the UI; the server applies the value as sent (0 to 10 years). */
export const EXPERIENCE_RANGES = ['0-5', '0-10', '11-16', '16-100'] as const;
export const GENDER_OPTIONS = ['male', 'female', 'others'] as const;
export const CONSULTATION_TYPES = ['online', 'offline'] as const;
