// The web server of the e2e suite (playwright.config.ts `webServer`): builds
// the app when the build is stale, then runs the real compiled server on a
// test port with a fresh, throw-away DATA_DIR (so every run starts from the
// demo seed and never touches ./data).
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildReason, markBuilt, root, serverEntry } from './test-build-state.mjs';

const port = process.env.E2E_PORT ?? '8181';

const reason = buildReason();
if (reason) {
  console.log(`[test-server] building the app (${reason})…`);
  try {
    execSync('npm run build', { cwd: root, stdio: 'inherit' });
  } catch {
    console.error('[test-server] `npm run build` failed; see its output above');
    process.exit(1);
  }
  markBuilt();
} else {
  console.log('[test-server] build is up to date');
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'medbook-e2e-'));
console.log(`[test-server] starting ${path.relative(root, serverEntry)} on :${port} with DATA_DIR=${dataDir}`);

// Drop variables that would point the test server at real services.
const { DATABASE_URL: _db, SMTP_URL: _smtp, SMS_PROVIDER: _sms, REDIS_URL: _redis, ...env } = process.env;
const child = spawn(process.execPath, [serverEntry], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...env,
    NODE_ENV: 'test',
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    RATE_LIMIT_MAX: '100000',
    // Every sign-in of the suite comes from 127.0.0.1: the per-IP code limit (20/hour) would trip.
    OTP_SEND_IP_LIMIT: '100000',
    // The demo accounts are signed in by several specs, on two viewports, with CI retries.
    OTP_SENDS_PER_HOUR: '100',
    // POST /api/dev/clock: specs move the server's clock past a booking's start (never in production).
    ALLOW_TEST_CLOCK: '1',
    // Microsoft sign-in configured, so POST /api/social-login really verifies (and refuses) the
    // tokens of tests/e2e/microsoft-login.spec.ts; its button shows only in the claim 'Login Account' modal.
    MICROSOFT_CLIENT_ID: 'e2e-microsoft-client-id',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  },
});

const cleanup = () => fs.rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => {
  cleanup();
  process.exit(code ?? (signal ? 1 : 0));
});
