import { checkAnswersAgainstOpenApi } from './openapi-check.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import pg from 'pg';
import { buildApp, type App, type BuildOptions } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';

export interface TestAppOptions {
  /** Environment variables on top of the test defaults (NODE_ENV=test, a fresh DATA_DIR). */
  env?: Record<string, string | undefined>;
  /** Config fields set after parsing (e.g. { demoOutbox: false }). */
  config?: Partial<Config>;
  /** Fastify logger options; off unless a test captures the log. */
  logger?: FastifyServerOptions['logger'];
  /** Sees every route as buildApp registers it. */
  onRoute?: BuildOptions['onRoute'];
  /** Runs before app.ready(): register probe routes here. */
  setup?: (app: App) => void | Promise<void>;
  /**
   * Build this app over another test app's database (not dropped by close()).
   * Starting PGlite costs seconds, so a second app with another config in the
   * same file should share the first one's database.
   */
  database?: Database;
}

export interface TestApp {
  app: App;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * A fresh database for one test file: in-memory PGlite by default, or, when
 * TEST_DATABASE_URL is set, a new PostgreSQL database created on that server
 * (and dropped by close()). Migrated, empty: tests seed what they need.
 */
export async function createTestDatabase(): Promise<{ database: Database; drop(): Promise<void>; url?: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({});
    await database.migrate();
    return { database, drop: async () => database.close() };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 20 });
  await database.migrate();
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Builds the app as production does, over a fresh database and a temporary DATA_DIR. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'medbook-test-'));
  const { database, drop } = options.database
    ? { database: options.database, drop: async () => undefined }
    : await createTestDatabase();
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      // One client (127.0.0.1) sends every request of a test file; the per-IP
      // limits are tested by raising/lowering these explicitly.
      RATE_LIMIT_MAX: '100000',
      OTP_SEND_IP_LIMIT: '100000',
      ...options.env,
    },
    options.config,
  );
  const app = await buildApp({ config, database, logger: options.logger ?? false, onRoute: options.onRoute });
  // Probe routes a test registers in `setup` are its own, not the API's: the document check skips them.
  const probes = new Set<string>();
  checkAnswersAgainstOpenApi(app, (url) => !probes.has(url));
  if (options.setup) {
    app.addHook('onRoute', (route) => void probes.add(route.url));
    await options.setup(app);
  }
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
