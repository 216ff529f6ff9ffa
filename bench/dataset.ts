import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedDemo } from '../server/db/seed/demo.ts';
import { loadGazetteer } from '../server/db/seed/gazetteer.ts';
import { MIGRATIONS_DIR } from '../server/paths.ts';
import { openBenchDb, type BenchDb } from './db.ts';

export const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));

/** One database the benchmark runs on. */
export interface Target {
  kind: 'pglite' | 'postgres';
  /** PostgreSQL connection string. */
  url?: string;
  /** The server's DATA_DIR; PGlite itself lives in `${dataDir}/db` (server/server.ts). */
  dataDir?: string;
}

export const pgliteDir = (target: Target) => path.join(target.dataDir!, 'db');

/** PGlite always; PostgreSQL too when BENCH_DATABASE_URL is set. BENCH_DB=pglite|postgres picks one. */
export function benchTargets(doctors: number, env = process.env): Target[] {
  const name = doctors % 1000 === 0 ? `${doctors / 1000}k` : String(doctors);
  const all: Target[] = [{ kind: 'pglite', dataDir: path.join(BENCH_DIR, 'data', `pglite-${name}`) }];
  if (env.BENCH_DATABASE_URL) all.push({ kind: 'postgres', url: env.BENCH_DATABASE_URL });
  return env.BENCH_DB ? all.filter((t) => t.kind === env.BENCH_DB) : all;
}

async function doctorCount(bench: BenchDb): Promise<number> {
  const [row] = await bench.raw<{ n: number }>(`select count(*)::int as n from doctors`);
  return Number(row?.n ?? 0);
}

/** sha256 of each migration file, as Drizzle records it in drizzle.__drizzle_migrations. */
function migrationHashes(): Set<string> {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  return new Set(journal.entries.map((e) => createHash('sha256').update(fs.readFileSync(path.join(MIGRATIONS_DIR, `${e.tag}.sql`), 'utf8')).digest('hex')));
}

/** A data set migrated with a migration that no longer exists (edited or regenerated) has an outdated schema. */
async function outdatedSchema(bench: BenchDb): Promise<boolean> {
  const [exists] = await bench.raw<{ t: string | null }>(`select to_regclass('drizzle.__drizzle_migrations')::text as t`);
  if (!exists?.t) return false;
  const current = migrationHashes();
  const applied = await bench.raw<{ hash: string }>('select hash from drizzle.__drizzle_migrations');
  return applied.some((m) => !current.has(m.hash));
}

/** An empty database again: a fresh PGlite directory (faster than truncating, no bloat), or an empty schema. */
async function reset(target: Target, bench: BenchDb): Promise<BenchDb> {
  if (target.kind === 'postgres') {
    await bench.raw('drop schema if exists drizzle cascade');
    await bench.raw('drop schema public cascade');
    await bench.raw('create schema public');
    return bench;
  }
  await bench.close();
  fs.rmSync(pgliteDir(target), { recursive: true, force: true });
  return openBenchDb({ pgliteDir: pgliteDir(target) });
}

/**
 * Opens the target's database with `doctors` bench-distributed doctors in it,
 * seeding it (seedDemo in bench mode, the gazetteer) when it holds another
 * count or was built with other migrations. A reused data set is left as it is.
 */
export async function prepareDataset(target: Target, doctors: number, log: (msg: string) => void): Promise<BenchDb> {
  if (target.kind === 'pglite') fs.mkdirSync(target.dataDir!, { recursive: true });
  let bench = await openBenchDb({ url: target.url, pgliteDir: target.kind === 'pglite' ? pgliteDir(target) : undefined });
  if (await outdatedSchema(bench)) {
    log(`${target.kind}: the data set was built with other migrations; rebuilding it`);
    bench = await reset(target, bench);
  }
  await bench.migrate();
  const found = await doctorCount(bench);
  if (found === doctors) {
    log(`${target.kind}: reusing the data set (${found} doctors)`);
    return bench;
  }
  log(`${target.kind}: found ${found} doctors, seeding ${doctors} (a few minutes)`);
  if (found > 0) {
    bench = await reset(target, bench);
    await bench.migrate();
  }
  const started = performance.now();
  await loadGazetteer(bench.db);
  await seedDemo(bench.db, { doctors, bench: true, log: (msg) => log(`  ${msg}`) });
  log(`${target.kind}: seeded in ${((performance.now() - started) / 1000).toFixed(0)} s; vacuum analyze`);
  // Fresh statistics and visibility map, so the plans (and index-only scans) are those of a settled database.
  await bench.raw('vacuum analyze');
  log(`${target.kind}: data set ready in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return bench;
}
