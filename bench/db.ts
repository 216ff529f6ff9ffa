import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Db } from '../server/db/client.ts';
import { MIGRATIONS_DIR } from '../server/paths.ts';

/** One recorded statement, as Drizzle sent it to the driver. */
export interface RecordedQuery {
  sql: string;
  params: unknown[];
}

/**
 * A connection of the bench process (never at the same time as the server on
 * PGlite, which is single-process). Unlike server/db/client.ts it can record
 * every statement (Drizzle's logger) and run raw SQL with parameters, which
 * EXPLAIN needs.
 */
export interface BenchDb {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Statements recorded while `recording` is set. */
  recorded: RecordedQuery[];
  recording: boolean;
  raw<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export async function openBenchDb(target: { url?: string | undefined; pgliteDir?: string | undefined }): Promise<BenchDb> {
  const state = { recorded: [] as RecordedQuery[], recording: false };
  const logger = {
    logQuery(query: string, params: unknown[]) {
      if (state.recording) state.recorded.push({ sql: query, params });
    },
  };
  if (target.url) {
    const pool = new pg.Pool({ connectionString: target.url, max: 4 });
    const db = drizzlePg({ client: pool, logger });
    return Object.assign(state, {
      db,
      kind: 'postgres' as const,
      raw: async <T>(text: string, params: unknown[] = []) => (await pool.query(text, params)).rows as T[],
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
      close: () => pool.end(),
    });
  }
  if (!target.pgliteDir) throw new Error('openBenchDb: url or pgliteDir is required');
  fs.mkdirSync(target.pgliteDir, { recursive: true });
  const client = await PGlite.create({ dataDir: target.pgliteDir, extensions: { pg_trgm, btree_gist } });
  const db = drizzlePglite({ client, logger });
  return Object.assign(state, {
    db: db as unknown as Db,
    kind: 'pglite' as const,
    raw: async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  });
}
