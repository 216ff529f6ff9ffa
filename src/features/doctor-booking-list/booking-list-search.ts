import { field, numberParam, searchObject, type SearchOf } from '../../lib/search-params.ts';
import { BOOKINGS_PAGE_SIZE } from '../../shared/constants.ts';
import type { DoctorBookingStatus } from '../../shared/schemas/doctor-bookings.ts';

/**
 * The Booking List's URL search params (001 §2, §3 Doctor booking filter): the
 * tab, consultation types, booking statuses, date range and page. Defaults stay
 * out of the URL (every field is optional; absent = default) and a bad value
 * falls back to its default, so a stale or hand-edited link still opens.
 */

export const BOOKING_TABS = ['upcoming', 'past'] as const;
export type BookingTab = (typeof BOOKING_TABS)[number];

export const CONSULTATION_TYPES = ['online', 'offline'] as const;
export type ConsultationType = (typeof CONSULTATION_TYPES)[number];

/** The spec's date range values (001 §9): 1 is "Last 7 Days", 15 and 30 days back. */
export const DATE_RANGES = [1, 15, 30] as const;
export type DateRange = (typeof DATE_RANGES)[number];

/** Which statuses each tab can hold: Upcoming is confirmed or ongoing and not yet ended; Past is the rest. */
export const TAB_STATUSES: Record<BookingTab, readonly DoctorBookingStatus[]> = {
  upcoming: ['confirmed', 'ongoing'],
  past: ['confirmed', 'ongoing', 'completed', 'cancelled', 'no_show'],
};

const ALL_STATUSES = TAB_STATUSES.past;
const MAX_PAGE = 10_000;

/** A comma-separated URL list → its known values, de-duplicated, in `allowed` order. */
export function parseList<T extends string>(param: unknown, allowed: readonly T[]): T[] {
  if (typeof param !== 'string' || !param) return [];
  const chosen = new Set(param.split(',').map((value) => value.trim().toLowerCase()));
  return allowed.filter((value) => chosen.has(value));
}

/** Values back to the URL form; none → absent. */
export const toListParam = (values: readonly string[]): string | undefined => (values.length ? values.join(',') : undefined);

// zod-free (src/lib/search-params.ts): route search validators ship in the first chunk.
export const bookingListSearchSchema = searchObject({
  tab: field((v): BookingTab | undefined => ((BOOKING_TABS as readonly unknown[]).includes(v) ? (v as BookingTab) : undefined)),
  type: field((v) => toListParam(parseList(v, CONSULTATION_TYPES))),
  status: field((v) => toListParam(parseList(v, ALL_STATUSES))),
  range: numberParam((n) => (DATE_RANGES as readonly number[]).includes(n), undefined) as { parse: (raw: unknown) => DateRange | undefined },
  page: field((v) => {
    const page = numberParam((n) => Number.isInteger(n) && n >= 1 && n <= MAX_PAGE, undefined).parse(v);
    return page === 1 ? undefined : page;
  }),
});
export type BookingListSearch = SearchOf<typeof bookingListSearchSchema.shape>;

/** The filters as the page uses them, defaults filled in. */
export interface BookingListState {
  tab: BookingTab;
  types: ConsultationType[];
  statuses: DoctorBookingStatus[];
  range: DateRange | null;
  page: number;
}

export function readSearch(search: BookingListSearch): BookingListState {
  const tab = search.tab ?? 'upcoming';
  return {
    tab,
    types: parseList(search.type, CONSULTATION_TYPES),
    // A status the tab cannot hold (from an old link) is ignored rather than emptying the list.
    statuses: parseList(search.status, TAB_STATUSES[tab]),
    range: search.range ?? null,
    page: search.page ?? 1,
  };
}

/** The state back to URL params, defaults left out. */
export function writeSearch(state: BookingListState): BookingListSearch {
  return {
    tab: state.tab === 'upcoming' ? undefined : state.tab,
    type: toListParam(state.types),
    status: toListParam(state.statuses),
    range: state.range ?? undefined,
    page: state.page > 1 ? state.page : undefined,
  };
}

/** POST /api/doctor/my-appointments body (001 §7): per_page 10, page from 1. */
export interface DoctorBookingsRequest {
  type: 'Upcoming' | 'Past';
  consultation_type: ConsultationType[];
  booking_status: DoctorBookingStatus[];
  from_date: string;
  per_page: number;
  page: number;
}

export function toRequest(state: BookingListState): DoctorBookingsRequest {
  return {
    type: state.tab === 'past' ? 'Past' : 'Upcoming',
    consultation_type: state.types,
    booking_status: state.statuses,
    from_date: state.range === null ? '' : String(state.range),
    per_page: BOOKINGS_PAGE_SIZE,
    page: state.page,
  };
}

/** Another tab: back to page 1, keeping the filters the new tab can use. */
export function switchTab(state: BookingListState, tab: BookingTab): BookingListState {
  return { ...state, tab, page: 1, statuses: state.statuses.filter((status) => TAB_STATUSES[tab].includes(status)) };
}

/** A filter changed: the list starts again at page 1 (001 §4: it reloads). */
export function withFilters(state: BookingListState, patch: Partial<Pick<BookingListState, 'types' | 'statuses' | 'range'>>): BookingListState {
  return { ...state, ...patch, page: 1 };
}

export function toggle<T>(values: readonly T[], value: T, order: readonly T[]): T[] {
  const next = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
  return order.filter((v) => next.includes(v));
}

export const activeFilterCount = (state: BookingListState) =>
  state.types.length + state.statuses.length + (state.range === null ? 0 : 1);

export const clearFilters = (state: BookingListState): BookingListState => ({ ...state, types: [], statuses: [], range: null, page: 1 });
