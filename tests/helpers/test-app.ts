import { checkAnswersAgainstOpenApi } from './openapi-check.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import { buildApp, type App, type BuildOptions } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import type { Database } from '../../server/db/client.ts';
import { createTestDatabase } from './database-template.ts';

export { createTestDatabase };

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
  /** A web build to serve (index.html) and a server-render entry (tests/helpers/ssr-probe.ts): the page tests. */
  pages?: Pick<BuildOptions, 'distDir' | 'ssrEntry'>;
}

export interface TestApp {
  app: App;
  database: Database;
  config: Config;
  close(): Promise<void>;
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
      PAGE_RATE_LIMIT_MAX: '100000',
      OTP_SEND_IP_LIMIT: '100000',
      ...options.env,
    },
    options.config,
  );
  const app = await buildApp({ config, database, logger: options.logger ?? false, onRoute: options.onRoute, ...options.pages });
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

/**
 * Runs `run` against another app over the same database, with its own settings (and its own
 * rate-limit memory), closed afterwards: a limit or a logger one test needs, beside the file's app.
 */
export async function withApp(
  database: TestApp['database'],
  options: Pick<TestAppOptions, 'env' | 'logger' | 'pages'>,
  run: (t: TestApp) => Promise<void>,
): Promise<void> {
  const other = await createTestApp({ ...options, database });
  try {
    await run(other);
  } finally {
    await other.close();
  }
}
