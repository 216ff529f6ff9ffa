import { defineConfig, devices } from '@playwright/test';
import { buildReason } from './scripts/test-build-state.mjs';

// End-to-end tests against the real built server (scripts/test-server.mjs),
// driven through the system Chromium: never `playwright install` (DESIGN §7).
const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${port}`;
const isCI = Boolean(process.env.CI);

// First start seeds the demo data (up to ~3 minutes on a slow machine); a
// build of the web app and the server before it needs several minutes more.
const startTimeout = 180_000 + (buildReason() ? 420_000 : 0);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // Two cores: the server and a browser each want one.
  workers: isCI ? 1 : 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./tests/helpers/e2e-summary-reporter.ts']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    serviceWorkers: 'allow',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      // Every spec runs here, except those tagged @mobile-only.
      name: 'desktop',
      grepInvert: /@mobile-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 768 } },
    },
    {
      // Opt in per test: test('…', { tag: '@mobile' }, …) (or '@mobile-only').
      name: 'mobile',
      grep: /@mobile/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        screen: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    command: 'node scripts/test-server.mjs',
    url: `${baseURL}/api/health`,
    timeout: startTimeout,
    reuseExistingServer: !isCI,
    stdout: 'pipe',
    stderr: 'pipe',
    // SIGTERM (not SIGKILL) lets scripts/test-server.mjs delete its DATA_DIR.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: { E2E_PORT: String(port) },
  },
});
