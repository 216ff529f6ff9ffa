import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';

/** Anything that runs SQL: the database or an open transaction. */
export type Exec = Pick<Db, 'execute'>;

/** Postgres element type of a column as sent through unnest; 'int[]' travels as text. */
export type ColumnType = 'int4' | 'int2' | 'text' | 'float8' | 'bool' | 'date' | 'time' | 'timestamptz' | 'numeric' | 'int[]';

export type Cell = string | number | boolean | Date | null | undefined | number[];

/** Quotes one element of a Postgres array literal. */
function element(value: Cell): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return `"${value.toISOString()}"`;
  if (Array.isArray(value)) return `"{${value.join(',')}}"`;
  return `"${value.replace(/[\\"]/g, '\\$&')}"`;
}

/**
 * Collects rows column by column and writes them with
 * INSERT … SELECT FROM unnest($1::t[], $2::t[], …): one bind parameter per
 * column whatever the row count, so a batch never nears the 65 535 parameter
 * limit and both PGlite and PostgreSQL parse it quickly.
 */
export class Batch {
  private readonly table: string;
  private readonly columns: ReadonlyArray<readonly [name: string, type: ColumnType]>;
  private readonly chunk: number;
  private cols: Cell[][];
  private rows = 0;

  constructor(table: string, columns: ReadonlyArray<readonly [name: string, type: ColumnType]>, chunk = 20_000) {
    this.table = table;
    this.columns = columns;
    this.chunk = chunk;
    this.cols = columns.map(() => []);
  }

  get size(): number {
    return this.rows;
  }

  add(...values: Cell[]): void {
    if (values.length !== this.columns.length) throw new Error(`${this.table}: expected ${this.columns.length} values`);
    for (let i = 0; i < values.length; i++) (this.cols[i] as Cell[]).push(values[i]);
    this.rows++;
  }

  /** Writes everything collected so far (in chunks) and empties the batch. */
  async flush(db: Exec): Promise<void> {
    for (let from = 0; from < this.rows; from += this.chunk) {
      const to = Math.min(this.rows, from + this.chunk);
      await db.execute(this.statement(from, to));
    }
    this.cols = this.columns.map(() => []);
    this.rows = 0;
  }

  private statement(from: number, to: number): SQL {
    const names = sql.raw(this.columns.map(([name]) => `"${name}"`).join(', '));
    const select = sql.raw(this.columns.map(([, type], i) => (type === 'int[]' ? `u.c${i}::int[]` : `u.c${i}`)).join(', '));
    const alias = sql.raw(this.columns.map((_, i) => `c${i}`).join(', '));
    const arrays = this.columns.map(([, type], i) => {
      const values = (this.cols[i] as Cell[]).slice(from, to);
      const literal = `{${values.map(element).join(',')}}`;
      return sql`${literal}::${sql.raw(type === 'int[]' ? 'text' : type)}[]`;
    });
    const identity = this.columns.some(([name]) => name === 'id') ? sql.raw(' OVERRIDING SYSTEM VALUE') : sql``;
    return sql`INSERT INTO ${sql.raw(`"${this.table}"`)} (${names})${identity} SELECT ${select} FROM unnest(${sql.join(arrays, sql`, `)}) AS u(${alias})`;
  }
}

/** The highest id in a table, so a seed can hand out the following ids itself. */
export async function maxId(db: Exec, table: string): Promise<number> {
  const { rows } = await db.execute(sql`SELECT coalesce(max(id), 0)::int AS m FROM ${sql.raw(`"${table}"`)}`);
  return Number((rows[0] as { m: number | string }).m);
}

/** Moves an identity sequence past ids that were inserted explicitly. */
export async function syncIdentity(db: Exec, table: string): Promise<void> {
  await db.execute(sql.raw(
    `SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), greatest((SELECT max(id) FROM "${table}"), 1), (SELECT count(*) > 0 FROM "${table}"))`,
  ));
}

export async function hasRows(db: Exec, table: string): Promise<boolean> {
  const { rows } = await db.execute(sql.raw(`SELECT EXISTS (SELECT 1 FROM "${table}") AS e`));
  return Boolean((rows[0] as { e: boolean }).e);
}

export async function hasColumn(db: Exec, table: string, column: string): Promise<boolean> {
  const { rows } = await db.execute(sql`
    SELECT EXISTS (SELECT 1 FROM information_schema.columns WHERE table_schema = 'public' AND table_name = ${table} AND column_name = ${column}) AS e`);
  return Boolean((rows[0] as { e: boolean }).e);
}
