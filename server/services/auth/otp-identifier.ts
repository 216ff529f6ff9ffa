import { DEFAULT_DIAL_CODE } from '../../../src/shared/constants.ts';
import type { OtpType } from '../../../src/shared/schemas/auth.ts';

/**
 * Where a code goes, in one canonical form: emails lowercased, phones as
 * "+<country code><digits>" (E.164 without spaces, e.g. "+971501234567").
 * Limits and lookups all key on this string.
 */
export function normalizeIdentifier(otpType: OtpType, value: string, countryCode?: string): string {
  if (otpType === 'email') return value.trim().toLowerCase();
  const dial = (countryCode ?? DEFAULT_DIAL_CODE).replace(/[^\d]/g, '');
  return `+${dial}${value.replace(/[^\d]/g, '')}`;
}

// ITU country codes are prefix-free: these are the 1- and 2-digit ones, every
// other code has 3 digits. This splits "+971501234567" into "+971" and the rest.
const SHORT_CODES = new Set([
  '1', '7', '20', '27', '30', '31', '32', '33', '34', '36', '39', '40', '41', '43', '44', '45', '46', '47', '48', '49',
  '51', '52', '53', '54', '55', '56', '57', '58', '60', '61', '62', '63', '64', '65', '66', '81', '82', '84', '86',
  '90', '91', '92', '93', '94', '95', '98',
]);

/** users keeps country_code ("+971") and phone (digits) apart. */
export function splitPhone(e164: string): { countryCode: string; phone: string } {
  const digits = e164.replace(/[^\d]/g, '');
  const length = SHORT_CODES.has(digits.slice(0, 1)) ? 1 : SHORT_CODES.has(digits.slice(0, 2)) ? 2 : 3;
  return { countryCode: `+${digits.slice(0, length)}`, phone: digits.slice(length) };
}

/**
 * Every (country_code, phone) pair a stored account could use for this number:
 * the client may have sent a longer "country code" such as "+1684".
 */
export function phoneCandidates(e164: string): Array<{ countryCode: string; phone: string }> {
  const digits = e164.replace(/[^\d]/g, '');
  const pairs: Array<{ countryCode: string; phone: string }> = [];
  for (let length = 1; length <= 4 && length < digits.length; length += 1) {
    pairs.push({ countryCode: `+${digits.slice(0, length)}`, phone: digits.slice(length) });
  }
  return pairs;
}
