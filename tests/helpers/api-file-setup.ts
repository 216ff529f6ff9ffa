// Runs around every API test file (vitest setupFiles). The API project shares one process between
// files (isolate: false), so what a file changes in module state must not reach the next one: the
// server's clock (server/services/common/clock.ts), stubbed globals and environment, spies.
import { afterAll, beforeAll, vi } from 'vitest';
import { resetClock } from '../../server/services/common/clock.ts';

const restore = () => {
  resetClock();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.useRealTimers();
};

beforeAll(restore);
afterAll(restore);
