// Playwright globalSetup: build the app once when its sources are newer than the build, before any
// worker starts its own server (tests/helpers/e2e-test.ts `serverURL`); then migrate and seed one
// DATA_DIR that every worker's server starts from a copy of (scripts/test-server.mjs
// makeSeededTemplate): a worker's server is up in seconds instead of migrating and seeding again,
// which every project's workers and every worker started after a failure did.
import { ensureBuilt, makeSeededTemplate } from '../../scripts/test-server.mjs';

export default async function globalSetup(): Promise<() => void> {
  ensureBuilt();
  const template = await makeSeededTemplate();
  // Workers inherit the runner's environment.
  process.env.E2E_DATA_TEMPLATE = JSON.stringify({ dir: template.dir, madeAt: template.madeAt });
  return () => template.remove();
}
