/**
 * A migrated database made once per test run (vitest globalSetup of the `api`, `multi-process` and
 * `unit` projects), copied per test file in milliseconds instead of migrated again in seconds:
 *
 * - PGlite: a dump of a freshly migrated data directory (`PGlite.dumpDataDir()`), kept under
 *   node_modules/.cache keyed by the migrations' and PGlite's contents, so an unchanged schema is
 *   not even migrated once; each file loads it (`loadDataDir`, < 1 s; initdb + 15 migrations were
 *   15 s a file).
 * - PostgreSQL (TEST_DATABASE_URL): a template database `medbook_tpl_<key>`; each file runs
 *   `CREATE DATABASE … TEMPLATE medbook_tpl_<key>`.
 *
 * The key changes whenever a migration or the PGlite version does, so a stale template is never used.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { MIGRATIONS_DIR, ROOT_DIR } from '../../server/paths.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated PGlite dump (PGlite runs). */
    medbookPgliteTemplate: string;
    /** Name of the migrated template database (PostgreSQL runs). */
    medbookPostgresTemplate: string;
  }
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
    .sort();
}

/** Changes with any migration file and with the PGlite build that made the dump. */
export function templateKey(): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(MIGRATIONS_DIR)) {
    hash.update(path.relative(MIGRATIONS_DIR, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  const pglite = JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8')) as { version: string };
  hash.update(`pglite ${pglite.version}`);
  return hash.digest('hex').slice(0, 16);
}

const CACHE_DIR = path.join(ROOT_DIR, 'node_modules', '.cache', 'medbook-tests');

/** The migrated PGlite dump's path, made when missing (written under a temporary name, then renamed). */
export async function pgliteTemplate(): Promise<string> {
  const file = path.join(CACHE_DIR, `pglite-${templateKey()}.tar`);
  if (fs.existsSync(file)) return file;
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const database = await openDatabase({});
  try {
    await database.migrate();
    const dump = await database.pglite!.dumpDataDir('none');
    const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(temporary, file);
  } finally {
    await database.close();
  }
  // Dumps of older schemas are never read again.
  for (const name of fs.readdirSync(CACHE_DIR)) {
    if (name.startsWith('pglite-') && name !== path.basename(file) && !name.includes('.tar.')) fs.rmSync(path.join(CACHE_DIR, name), { force: true });
  }
  return file;
}

async function adminQuery<T extends pg.QueryResultRow = pg.QueryResultRow>(url: string, text: string, values?: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The migrated template database on the PostgreSQL server of `adminUrl`, made when missing. */
export async function postgresTemplate(adminUrl: string): Promise<string> {
  const name = `medbook_tpl_${templateKey()}`;
  const exists = await adminQuery(adminUrl, 'select 1 from pg_database where datname = $1', [name]);
  if (exists.length > 0) return name;
  // Migrated under a temporary name and renamed when complete: a run stopped half-way leaves no
  // half-migrated template behind, and two runs at once each make their own and one rename wins.
  const building = `medbook_tplb_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${building}`);
  const database = await openDatabase({ url: databaseUrl(adminUrl, building), poolSize: 2 });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  try {
    await adminQuery(adminUrl, `alter database ${building} rename to ${name}`);
  } catch (error) {
    await adminQuery(adminUrl, `drop database if exists ${building}`);
    if ((error as { code?: string }).code !== '42P04') throw error; // another run made it first
  }
  // Templates of older schemas are never used again (a build, medbook_tplb_*, may be another run's).
  const stale = await adminQuery<{ datname: string }>(
    adminUrl,
    `select datname from pg_database where datname like 'medbook\\_tpl\\_%' and datname <> $1`,
    [name],
  );
  for (const { datname } of stale) {
    await adminQuery(adminUrl, `drop database if exists ${datname} with (force)`).catch(() => undefined);
  }
  return name;
}

/** A new database copied from the template (PostgreSQL): retried while another copy holds the template. */
async function createFromTemplate(adminUrl: string, template: string, name: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(adminUrl, `create database ${name} template ${template}`);
      return;
    } catch (error) {
      // 55006: "source database is being accessed by other users" (a copy under way elsewhere).
      if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * A fresh database for one test file: in-memory PGlite by default, or, when
 * TEST_DATABASE_URL is set, a new PostgreSQL database created on that server
 * (and dropped by close()). Migrated, empty: tests seed what they need.
 *
 * Copied from the run's migrated template (tests/helpers/database-template.ts,
 * the projects' globalSetup) in well under a second; outside vitest's projects
 * (no template provided) the template is made on the spot.
 */
export async function createTestDatabase(): Promise<{ database: Database; drop(): Promise<void>; url?: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dump = fs.readFileSync(provided('medbookPgliteTemplate') ?? (await pgliteTemplate()));
    const database = await openDatabase({ loadDataDir: new Blob([dump]) });
    return { database, drop: async () => database.close() };
  }
  const template = provided('medbookPostgresTemplate') ?? (await postgresTemplate(adminUrl));
  const name = `test_${randomBytes(6).toString('hex')}`;
  await createFromTemplate(adminUrl, template, name);
  const url = databaseUrl(adminUrl, name);
  const database = await openDatabase({ url, poolSize: 20 });
  return {
    database,
    url,
    drop: async () => {
      await database.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

function provided<K extends 'medbookPgliteTemplate' | 'medbookPostgresTemplate'>(key: K): string | undefined {
  try {
    return inject(key) || undefined;
  } catch {
    return undefined;
  }
}


/** vitest globalSetup: make the template once, and hand its location to every test file. */
export default async function setup(project: TestProject): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) project.provide('medbookPostgresTemplate', await postgresTemplate(adminUrl));
  else project.provide('medbookPgliteTemplate', await pgliteTemplate());
}
