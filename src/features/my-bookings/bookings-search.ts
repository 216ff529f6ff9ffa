import { field, numberParam, searchObject, type SearchOf } from '../../lib/search-params.ts';
import type { BookingStatus } from '../../shared/schemas/booking-status.ts';

/**
 * My Bookings' URL search params (001 §2): tab, filters and page live in the
 * URL so back/forward and reload restore them. A bad value falls back to its
 * default (`.catch`) so a stale link still opens a working page; defaults are
 * stripped from the URL on navigation.
 */

export const BOOKING_TABS = ['upcoming', 'past', 'enquiries'] as const;
export type BookingsTab = (typeof BOOKING_TABS)[number];

export const CONSULTATION_TYPES = ['online', 'offline'] as const;
export type ConsultationType = (typeof CONSULTATION_TYPES)[number];

/** The status choices of each tab (001 §4); a no-show (set by the doctor) is a past booking too. */
export const TAB_STATUSES: Readonly<Record<BookingsTab, readonly BookingStatus[]>> = {
  upcoming: ['confirmed', 'ongoing'],
  past: ['confirmed', 'cancelled', 'completed', 'no_show'],
  enquiries: [],
};

/** Date Range values as the API takes them (001 §9: Last 7 Days is 1). */
export const DATE_RANGES = [1, 15, 30] as const;
export type DateRange = (typeof DATE_RANGES)[number];

const ALL_STATUSES: readonly string[] = ['confirmed', 'ongoing', 'cancelled', 'completed', 'no_show'];

/** 'a,b' → known values only, de-duplicated, in the options' order (equal filters give equal URLs and query keys). */
function knownList(allowed: readonly string[]) {
  return field((raw): string => {
    if (typeof raw !== 'string') return '';
    const chosen = new Set(raw.split(',').map((v) => v.trim().toLowerCase()));
    return allowed.filter((v) => chosen.has(v)).join(',');
  });
}

// zod-free (src/lib/search-params.ts): route search validators ship in the first chunk.
export const bookingsSearchSchema = searchObject({
  tab: field((raw): BookingsTab => ((BOOKING_TABS as readonly unknown[]).includes(raw) ? (raw as BookingsTab) : 'upcoming')),
  consultation: knownList(CONSULTATION_TYPES),
  status: knownList(ALL_STATUSES),
  // The router reads '?range=15' as a number.
  range: numberParam((n): boolean => (DATE_RANGES as readonly number[]).includes(n), undefined) as { parse: (raw: unknown) => DateRange | undefined },
  page: numberParam((n) => Number.isInteger(n) && n >= 1 && n <= 1000, 1),
  // Whose bookings (issue 41): 'me' or a family member's id; '' everyone's. The router may read '?person=7' as a number.
  person: field((raw): string => (raw === 'me' ? 'me' : /^[1-9]\d{0,8}$/.test(String(raw ?? '')) ? String(raw) : '')),
});

export type BookingsSearch = SearchOf<typeof bookingsSearchSchema.shape>;

/** Values that stay out of the URL. */
export const BOOKINGS_SEARCH_DEFAULTS = { tab: 'upcoming', consultation: '', status: '', page: 1, person: '' } as const satisfies Partial<BookingsSearch>;

export const listValues = (param: string): string[] => (param ? param.split(',').filter(Boolean) : []);
