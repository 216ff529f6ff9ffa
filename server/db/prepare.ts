import type { Config } from '../config.ts';
import type { Database } from './client.ts';
import { seedIfEmpty } from './seed/seed-if-empty.ts';
import type { FileStore } from '../services/files/file-store.ts';

/** Migrates, then loads the gazetteer and demo data into an empty database. */
export async function prepareDatabase(database: Database, config: Config, log: (message: string) => void, files?: FileStore) {
  const started = Date.now();
  await database.migrate();
  log(`database ${database.kind} migrated in ${Date.now() - started} ms`);
  if (config.SEED === 'demo') await seedIfEmpty(database.db, log, files);
}
