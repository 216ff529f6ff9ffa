/**
 * PGlite is one process's (README "Running several processes"): a second
 * server, or `npm run admin`, on a DATA_DIR a running server holds exits at
 * once with "data directory in use by process N" instead of sharing the files.
 * Real processes; PGlite only (DATABASE_URL is never passed to them).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../server/paths.ts';
import { exitOf, spawnServer, waitUntilHealthy, type ServerProcess } from '../helpers/server-process.ts';

let first: ServerProcess;

beforeAll(async () => {
  first = await spawnServer({});
  await waitUntilHealthy(first);
}, 120_000);
afterAll(async () => {
  await first?.stop();
  if (first) fs.rmSync(first.dataDir, { recursive: true, force: true });
});

describe('one DATA_DIR, one process', () => {
  it('a second server on the same DATA_DIR exits at once, naming the first one', async () => {
    const started = Date.now();
    const second = await spawnServer({}, first.dataDir);
    const code = await exitOf(second, 30_000);
    expect(code, second.output()).toBe(1);
    expect(second.output()).toContain(`data directory in use by process ${first.child.pid}`);
    // At once: no PGlite start, no migration (those take seconds).
    expect(Date.now() - started).toBeLessThan(15_000);
    // The first server still answers and still holds the lock.
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    expect(fs.readFileSync(`${first.dataDir}/medbook.pid`, 'utf8').trim()).toBe(String(first.child.pid));
  }, 60_000);

  it('npm run admin gets the same refusal while the server runs, pointing to the console', () => {
    const { DATABASE_URL: _db, ...env } = process.env;
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/admin/cli.ts', 'claims'], {
      cwd: ROOT_DIR,
      env: { ...env, DATA_DIR: first.dataDir },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status, result.stderr).toBe(1);
    expect(result.stderr).toContain(`data directory in use by process ${first.child.pid}`);
    expect(result.stderr).toMatch(/Use the verification console at http:\/\/\S+\/admin, or stop the server/);
  }, 60_000);

  it('after the first stops, the lock is released and another server starts on that DATA_DIR', async () => {
    expect(await first.stop()).toBe(0);
    expect(fs.existsSync(`${first.dataDir}/medbook.pid`)).toBe(false);
    const next = await spawnServer({}, first.dataDir);
    try {
      await waitUntilHealthy(next);
    } finally {
      await next.stop();
    }
  }, 120_000);
});
