// Runs around every API test file (vitest setupFiles). The API project shares one process between
// files (isolate: false), so what a file changes in module state must not reach the next one: the
// server's clock (server/services/common/clock.ts), the prepared-statement names and their cap
// (server/db/auto-prepare.ts), stubbed globals and environment, spies.
// Restored when this setup runs (before the test file is imported: several files pin the clock at
// their top level, so a beforeAll here would undo it) and again after the file's own afterAll.
import { afterAll, vi } from 'vitest';
import { resetStatementNames } from '../../server/db/auto-prepare.ts';
import { resetClock } from '../../server/services/common/clock.ts';

const restore = () => {
  resetClock();
  resetStatementNames();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.useRealTimers();
};

restore();
afterAll(restore);
