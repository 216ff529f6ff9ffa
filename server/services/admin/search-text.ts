import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** A LIKE pattern matching `text` anywhere, with %, _ and \ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Case-insensitive "contains" over several columns (null columns never match). */
export function matchesAny(text: string | undefined, columns: (SQLWrapper | SQL)[]): SQL | undefined {
  const needle = text?.trim();
  if (!needle) return undefined;
  const pattern = containsPattern(needle);
  return sql`(${sql.join(
    columns.map((column) => sql`${column} ilike ${pattern}`),
    sql` or `,
  )})`;
}

export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));
