import { sql, type SQL } from 'drizzle-orm';

/**
 * An int[] parameter: one placeholder whatever the list's length, so the
 * statement's text stays the same (and prepared) for 1 or 10 ids, where
 * `in ($1, …, $n)` makes a new statement per length.
 */
export const intArray = (values: readonly number[]): SQL => sql`${`{${values.map((v) => Math.trunc(v)).join(',')}}`}::int[]`;

/** A text[] parameter (one placeholder; values passed as a JSON array, so no quoting rules of array literals apply). */
export const textArray = (values: readonly string[]): SQL => sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
