/**
 * Route search-param validators without a schema library. Route definitions (and so their
 * `validateSearch`) are part of the app shell's first chunk, which has a size budget
 * (issue 5, scripts/size-budget-report.ts); zod would add ~16-24 KiB gzip to every page's
 * first load. A URL param never fails: each field falls back to its default on a bad value,
 * so a hand-edited or stale link still opens a working page.
 *
 * The shapes mirror zod's (`field.parse(raw)`, `object.parse(search)`), which TanStack
 * Router's `validateSearch` accepts as is.
 */

import type { SearchSchemaInput } from '@tanstack/react-router';

export interface SearchField<T> {
  parse: (raw: unknown) => T;
}

export type SearchShape = Record<string, SearchField<unknown>>;
type Out<F> = F extends SearchField<infer T> ? T : never;
/** The parsed search: a field that may come out undefined is an optional key (as with zod's `.optional()`). */
export type SearchOf<S extends SearchShape> = {
  [K in keyof S as undefined extends Out<S[K]> ? never : K]: Out<S[K]>;
} & {
  [K in keyof S as undefined extends Out<S[K]> ? K : never]?: Out<S[K]>;
};

export function field<T>(parse: (raw: unknown) => T): SearchField<T> {
  return { parse };
}

/** Known keys only, each through its field; unknown params are dropped. */
export function searchObject<S extends SearchShape>(shape: S): { shape: S; parse: (search: unknown) => SearchOf<S> } {
  return {
    shape,
    parse: (search) => {
      const input = (typeof search === 'object' && search !== null ? search : {}) as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const key of Object.keys(shape)) out[key] = shape[key]!.parse(input[key]);
      return out as SearchOf<S>;
    },
  };
}

/** A string or number param through `normalise`; missing or any other type gives `fallback`. */
export function text<T>(normalise: (value: string | number) => T, fallback: T): SearchField<T> {
  return field((raw) => (typeof raw === 'string' || typeof raw === 'number' ? normalise(raw) : fallback));
}

/** A number (numeric strings too) that passes `valid`, else `fallback`. */
export function numberParam<F>(valid: (n: number) => boolean, fallback: F): SearchField<number | F> {
  return field((raw) => {
    if (raw === undefined || raw === null || typeof raw === 'object' || typeof raw === 'function') return fallback;
    const n = Number(raw);
    return Number.isFinite(n) && valid(n) ? n : fallback;
  });
}

/** An integer id in 1..999 999 999, or undefined. */
export const positiveIdParam = numberParam((n) => Number.isSafeInteger(n) && n > 0 && n <= 999_999_999, undefined);

/**
 * A route's `validateSearch` whose links and navigations may leave any param out (it takes its
 * default), as with zod's `.default()`: the SearchSchemaInput marker gives the router the partial
 * input type.
 */
export function optionalSearch<S extends SearchShape>(schema: { parse: (search: unknown) => SearchOf<S> }) {
  return { parse: (input: Partial<SearchOf<S>> & SearchSchemaInput): SearchOf<S> => schema.parse(input) };
}
