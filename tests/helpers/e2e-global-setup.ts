// Playwright globalSetup: build the app once when its sources are newer than the build, before any
// worker starts its own server (tests/helpers/e2e-test.ts `serverURL`).
import { ensureBuilt } from '../../scripts/test-server.mjs';

export default function globalSetup(): void {
  ensureBuilt();
}
