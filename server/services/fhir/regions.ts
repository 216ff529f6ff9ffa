/**
 * ISO 3166-2 codes of the emirates and Indian states and union territories: the "state or
 * jurisdiction abbreviations" SMART Scheduling Links' manifest lists per file (`extension.state`).
 * The full code (AE-DU, IN-MH) rather than its second half, as "DU" or "MH" alone names no place
 * outside one country. A clinic's state is free text (the gazetteer's or what the doctor typed), so
 * it is matched by name; one we cannot place is left out of the list rather than guessed.
 */
import { countryCode } from '../../../src/shared/country.ts';

const EMIRATES: Record<string, string> = {
  'abu dhabi': 'AZ',
  'abu zaby': 'AZ',
  ajman: 'AJ',
  dubai: 'DU',
  fujairah: 'FU',
  'al fujairah': 'FU',
  'ras al khaimah': 'RK',
  "ra's al khaymah": 'RK',
  sharjah: 'SH',
  'ash shariqah': 'SH',
  'umm al quwain': 'UQ',
  'umm al qaywayn': 'UQ',
};

const INDIAN_STATES: Record<string, string> = {
  'andaman and nicobar islands': 'AN',
  'andhra pradesh': 'AP',
  'arunachal pradesh': 'AR',
  assam: 'AS',
  bihar: 'BR',
  chandigarh: 'CH',
  chhattisgarh: 'CG',
  'dadra and nagar haveli and daman and diu': 'DH',
  delhi: 'DL',
  'nct of delhi': 'DL',
  'national capital territory of delhi': 'DL',
  goa: 'GA',
  gujarat: 'GJ',
  haryana: 'HR',
  'himachal pradesh': 'HP',
  'jammu and kashmir': 'JK',
  jharkhand: 'JH',
  karnataka: 'KA',
  kerala: 'KL',
  ladakh: 'LA',
  lakshadweep: 'LD',
  'madhya pradesh': 'MP',
  maharashtra: 'MH',
  manipur: 'MN',
  meghalaya: 'ML',
  mizoram: 'MZ',
  nagaland: 'NL',
  odisha: 'OD',
  puducherry: 'PY',
  punjab: 'PB',
  rajasthan: 'RJ',
  sikkim: 'SK',
  'tamil nadu': 'TN',
  telangana: 'TG',
  tripura: 'TR',
  'uttar pradesh': 'UP',
  uttarakhand: 'UK',
  'west bengal': 'WB',
};

const BY_COUNTRY: Record<string, Record<string, string>> = { ae: EMIRATES, in: INDIAN_STATES };

/** `Dubai`, `United Arab Emirates` → `AE-DU`; null when the country or the state is not one we know. */
export function regionCode(state: string | null, country: string | null): string | null {
  const code = countryCode(country);
  const table = code ? BY_COUNTRY[code] : undefined;
  const key = (state ?? '').trim().toLowerCase().replace(/[-\s]+/g, ' ').replace(/^emirate of /, '');
  const part = table?.[key];
  return part ? `${code!.toUpperCase()}-${part}` : null;
}
