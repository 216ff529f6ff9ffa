/**
 * npm run bench: API load and query plans at 100 000 doctors on PGlite (and
 * PostgreSQL when BENCH_DATABASE_URL is set), then front-end timings.
 *
 * Env: BENCH_DURATION (s, 10), BENCH_CONNECTIONS (10), BENCH_WARMUP (s, 2),
 * BENCH_DOCTORS (100000), BENCH_SLOTS (booking slots, 8000), BENCH_DB
 * (pglite|postgres: only that one), BENCH_FRONTEND=0 (skip the browser part),
 * BENCH_LOG_LEVEL (server log level, warn), BENCH_ACCEPT_ENCODING, BENCH_STRICT=1 (exit 1
 * when a target or a plan check fails), BENCH_CALLS (comma list: only calls whose name contains one;
 * 'fairness' selects the page fairness row), BENCH_FAIRNESS=0 (no page fairness row).
 */
import path from 'node:path';
import { loadCall } from './api-load.ts';
import { calls as apiCalls } from './calls.ts';
import { BENCH_DIR, benchTargets, prepareDataset, type Target } from './dataset.ts';
import { prepareFixtures, type Fixtures } from './fixtures.ts';
import { measureFrontend, type FrontendResult } from './frontend.ts';
import { measureLighthouse } from './lighthouse.ts';
import { runLoad, type LoadOptions, type LoadResult } from './load.ts';
import { pageCalls } from './pages.ts';
import { checkPlans } from './plans.ts';
import { fairnessRow, measurePageFairness } from './page-fairness.ts';
import { callTable, frontendTable, machine, planTable, writeReport, type BenchReport, type DbReport } from './report.ts';
import { ensureBuild, startAppServer, startCeilingServer } from './server.ts';

const env = process.env;
const number = (value: string | undefined, fallback: number) => (value && Number(value) > 0 ? Number(value) : fallback);
const options: LoadOptions = {
  duration: number(env.BENCH_DURATION, 10),
  connections: number(env.BENCH_CONNECTIONS, 10),
  warmup: env.BENCH_WARMUP === '0' ? 0 : number(env.BENCH_WARMUP, 2),
};
const doctors = number(env.BENCH_DOCTORS, 100_000);
const slotCount = number(env.BENCH_SLOTS, 8_000);
const frontendEnabled = env.BENCH_FRONTEND !== '0';
const resultsDir = path.join(BENCH_DIR, 'results');
const allCalls = [...apiCalls, ...pageCalls];
/** BENCH_CALLS=detail,listing: only the calls whose name contains one of these (for iterating on one call). */
const only = env.BENCH_CALLS?.split(',').map((s) => s.trim()).filter(Boolean);
const calls = only?.length ? allCalls.filter((c) => only.some((o) => c.name.includes(o))) : allCalls;
/** The page fairness row (issue 40): BENCH_FAIRNESS=0 leaves it out; with BENCH_CALLS, a name in 'page fairness' selects it. */
const fairness = env.BENCH_FAIRNESS !== '0' && (!only?.length || only.some((o) => 'page fairness'.includes(o)));

const startedAt = new Date();
const stamp = startedAt.toISOString().replace(/[:.]/g, '-');
const clock = performance.now();
const log = (msg: string) => console.log(`[bench ${((performance.now() - clock) / 1000).toFixed(0).padStart(4)} s] ${msg}`);

async function measureCeiling(): Promise<LoadResult> {
  const ceiling = await startCeilingServer(path.join(resultsDir, `${stamp}-ceiling.log`));
  try {
    return await runLoad(ceiling.url, [{ method: 'GET', path: '/' }], options);
  } finally {
    await ceiling.stop();
  }
}

/** Data set, fixtures and plans with the bench's own connection, closed before the server opens the database. */
async function prepare(target: Target): Promise<{ fixtures: Fixtures; plans: DbReport['plans'] }> {
  const bench = await prepareDataset(target, doctors, log);
  try {
    const fixtures = await prepareFixtures(bench, slotCount, log);
    log(`${target.kind}: checking query plans`);
    return { fixtures, plans: await checkPlans(bench, calls, fixtures) };
  } finally {
    await bench.close();
  }
}

async function benchTarget(target: Target, ceiling: LoadResult, withFrontend: boolean) {
  const { fixtures, plans } = await prepare(target);
  log(`${target.kind}: starting the server`);
  const server = await startAppServer(target, path.join(resultsDir, `${stamp}-server-${target.kind}.log`));
  const report: DbReport = { db: target.kind, doctors, ceiling, calls: [], plans };
  let frontend: FrontendResult | undefined;
  try {
    for (const call of calls) {
      log(`${target.kind}: ${call.name}`);
      report.calls.push(await loadCall(server.url, call, fixtures, target, ceiling, options));
    }
    if (withFrontend) {
      log(`${target.kind}: front end (Chromium)`);
      frontend = await measureFrontend(server.url, fixtures.pages);
      if (env.BENCH_LIGHTHOUSE !== '0') {
        log(`${target.kind}: Lighthouse 12, mobile preset, median of 3 a page`);
        frontend.lighthouse = await measureLighthouse(server.url, fixtures.pages, path.join(resultsDir, `${stamp}-lighthouse`));
      }
    }
  } finally {
    await server.stop();
  }
  // Its own server with the production limits, after the load server stopped (PGlite: fresh demo data).
  if (fairness) report.calls.push(fairnessRow(await measurePageFairness(log, resultsDir, stamp, target)));
  return { report, frontend };
}

async function main(): Promise<number> {
  const host = machine();
  log(`${host.cpus} × ${host.cpuModel}, load average ${host.loadAvg} (other work on the machine skews every number)`);
  log(`load: ${options.connections} connections, ${options.duration} s per call after ${options.warmup} s warm-up; ${doctors} doctors`);
  ensureBuild(log, path.join(resultsDir, `${stamp}-build.log`));
  log('ceiling: bare Fastify route');
  const ceiling = await measureCeiling();
  const report: BenchReport = { startedAt: startedAt.toISOString(), seconds: 0, machine: host, options, databases: [] };
  if (!frontendEnabled) report.frontend = { skipped: 'BENCH_FRONTEND=0' };
  for (const target of benchTargets(doctors)) {
    const { report: db, frontend } = await benchTarget(target, ceiling, frontendEnabled && !report.frontend);
    report.databases.push(db);
    if (frontend) report.frontend = frontend;
  }
  report.seconds = Math.round((performance.now() - clock) / 1000);

  console.log(`\nAPI under load (${options.connections} connections, ${options.duration} s each, ${doctors} doctors)\n`);
  console.log(callTable(report.databases));
  console.log('\nQuery plans (EXPLAIN of the statements each call runs)\n');
  console.log(planTable(report.databases));
  if (report.frontend && 'pages' in report.frontend) {
    console.log('\nFront end (Chromium, built app)\n');
    console.log(frontendTable(report.frontend));
  }
  const file = writeReport(resultsDir, report);
  console.log(`\nresults: ${path.relative(process.cwd(), file)}; total ${report.seconds} s`);
  // Benchmarks print numbers (DESIGN §7): a missed target fails the exit code only when asked to.
  const failed = report.databases.some((d) => d.calls.some((c) => c.verdict === 'fail') || d.plans.some((p) => !p.ok));
  return failed && env.BENCH_STRICT === '1' ? 1 : 0;
}

process.exitCode = await main();
