import { bookingDetailsSchema, type BookingDetails } from '../../shared/schemas/booking.ts';

/** The Enter Booking Details form's raw values, as typed; the phone's dial code comes from a picker. */
export type DetailsValues = Record<Exclude<keyof BookingDetails, 'country_code'>, string> & { country_code?: string };
export type DetailsField = keyof DetailsValues;
export const DETAILS_FIELDS: readonly DetailsField[] = ['name', 'email', 'phone', 'description'];

export const emptyDetails: DetailsValues = { name: '', email: '', phone: '', description: '' };

export interface KnownUser {
  first_name: string | null;
  last_name: string | null;
  name?: string | null;
  email: string | null;
  phone: string | null;
  country_code?: string | null;
}

export type DetailsValidation =
  | { ok: true; data: BookingDetails }
  | { ok: false; errors: Partial<Record<DetailsField, string>> };

/** The shared schema's rules and messages (000 §5), the same the server applies. */
export function validateDetails(values: DetailsValues): DetailsValidation {
  const result = bookingDetailsSchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: Partial<Record<DetailsField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as DetailsField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

const fieldIsValid = (field: DetailsField, value: string) => bookingDetailsSchema.shape[field].safeParse(value).success;

/**
 * What the signed-in account already knows: those fields are filled in and
 * read-only (000 §5). A value the form would refuse (a name with digits, a
 * phone too short) stays editable, or the patient could never submit.
 */
export function prefillDetails(user: KnownUser | null | undefined, previous?: Partial<DetailsValues>): {
  values: DetailsValues;
  readOnly: Set<DetailsField>;
} {
  const known: Partial<DetailsValues> = {};
  if (user) {
    const fullName = [user.first_name, user.last_name].map((part) => part?.trim()).filter(Boolean).join(' ') || (user.name ?? '').trim();
    if (fullName) known.name = fullName;
    if (user.email) known.email = user.email.trim();
    if (user.phone) known.phone = user.phone.replace(/[\s-]/g, '');
  }
  const readOnly = new Set<DetailsField>();
  for (const field of ['name', 'email', 'phone'] as const) {
    const value = known[field];
    if (value && fieldIsValid(field, value)) readOnly.add(field);
  }
  const values: DetailsValues = { ...emptyDetails };
  for (const field of DETAILS_FIELDS) {
    values[field] = readOnly.has(field) ? known[field]! : (previous?.[field] ?? known[field] ?? '');
  }
  // The account's own dial code goes with its phone (and is fixed with it).
  const accountCode = user?.country_code?.trim() || '';
  if (readOnly.has('phone') && accountCode) readOnly.add('country_code');
  values.country_code = readOnly.has('country_code') ? accountCode : previous?.country_code || accountCode || '';
  return { values, readOnly };
}
