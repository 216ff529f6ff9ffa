import path from 'node:path';
import { openDatabase, type Database } from './client.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';

export interface ConfiguredDatabase {
  /** postgres://…; PGlite in DATA_DIR/db when absent. */
  url?: string | undefined;
  /** DATA_DIR (absolute). */
  dataDir: string;
  poolSize?: number;
  statementTimeoutMs?: number;
  onIdleError?: (error: Error) => void;
}

/** Where PGlite keeps its files inside DATA_DIR (the server, `npm run admin` and `npm run seed` all use it). */
export const embeddedDatabaseDir = (dataDir: string) => path.join(dataDir, 'db');

/**
 * Opens the database a process entry (server, admin CLI, seed CLI) is
 * configured for. With PGlite it first takes DATA_DIR's lock
 * (data-dir-lock.ts), so a second process on the same directory fails with
 * DataDirInUseError before touching the files; close() releases it.
 */
export async function openConfiguredDatabase(options: ConfiguredDatabase): Promise<Database> {
  if (options.url) {
    return openDatabase({ url: options.url, poolSize: options.poolSize, statementTimeoutMs: options.statementTimeoutMs, onIdleError: options.onIdleError });
  }
  const lock = acquireDataDirLock(options.dataDir);
  try {
    const database = await openDatabase({ dataDir: embeddedDatabaseDir(options.dataDir) });
    return {
      ...database,
      close: async () => {
        try {
          await database.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
