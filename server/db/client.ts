import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths.ts';
import { AutoPrepareClient } from './auto-prepare.ts';

/** One query interface for both engines; PGlite's drizzle speaks the same dialect. */
export type Db = NodePgDatabase;
/** The transaction `db.transaction` hands its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What a repository function or a step of a larger write runs on: the database, or the caller's transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  /** PGlite only: the engine itself (dumping a migrated data directory for the test suite's template). */
  pglite?: PGlite;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * LISTEN on `channel` (read-cache versions pushed by their triggers: version-feed.ts): `onMessage` gets
   * each payload, `onLost` is told once when the channel is gone (notifications may have been missed).
   */
  listen?(channel: string, onMessage: (payload: string) => void, onLost: (error: unknown) => void): Promise<Listening>;
}

export interface Listening {
  /** Resolves once every notification of a transaction committed before the call has been handed to `onMessage`. */
  sync(): Promise<void>;
  close(): Promise<void>;
}


export interface OpenOptions {
  /** postgres://… connection string; PGlite when absent. */
  url?: string | undefined;
  /** PGlite data directory; in memory when absent. */
  dataDir?: string | undefined;
  /**
   * PGlite only: start from this dump of a data directory (`PGlite.dumpDataDir()`) instead of an
   * empty cluster. The test suite migrates once and loads the dump per file: loading takes under a
   * second where initdb plus the migrations take several (tests/helpers/test-database.ts).
   */
  loadDataDir?: Blob | undefined;
  poolSize?: number;
  /** PostgreSQL only: statement_timeout of the pool's connections (0 or absent: none); migrations run without it. */
  statementTimeoutMs?: number | undefined;
  /** Told about errors on idle pooled connections (PostgreSQL only). */
  onIdleError?: (error: Error) => void;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) {
    // AutoPrepareClient: repeated statements are planned once per connection, not per request.
    const timeout = options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {};
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10, Client: AutoPrepareClient, ...timeout });
    // An idle client whose connection the server ends (restart, failover,
    // pg_terminate_backend) must not crash the process; the pool replaces it.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzlePg(pool);
    return {
      db,
      kind: 'postgres',
      migrate: async () => {
        if (!options.statementTimeoutMs) return migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
        // A migration may build an index over every row: never under the requests' statement timeout.
        const own = new pg.Pool({ connectionString: options.url, max: 1 });
        try {
          await migratePg(drizzlePg(own), { migrationsFolder: MIGRATIONS_DIR });
        } finally {
          await own.end();
        }
      },
      close: () => pool.end(),
      listen: (channel, onMessage, onLost) => listenPg(options.url!, channel, onMessage, onLost),
    };
  }
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm, btree_gist },
  });
  const db = drizzlePglite(client);
  return {
    db: db as unknown as Db,
    pglite: client,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
    listen: async (channel, onMessage) => {
      // One engine in this process: a notification is handed over (a microtask) before the committing
      // query's promise resolves, so there is nothing to wait for and no connection to lose.
      const stop = await client.listen(channel, onMessage);
      return { sync: async () => undefined, close: () => (client.closed ? Promise.resolve() : stop()) };
    },
  };
}

/** A connection of its own (not the pool's: LISTEN belongs to a session), kept open while listening. */
async function listenPg(url: string, channel: string, onMessage: (payload: string) => void, onLost: (error: unknown) => void): Promise<Listening> {
  // Keep-alive probes: a peer gone silently (no FIN) is found within a minute, not the OS's two hours.
  const client = new pg.Client({ connectionString: url, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
  let lost = false;
  const lose = (error: unknown) => {
    if (lost) return;
    lost = true;
    onLost(error);
  };
  client.on('notification', (message) => {
    if (message.channel === channel && message.payload !== undefined) onMessage(message.payload);
  });
  client.on('error', lose);
  client.on('end', () => lose(new Error('listening connection ended')));
  try {
    await client.connect();
    await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  } catch (error) {
    lost = true;
    await client.end().catch(() => undefined);
    throw error;
  }
  return {
    // A commit signals every listening backend before it answers its client; a backend reading its next
    // query first sends the notifications it was signalled about. So once a query sent on this connection
    // is answered, every notification of a commit made before it was sent has been handed to onMessage
    // (pg emits them as it parses, before the answer). The empty query: the least a round trip can carry.
    sync: async () => {
      await client.query('');
    },
    close: async () => {
      lost = true;
      await client.end().catch(() => undefined);
    },
  };
}
