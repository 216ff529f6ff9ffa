/**
 * Real server processes for the tests that need more than app.inject: the
 * two-process test and the DATA_DIR lock. Each runs server/server.ts under
 * tsx (`node --import tsx`, so the child's pid is the server's own) with the
 * environment given on top of a clean one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT_DIR } from '../../server/paths.ts';
import { freePort } from '../../scripts/test-server.mjs';

export { freePort };

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  dataDir: string;
  /** Everything the process printed so far (stdout + stderr). */
  output(): string;
  /** SIGTERM, wait for the exit; the exit code. */
  stop(): Promise<number | null>;
}

/** Settings that would point a child at real services are never inherited. */
function baseEnv(): NodeJS.ProcessEnv {
  const {
    DATABASE_URL: _db, REDIS_URL: _redis, OTP_SECRET: _otp, SMTP_URL: _smtp, SMS_PROVIDER: _sms, S3_BUCKET: _s3, FILE_STORE: _fs,
    ...env
  } = process.env;
  return env;
}

/** Spawns a server; it is not waited for (see waitUntilHealthy). */
export async function spawnServer(env: Record<string, string>, dataDir?: string): Promise<ServerProcess> {
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'medbook-proc-'));
  const port = env.PORT ?? String(await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    cwd: ROOT_DIR,
    env: { ...baseEnv(), NODE_ENV: 'test', HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED: 'none', ...env, PORT: port, DATA_DIR: dir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    dataDir: dir,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Resolves when GET /api/health answers 200; rejects when the process exits first or after the timeout. */
export async function waitUntilHealthy(server: ServerProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited with ${server.child.exitCode}:\n${server.output()}`);
    try {
      const response = await fetch(`${server.url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server not healthy after ${timeoutMs} ms:\n${server.output()}`);
}

/** Waits for the process to exit (or the timeout); its exit code, null on time-out. */
export function exitOf(server: ServerProcess, timeoutMs: number): Promise<number | null> {
  if (server.child.exitCode !== null) return Promise.resolve(server.child.exitCode);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), timeoutMs);
    server.child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}
