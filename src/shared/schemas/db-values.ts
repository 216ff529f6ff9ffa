import { z } from 'zod';
import { msg, type Message } from './message.ts';

/**
 * Bounds of what the database can hold, for every schema that takes an id, a page or text
 * (DESIGN §4: edge values answer 4xx, never 5xx). Ids are PostgreSQL `integer`: a value past
 * 2^31 - 1 would reach a query and fail there as a 500.
 */
export const DB_INT_MAX = 2_147_483_647;
/** Past this page nobody is reading a listing; it also keeps OFFSET inside an integer. */
export const PAGE_MAX = 10_000;

/** A database id: a whole number 1..2^31-1, from JSON or a query/path string. */
export const dbId = (message?: Message) => z.coerce.number(message).int(message).min(1, message).max(DB_INT_MAX, message);

/** Whether `value` is a database id (for the hand-written parsers of id lists and strings). */
export const isDbId = (value: number) => Number.isInteger(value) && value >= 1 && value <= DB_INT_MAX;

/** A page number 1..PAGE_MAX. */
export const pageNumber = () => z.coerce.number().int().min(1).max(PAGE_MAX);

/** PostgreSQL refuses U+0000 in text: such input is refused before it reaches a query. */
export const hasNulCharacter = (value: string) => value.includes('\u0000');

/**
 * The most items each list of a request may carry (issue 36: a 1 MB listing request with 100 000
 * language ids held the database for seconds; Professional Info took 2 000 services). Past a cap
 * the request is a 400 naming it, before anything reads the list. The README's Security table
 * repeats them; tests/api/list-caps.test.ts finds any request list of the OpenAPI document without one.
 */
export const LIST_MAX = {
  /** A listing filter (languages, fees, ratings, …): more than every option there is. */
  listingFilter: 50,
  /** Booking status and consultation type filters: a handful of values exist. */
  statusFilter: 10,
  /** A doctor's specializations (registration, Professional Info). */
  specializations: 10,
  /** A doctor's services. */
  services: 50,
  /** The languages a doctor speaks. */
  spokenLanguages: 20,
  /** Days of one timing (a week). */
  timingDays: 7,
  /** Time ranges in one day of a timing. */
  timingsPerDay: 24,
  /** Insurance networks one clinic accepts: more than one country's catalog holds. */
  clinicNetworks: 100,
  /** Clinics in one save of the portal's Insurance section. */
  insuranceClinics: 20,
} as const;

/** A list sent as one comma-separated string is bounded by its length. */
export const LIST_TEXT_MAX = 1_000;

export const listTooLong = (max: number) => msg('common.listTooLong', { max });

/**
 * For a union that takes a list or a single value: a list past `max` fails with the cap's message
 * rather than zod's "Invalid input" (a union reports no option's own issue).
 */
export const listUnionError = (max: number) => ({
  error: (issue: { input?: unknown }) => (Array.isArray(issue.input) && issue.input.length > max ? listTooLong(max).error() : undefined),
});
