/**
 * npm run seed [-- --doctors N] [--bench] [--reset]
 * Opens the database the way the server does (DATABASE_URL, else PGlite in
 * DATA_DIR/db, default ./data), migrates, then loads the gazetteer and demo data.
 */
import { loadConfig } from '../../config.ts';
import { fileStoreOf } from '../../services/files/file-store-of.ts';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { DataDirInUseError } from '../data-dir-lock.ts';
import { embeddedDatabaseDir, openConfiguredDatabase } from '../open-configured.ts';
import { seedDemo } from './demo.ts';
import { loadGazetteer } from './gazetteer.ts';

const { values } = parseArgs({
  options: {
    doctors: { type: 'string' },
    bench: { type: 'boolean', default: false },
    reset: { type: 'boolean', default: false },
  },
});

const doctors = values.doctors === undefined ? undefined : Number(values.doctors);
if (doctors !== undefined && (!Number.isInteger(doctors) || doctors < 2)) {
  console.error('--doctors must be an integer of at least 2');
  process.exit(2);
}

const url = process.env.DATABASE_URL || undefined;
const dataDirRoot = path.resolve(process.env.DATA_DIR || './data');
const dataDir = url ? undefined : embeddedDatabaseDir(dataDirRoot);
// The server's database (PGlite in DATA_DIR/db), refused while a server holds DATA_DIR.
const database = await openConfiguredDatabase({ url, dataDir: dataDirRoot }).catch((error: unknown) => {
  if (error instanceof DataDirInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
const { db } = database;
const started = performance.now();
const lap = (label: string, from: number) => console.log(`${label} in ${((performance.now() - from) / 1000).toFixed(1)} s`);

try {
  console.log(`database: ${database.kind}${dataDir ? ` (${dataDir})` : ''}`);
  let t = performance.now();
  await database.migrate();
  lap('migrated', t);

  if (values.reset) {
    t = performance.now();
    const { rows } = await db.execute(sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`);
    const tables = (rows as { tablename: string }[]).map((r) => `"${r.tablename}"`);
    if (tables.length) await db.execute(sql.raw(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`));
    lap(`reset ${tables.length} tables`, t);
  }

  t = performance.now();
  const cities = await loadGazetteer(db);
  lap(cities ? `gazetteer: ${cities} cities` : 'gazetteer already present', t);

  t = performance.now();
  await seedDemo(db, { doctors, bench: values.bench, files: fileStoreOf(loadConfig(), db), log: (msg) => console.log(`  ${msg}`) });
  lap('demo data', t);

  const { rows } = await db.execute(sql`SELECT
    (SELECT count(*) FROM doctors)::int AS doctors, (SELECT count(*) FROM availability_configs)::int AS configs,
    (SELECT count(*) FROM availability_ranges)::int AS ranges, (SELECT count(*) FROM reviews)::int AS reviews,
    (SELECT count(*) FROM appointments)::int AS appointments, (SELECT count(*) FROM cities)::int AS cities`);
  console.log('rows:', Object.entries(rows[0] as Record<string, number>).map(([k, v]) => `${k} ${Number(v)}`).join(', '));
  lap('total', started);
} finally {
  await database.close();
}
