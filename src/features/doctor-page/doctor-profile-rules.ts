import type { MessageKey } from '../../shared/i18n/en.ts';
import { doctorSeoCopy } from '../../shared/format/doctor-seo-copy.ts';
import { addressParts as sharedAddressParts } from '../../shared/format/address.ts';
import { isValid, parseISO } from 'date-fns';
import { calendarDate } from '../../lib/date-labels.ts';
import { currentIntl } from '../../shared/i18n/format.ts';
import { intlTag } from '../../shared/i18n/locale.ts';
import { PROFILE_CARD_SPECIALIZATIONS, SYMPTOMS_COLLAPSED } from '../../shared/constants.ts';
import type { DoctorAddress, DoctorClinic, DoctorDetail } from '../../shared/schemas/doctor.ts';

/** Pure rules of the doctor detail page (000 §2), kept apart from React so they are unit tested. */

import { doctorDisplayName } from './doctor-name.ts';

export { doctorDisplayName };

type AddressParts = Pick<DoctorAddress, 'address_one' | 'address_two' | 'city' | 'state' | 'postal_code' | 'country'>;

/** The non-empty parts of an address, in reading order (shared/format/address.ts's rule). */
export function addressParts(address: AddressParts | null | undefined): string[] {
  if (!address) return [];
  return sharedAddressParts([address.address_one, address.address_two, address.city, address.state, address.postal_code, address.country]);
}

/** One line for the profile card: the first clinic's address, else the doctor's. */
export function doctorAddressLine(doctor: Pick<DoctorDetail, 'address' | 'clinics'>): string {
  const clinicParts = addressParts(doctor.clinics[0]);
  return (clinicParts.length ? clinicParts : addressParts(doctor.address)).join(', ');
}

export const DIRECTIONS_BASE = 'https://www.google.com/maps/dir/';

/**
 * The maps directions link for the first clinic (its name and address), else the
 * doctor's own address; null when there is no address part at all (000 §8: the page
 * then says 'Address information not available').
 */
export function directionsUrl(doctor: { address: AddressParts | null; clinics: Pick<DoctorClinic, keyof AddressParts | 'clinic_name'>[] }): string | null {
  const clinic = doctor.clinics[0];
  const parts = addressParts(clinic).length ? addressParts(clinic) : addressParts(doctor.address);
  if (!parts.length) return null;
  const name = clinic?.clinic_name?.trim();
  const destination = (name ? [name, ...parts] : parts).join(', ');
  return `${DIRECTIONS_BASE}?api=1&destination=${encodeURIComponent(destination)}&travelmode=driving`;
}

export type DirectionsOutcome = 'opened' | 'no-address' | 'failed';

/**
 * Opens the directions in a new tab. The opener is cut right after opening: the
 * 'noopener' feature would do it too, but then window.open returns null by
 * definition and a blocked pop-up could no longer be told apart from success.
 */
export function openDirections(
  url: string | null,
  open: (url: string, target: string) => Pick<Window, 'opener'> | null = (u, target) => window.open(u, target),
): DirectionsOutcome {
  if (!url) return 'no-address';
  try {
    const tab = open(url, '_blank');
    if (!tab) return 'failed';
    tab.opener = null;
    return 'opened';
  } catch {
    return 'failed';
  }
}

/** Symptoms (services) shown: the first 4 until 'See All' (000 §9). */
export function visibleSymptoms(services: readonly string[], expanded: boolean): { shown: readonly string[]; canToggle: boolean } {
  const canToggle = services.length > SYMPTOMS_COLLAPSED;
  return { shown: expanded || !canToggle ? services : services.slice(0, SYMPTOMS_COLLAPSED), canToggle };
}

/** At most 3 specializations on the profile card (000 §9). */
export const cardSpecializations = <T>(list: readonly T[]): readonly T[] => list.slice(0, PROFILE_CARD_SPECIALIZATIONS);

export interface RatingRow {
  stars: 1 | 2 | 3 | 4 | 5;
  count: number;
  /** Share of all reviews, 0 to 100, rounded. */
  percent: number;
}

/** The summary's bars, 5 stars first; `counts[0]` is the 1-star count (000 §3). */
export function ratingRows(counts: readonly number[]): RatingRow[] {
  const safe = [0, 1, 2, 3, 4].map((i) => Math.max(0, Number(counts[i]) || 0));
  const total = safe.reduce((sum, n) => sum + n, 0);
  return ([5, 4, 3, 2, 1] as const).map((stars) => {
    const count = safe[stars - 1]!;
    return { stars, count, percent: total ? Math.round((count * 100) / total) : 0 };
  });
}

/** Average rating with one decimal ('4.8'). */
export const formatRating = (value: number | null | undefined): string => (Number.isFinite(Number(value)) ? Number(value) : 0).toFixed(1);

/** A UTC date-time as the API writes review dates (`toISOString`). */
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

/**
 * parseISO's reading, the API's form read by the engine (issue 40: parseISO was a fifth of a review's
 * render on the server, 20 a page). The engine rolls a day past the month's end over (Feb 30 is Mar 2)
 * where parseISO answers Invalid Date: that, and any other form, still goes to parseISO.
 */
function parseReviewDate(iso: string): Date {
  if (ISO_UTC.test(iso)) {
    const date = new Date(iso);
    if (date.getUTCDate() === Number(iso.slice(8, 10))) return date;
  }
  return parseISO(iso);
}

/**
 * The reader's calendar day of a review, e.g. 'Nov 13, 2026' ('13 نوفمبر 2026', '13 नव॰ 2026'); the raw text
 * when it is not a date. `inUtc` for the server render and the hydration that matches
 * it (the server cannot know the reader's time zone), switched to the reader's day right after.
 */
export function formatReviewDate(iso: string, inUtc = false): string {
  const date = parseReviewDate(iso);
  if (!isValid(date)) return iso;
  // date-fns' 'MMM d, yyyy' in its default English, written out: its formatter and @date-fns/tz were two
  // chunks and ~10 ms of a desktop's hydration for a page of reviews (issue 17); the test compares them.
  const [year, month, day] = inUtc ? [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()] : [date.getFullYear(), date.getMonth(), date.getDate()];
  // Arabic and Hindi readers get the day in their language's words and order (it read 'Nov 21, 2026' on
  // every page); English keeps the spec's form.
  if (currentIntl() !== intlTag('en')) return calendarDate(`${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
  return `${SHORT_MONTHS[month]} ${day}, ${String(year).padStart(4, '0')}`;
}

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/**
 * Title and description when POST /api/doctor-seo-data is not at hand (offline): the
 * doctor's seo_title/seo_description, else copy built from name, speciality, city
 * (Dubai when unknown) and years of experience (000 §2).
 */
export function seoFallback(
  doctor: Pick<DoctorDetail, 'first_name' | 'last_name' | 'seo_title' | 'seo_description' | 'speciality_name' | 'address' | 'experience_years'>,
  t: Translate,
  defaultCity: string,
): { title: string; description: string } {
  const built = doctorSeoCopy(t, {
    name: doctorDisplayName(doctor),
    speciality: doctor.speciality_name ?? '',
    city: doctor.address?.city?.trim() || defaultCity,
    years: Number(doctor.experience_years) || 0,
  });
  return {
    title: doctor.seo_title?.trim() || built.title,
    description: doctor.seo_description?.trim() || built.description,
  };
}
