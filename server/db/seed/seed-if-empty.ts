import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { loadGazetteer } from './gazetteer.ts';
import { seedDemo } from './demo.ts';
import type { FileStore } from '../../services/files/file-store.ts';

/** First start: the gazetteer and the demo data, each only when its tables are empty. */
export async function seedIfEmpty(db: Db, log: (message: string) => void, files?: FileStore) {
  const { rows } = await db.execute(sql`select (select count(*) from specialities)::int as specialities, (select count(*) from cities)::int as cities`);
  const counts = rows[0] as { specialities: number; cities: number };
  if (Number(counts.cities) === 0) {
    const started = Date.now();
    await loadGazetteer(db);
    log(`gazetteer loaded in ${Date.now() - started} ms`);
  }
  if (Number(counts.specialities) === 0) {
    const started = Date.now();
    await seedDemo(db, { log, files });
    log(`demo data seeded in ${Date.now() - started} ms`);
  }
}
