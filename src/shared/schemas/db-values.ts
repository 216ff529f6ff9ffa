import { z } from 'zod';

/**
 * Bounds of what the database can hold, for every schema that takes an id, a page or text
 * (DESIGN §4: edge values answer 4xx, never 5xx). Ids are PostgreSQL `integer`: a value past
 * 2^31 - 1 would reach a query and fail there as a 500.
 */
export const DB_INT_MAX = 2_147_483_647;
/** Past this page nobody is reading a listing; it also keeps OFFSET inside an integer. */
export const PAGE_MAX = 10_000;

/** A database id: a whole number 1..2^31-1, from JSON or a query/path string. */
export const dbId = (message?: string) => z.coerce.number(message ? { error: message } : undefined).int(message).min(1, message).max(DB_INT_MAX, message);

/** Whether `value` is a database id (for the hand-written parsers of id lists and strings). */
export const isDbId = (value: number) => Number.isInteger(value) && value >= 1 && value <= DB_INT_MAX;

/** A page number 1..PAGE_MAX. */
export const pageNumber = () => z.coerce.number().int().min(1).max(PAGE_MAX);

/** PostgreSQL refuses U+0000 in text: such input is refused before it reaches a query. */
export const hasNulCharacter = (value: string) => value.includes('\u0000');
