// The web servers of the e2e suite: the real compiled server, each with its own fresh, throw-away
// DATA_DIR (so every server starts from the demo seed and never touches ./data).
//
// - `ensureBuilt()`: builds the app when the build is stale (playwright.config.ts globalSetup,
//   tests/helpers/e2e-global-setup.ts, runs it once before any worker starts).
// - `startTestServer()`: one server on a free port; every Playwright worker starts its own
//   (tests/helpers/e2e-test.ts `serverURL`), so workers share no accounts, bookings, rate
//   counters or test clock, and run in parallel.
// - `node scripts/test-server.mjs`: one server on E2E_PORT (default 8181) for a manual run.
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildReason, markBuilt, root, serverEntry } from './test-build-state.mjs';

/**
 * The gap between two codes to one address on the e2e servers (the product's is 45 s): long enough
 * for the countdown tests to read it, short enough that a second code for the same account within a
 * worker waits seconds, not 45.
 */
export const E2E_OTP_RESEND_SECONDS = 10;

export function ensureBuilt() {
  const reason = buildReason();
  if (!reason) {
    console.log('[test-server] build is up to date');
    return;
  }
  console.log(`[test-server] building the app (${reason})…`);
  // Never a test runner's NODE_ENV (vitest sets 'test'): Vite would bundle React's development build.
  const { NODE_ENV: _mode, ...env } = process.env;
  execSync('npm run build', { cwd: root, stdio: 'inherit', env });
  markBuilt();
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The e2e server's settings on top of the caller's environment (what would point at real services dropped). */
export function testServerEnv(port, dataDir, env = process.env) {
  const { DATABASE_URL: _db, SMTP_URL: _smtp, SMS_PROVIDER: _sms, REDIS_URL: _redis, ...rest } = env;
  return {
    ...rest,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    RATE_LIMIT_MAX: '100000',
    // Every page of the suite is opened from 127.0.0.1, by both workers' browsers (120 a minute in production).
    PAGE_RATE_LIMIT_MAX: '100000',
    // Every sign-in of the suite comes from 127.0.0.1: the per-IP code limit (20/hour) would trip.
    OTP_SEND_IP_LIMIT: '100000',
    // The demo accounts are signed in by several specs, on two viewports, with CI retries.
    OTP_SENDS_PER_HOUR: '100',
    // No test sleeps out the 45 s between two codes to one address (refused in production).
    OTP_RESEND_SECONDS: String(E2E_OTP_RESEND_SECONDS),
    // POST /api/dev/clock: specs move the server's clock past a booking's start; POST
    // /api/dev/sign-in: a session without the code ceremony (never in production).
    ALLOW_TEST_CLOCK: '1',
    // Microsoft sign-in configured, so POST /api/social-login really verifies (and refuses) the
    // tokens of tests/e2e/microsoft-login.spec.ts; its button shows only in the claim 'Login Account' modal.
    MICROSOFT_CLIENT_ID: 'e2e-microsoft-client-id',
    // A SMART app for tests/e2e/smart-consent.spec.ts (issue 39); its redirect is answered by the spec itself.
    SMART_CLIENTS: env.SMART_CLIENTS ?? JSON.stringify([{ client_id: 'e2e-smart-app', name: 'Pill Planner', redirect_uris: ['https://pills.example/callback'] }]),
    LOG_LEVEL: env.E2E_LOG_LEVEL ?? 'warn',
  };
}

/**
 * The time zones of the demo seed's cities: its bookings and enquiries hang off "today" in each.
 * A seeded template is used only on the day (in every one of them) it was made.
 */
const SEED_TIME_ZONES = ['UTC', 'Asia/Dubai', 'Asia/Kolkata', 'Europe/Paris', 'America/Chicago', 'America/Toronto', 'Australia/Perth'];
const daysIn = (instant) => SEED_TIME_ZONES.map((timeZone) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(instant)).join(' ');

/**
 * A DATA_DIR migrated and seeded once for the whole e2e run (playwright.config.ts globalSetup): a
 * server started on it does what every server of the run would do on an empty one (migrations,
 * then the demo seed: 15-25 s on this machine), and is stopped cleanly. Each worker's server then
 * starts on a copy of it (startTestServer's `template`) in about 4 s, as fresh as its own seed would be.
 * Resolves to { dir, madeAt, remove() }.
 */
export async function makeSeededTemplate({ label = 'seed template' } = {}) {
  const madeAt = Date.now();
  const server = await startTestServer({ label });
  await server.stop({ keepData: true });
  return { dir: server.dataDir, madeAt, remove: () => fs.rmSync(server.dataDir, { recursive: true, force: true }) };
}

/** The template's directory when it is usable now (made today in every seed time zone), else undefined. */
function usableTemplate(template) {
  if (!template?.dir || !fs.existsSync(template.dir)) return undefined;
  return daysIn(new Date(template.madeAt)) === daysIn(new Date()) ? template.dir : undefined;
}

/**
 * Starts a server and resolves once GET /api/health answers: { url, stop() }. Its output goes to
 * this process's stdout and stderr, prefixed with `label`. With `template` ({ dir, madeAt } of
 * makeSeededTemplate) its DATA_DIR starts as a copy of the template's (the seed is then skipped:
 * the database is not empty), unless the day has changed since the template was made.
 */
export async function startTestServer({ port, label = 'test-server', timeoutMs = 120_000, template } = {}) {
  const chosenPort = port ?? (await freePort());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'medbook-e2e-'));
  const templateDir = usableTemplate(template);
  if (templateDir) fs.cpSync(templateDir, dataDir, { recursive: true });
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: testServerEnv(chosenPort, dataDir),
  });
  const relay = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) if (line) out.write(`[${label}] ${line}\n`);
    });
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  let keep = false;
  const cleanup = () => {
    if (!keep) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  exited.then(cleanup);
  const url = `http://127.0.0.1:${chosenPort}`;
  /** With keepData the DATA_DIR stays (a template: SIGTERM lets the server close its database cleanly). */
  const stop = async ({ keepData = false } = {}) => {
    keep = keepData;
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    const code = await exited;
    clearTimeout(timer);
    if (keepData && code !== 0) throw new Error(`[${label}] the server did not stop cleanly (exit ${code}): its data directory is no template`);
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`[${label}] the server exited with ${child.exitCode} before it was healthy`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`[${label}] the server was not healthy after ${timeoutMs} ms`);
    }
    // Polled, not slept through: the loop ends the moment the server answers.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, dataDir, stop };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  ensureBuilt();
  const server = await startTestServer({ port: Number(process.env.E2E_PORT ?? 8181) });
  console.log(`[test-server] ${server.url} with DATA_DIR=${server.dataDir}`);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => void server.stop().then(() => process.exit(0)));
  }
}
