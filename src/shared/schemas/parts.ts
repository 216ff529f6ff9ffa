import { z } from 'zod';

/** Pieces several answers share, written once (each answer's schema spreads or extends them). */

const text = z.string().nullable();

/** The typed lines of an address; null when not given. */
export const addressLines = z.object({ address_one: text, address_two: text, city: text, state: text, country: text });

/** An address with its postal code and coordinates (a profile's, a clinic's). */
export const placedAddress = addressLines.extend({
  postal_code: text,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

/** A clinic as the doctor's own lists show it. */
export const clinicSummary = addressLines.extend({ id: z.number().int(), clinic_name: z.string(), postal_code: text });
export type ClinicSummary = z.infer<typeof clinicSummary>;

/** When a booking takes place: the doctor's local date and time in its zone, and the instants. */
export const appointmentTimes = {
  appointment_date: z.string(),
  appointment_time: z.string(),
  duration: z.number().int(),
  time_zone: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
};

/** An address as a form types it: every line as text ('' when empty). */
export interface AddressText {
  address_one: string;
  address_two: string;
  country: string;
  state: string;
  city: string;
  postal_code: string;
}

/** A stored address's lines as a form edits them (null lines become ''). */
export const addressText = (address: z.infer<typeof addressLines> & { postal_code: string | null }): AddressText => ({
  address_one: address.address_one ?? '',
  address_two: address.address_two ?? '',
  country: address.country ?? '',
  state: address.state ?? '',
  city: address.city ?? '',
  postal_code: address.postal_code ?? '',
});
