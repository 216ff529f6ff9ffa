import { countryCode, countryOfZone } from '../country.ts';

/**
 * The currency of a fee is the currency of the country where the doctor or clinic is (issue 41 follow-up:
 * a Dubai doctor's fees said '₹'). Fees are stored as whole units of that currency, with no currency column:
 * a fee means dirhams in the UAE and rupees in India. Every place a fee shows (cards, doctor page, booking
 * panel and summary, My Bookings, the doctor's booking list and schedule, mails) asks this one rule.
 */
export const CURRENCIES = ['INR', 'AED', 'USD', 'GBP', 'CAD', 'AUD'] as const;
export type Currency = (typeof CURRENCIES)[number];

const BY_COUNTRY: Record<string, Currency> = { in: 'INR', ae: 'AED', us: 'USD', gb: 'GBP', ca: 'CAD', au: 'AUD' };

/** Where a fee is charged: the country as stored (free text: 'ae', 'United Arab Emirates'), and/or its IANA zone. */
export interface FeePlace {
  country?: string | null | undefined;
  timeZone?: string | null | undefined;
}

/**
 * The country when it names one of the six, else the zone's country; rupees when neither says (the product's
 * first market, as fees always showed). A zone is always stored (the doctor's or clinic's, Asia/Dubai by default).
 */
export function currencyOf(place: FeePlace): Currency {
  const code = countryCode(place.country) ?? countryOfZone(place.timeZone);
  return (code && BY_COUNTRY[code]) || 'INR';
}
