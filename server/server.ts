import { loadConfig } from './config.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { openConfiguredDatabase } from './db/open-configured.ts';
import { prepareDatabase } from './db/prepare.ts';
import { buildApp } from './app.ts';
import { SSR_ENTRY } from './paths.ts';
import { jobHandlers } from './services/job-handlers.ts';
import { startJobWorker } from './services/jobs/run-jobs.ts';

/**
 * The process entry: open and migrate the database (seeding demo data on a
 * fresh one), serve, and on SIGTERM/SIGINT stop accepting connections, let
 * in-flight requests finish, then close the database cleanly.
 */
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  // A setting that cannot work (e.g. production without PUBLIC_URL): say which, not a stack trace.
  console.error(`medbook: cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const database = await openConfiguredDatabase({
  url: config.DATABASE_URL,
  dataDir: config.dataDir,
  poolSize: config.DATABASE_POOL_SIZE,
  statementTimeoutMs: config.STATEMENT_TIMEOUT_MS,
  onIdleError: (error) => console.error(`idle database connection failed: ${error.message}`),
}).catch((error: unknown) => {
  // Another process owns the embedded database: say so plainly and stop (no stack trace).
  if (error instanceof DataDirInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
const app = await buildApp({ config, database, ssrEntry: SSR_ENTRY });

await prepareDatabase(database, config, (message) => app.log.info(message), app.fileStore);
// The durable job queue (messages, reminders, summaries): every process polls; each job runs once.
const jobWorker = startJobWorker(app, jobHandlers, config.JOB_POLL_MS);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => {
    app.log.error('graceful shutdown timed out');
    process.exit(1);
  }, 15_000);
  force.unref();
  try {
    await jobWorker.stop();
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.PORT, host: config.HOST });
