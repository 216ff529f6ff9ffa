import { sql } from 'drizzle-orm';
import type { Exec } from './bulk.ts';

interface Ddl {
  drop: string;
  create: string;
}

/**
 * Takes the public schema's foreign keys and plain secondary indexes of the
 * given tables away for a bulk load and returns a function that puts them
 * back. Per-row FK checks and incremental GIN/GiST/covering-index updates cost
 * far more than the inserts; building an index once over sorted data and
 * validating a constraint with one join is much cheaper, and still proves
 * integrity. Primary keys, unique indexes, exclusion constraints and triggers
 * stay in force throughout. Both halves must run in the same transaction.
 */
export async function suspendForBulkLoad(tx: Exec, tables: readonly string[]): Promise<() => Promise<void>> {
  const keys = (await tx.execute(sql`
    SELECT format('ALTER TABLE %s DROP CONSTRAINT %I', conrelid::regclass, conname) AS drop,
      format('ALTER TABLE %s ADD CONSTRAINT %I %s', conrelid::regclass, conname, pg_get_constraintdef(oid)) AS create
    FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace ORDER BY conname`)).rows as unknown as Ddl[];
  const indexes = (await tx.execute(sql`
    SELECT format('DROP INDEX %I.%I', n.nspname, c.relname) AS drop, pg_get_indexdef(i.indexrelid) AS create
    FROM pg_index i
    JOIN pg_class c ON c.oid = i.indexrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND i.indrelid::regclass::text = ANY(${`{${tables.join(',')}}`}::text[])
      AND NOT i.indisunique AND NOT i.indisprimary AND NOT i.indisexclusion
      AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)
    ORDER BY c.relname`)).rows as unknown as Ddl[];
  for (const k of keys) await tx.execute(sql.raw(k.drop));
  for (const x of indexes) await tx.execute(sql.raw(x.drop));
  return async () => {
    for (const x of indexes) await tx.execute(sql.raw(x.create));
    for (const k of keys) await tx.execute(sql.raw(k.create));
  };
}
