import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// End-to-end tests against the real built server, driven through the system Chromium: never
// `playwright install` (DESIGN §7). globalSetup builds the app when its sources changed; every
// worker then starts its own server with its own demo data (tests/helpers/e2e-test.ts
// `serverURL`, scripts/test-server.mjs) on a copy of one seeded DATA_DIR made in globalSetup,
// so the workers share nothing and run side by side.
const isCI = Boolean(process.env.CI);

// Debian's chromium-headless-shell (the old headless mode, what Playwright itself runs headless):
// no browser UI to draw, a third less CPU over the suite than the full browser in --headless=new
// (issue 35: 884 s → 678 s). The full browser stays for what needs it (install.spec's
// installability check, Lighthouse, bench) through CHROMIUM_PATH.
const HEADLESS_SHELL = process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
const browserPath = fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : (process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  globalSetup: './tests/helpers/e2e-global-setup.ts',
  // Files run side by side; the tests of one file in order (several build on the previous one).
  fullyParallel: false,
  forbidOnly: isCI,
  // A guard only: a test that needs its retry is reported as `E2E FLAKY:` and fails the run
  // (tests/helpers/e2e-summary-reporter.ts), so a flaky test is fixed, not hidden.
  retries: isCI ? 1 : 0,
  // Both cores: each worker drives its own server and browser, idle most of the time.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./tests/helpers/e2e-summary-reporter.ts']],
  use: {
    // An action or a navigation that cannot happen fails on its own line, naming what it waited
    // for, instead of the test running out its whole timeout with no clue (the summary prints it).
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    // Recording a trace costs CPU on every action: only a retried test (CI) records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // Installing the service worker precaches the whole app in every new context: the files that
    // test it (offline, install, updates) opt in with test.use({ serviceWorkers: 'allow' }).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: browserPath,
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
});
