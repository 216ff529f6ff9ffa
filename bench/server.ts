import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { buildReason, markBuilt, root, serverEntry } from '../scripts/test-build-state.mjs';
import { BENCH_DIR, type Target } from './dataset.ts';

/** Builds dist/ and build/ when missing or older than their sources (the check e2e uses); output goes to logFile. */
export function ensureBuild(log: (msg: string) => void, logFile: string): void {
  const reason = buildReason();
  if (!reason) return log('build is up to date');
  log(`building the app (${reason}); output in ${path.relative(root, logFile)}`);
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  fs.writeFileSync(logFile, `${result.stdout ?? ''}${result.stderr ?? ''}`);
  if (result.status !== 0) {
    console.error(`${result.stdout ?? ''}${result.stderr ?? ''}`.split('\n').slice(-40).join('\n'));
    throw new Error('npm run build failed');
  }
  markBuilt();
}

let nextPort = Number(process.env.BENCH_PORT) || 0;

/** A free port: the next from BENCH_PORT on when set (a shared machine hands out port ranges), else any. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(nextPort ? nextPort++ : 0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no answer from ${url} within ${timeoutMs / 1000} s`);
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const kill = setTimeout(() => child.kill('SIGKILL'), 20_000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill('SIGTERM');
    });
}

/** Servers still running; killed if the bench itself exits early (error, Ctrl-C), so none is left behind. */
const children = new Set<ChildProcess>();
process.on('exit', () => {
  // SIGTERM: the app server shuts down cleanly on its own (PGlite closes its data directory).
  for (const child of children) child.kill('SIGTERM');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

/** Spawns a process whose output goes to a log file; stopped with SIGTERM (SIGKILL after 20 s). */
function spawnLogged(args: string[], env: NodeJS.ProcessEnv, logFile: string): ChildProcess {
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const out = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/**
 * The real production server on the prepared data set: SEED=none (the data
 * set is ready), rate limits out of the way, quiet logs (per-request info
 * lines would cost throughput and fill the disk).
 */
export async function startAppServer(target: Target, logFile: string, overrides: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  const port = await freePort();
  const { DATABASE_URL: _db, SMTP_URL: _smtp, SMS_PROVIDER: _sms, REDIS_URL: _redis, ...env } = process.env;
  // BENCH_CPU_PROF=1: a V8 CPU profile of the server under load (written when it stops) for finding where time goes.
  const profile = process.env.BENCH_CPU_PROF === '1' ? ['--cpu-prof', `--cpu-prof-dir=${path.join(BENCH_DIR, 'results', 'profiles')}`] : [];
  const child = spawnLogged([...profile, serverEntry], {
    ...env,
    NODE_ENV: 'production',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    HOST: '127.0.0.1',
    PORT: String(port),
    SEED: 'none',
    RATE_LIMIT_MAX: '100000000',
    PAGE_RATE_LIMIT_MAX: '100000000',
    OTP_SEND_IP_LIMIT: '100000000',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    ...(target.kind === 'postgres' ? { DATABASE_URL: target.url } : { DATA_DIR: target.dataDir }),
    ...overrides,
  }, logFile);
  const url = `http://127.0.0.1:${port}`;
  const stop = stopper(child);
  try {
    await waitUntilUp(`${url}/api/health`, child, 180_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}; see ${path.relative(root, logFile)}`, { cause: error });
  }
  return { url, stop };
}

/** The ceiling: a bare Fastify route answering {success:true}, in its own process like the app. */
export async function startCeilingServer(logFile: string): Promise<RunningServer> {
  const port = await freePort();
  const child = spawnLogged(['--import', 'tsx', path.join(BENCH_DIR, 'ceiling-server.ts')], { ...process.env, PORT: String(port) }, logFile);
  const url = `http://127.0.0.1:${port}`;
  const stop = stopper(child);
  await waitUntilUp(url, child, 30_000).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { url, stop };
}
