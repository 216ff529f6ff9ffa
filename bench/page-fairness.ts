/**
 * Issue 40's row "another client's page p95 while one address loads the heaviest page for 60 s ≤ 200 ms":
 * the production server with its production limits (the API's RATE_LIMIT_MAX and the page limit,
 * PAGE_RATE_LIMIT_MAX: their defaults), on fresh PGlite demo data, or, given a PostgreSQL target (npm run
 * bench with BENCH_DATABASE_URL), on the bench's 100 000-doctor data set. The heaviest page is measured, not
 * guessed: the slowest median of five loads among home, search, a listing and a doctor page in English
 * and Arabic. Then one address (127.0.0.1) loads it with FAIRNESS_CONNECTIONS connections for
 * FAIRNESS_SECONDS while four other clients (127.0.0.2, .4, .5, .6) each open another doctor's page once
 * a second, staggered (four pages a second in all, each client well under the page limit); first 15 s of
 * those clients alone. Prints and writes bench/results/<stamp>-page-fairness.json.
 *
 * `npm run bench:fairness` runs it alone (PGlite); `npm run bench` runs it for each database after that database's
 * calls, as the row "page fairness" of its table (BENCH_FAIRNESS=0 skips it; BENCH_CALLS=fairness runs only it).
 * Env: FAIRNESS_SECONDS (60), FAIRNESS_CONNECTIONS (10), FAIRNESS_PAGE_LIMIT (the shipped default; a large
 * number shows the same load without a page limit), BENCH_PORT.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { loadConfig } from '../server/config.ts';
import { BENCH_DIR, type Target } from './dataset.ts';
import type { CallRow } from './report.ts';
import { ensureBuild, startAppServer } from './server.ts';
import { get, merge, summary, visitor } from './visitor.ts';

const OTHERS = ['127.0.0.2', '127.0.0.4', '127.0.0.5', '127.0.0.6'];
const TARGET_P95_MS = 200;

export interface PageFairnessReport {
  startedAt: string;
  db: Target['kind'];
  loadAvg: number[];
  loadAvgAfter: number[];
  limits: { apiPerMinute: number; pagesPerMinute: number };
  seconds: number;
  connections: number;
  /** Median ms of five loads of each candidate, alone. */
  candidates: Record<string, number>;
  heaviest: string;
  otherPage: string;
  attacker: { requests: number; statuses: Record<string, number>; errors: number; latencyP97_5: number };
  others: { alone: ReturnType<typeof summary>; underLoad: ReturnType<typeof summary>; statuses: Record<number, number> };
  verdict: 'pass' | 'fail';
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A sitemap file's text; a 503 (a sitemap's first build past the statement time limit on a busy machine) is asked again after its Retry-After. */
async function sitemapText(url: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(url);
    if (response.ok) return response.text();
    if (response.status !== 503 || attempt === 5) throw new Error(`${url} answered ${response.status}`);
    await new Promise((resolve) => setTimeout(resolve, (Number(response.headers.get('retry-after')) || 1) * 1000));
  }
}

/**
 * Listing and doctor page paths from the sitemap (path and query, as the site links them). Its parts are read
 * one at a time, and only until both are found: at 100 000 doctors each part is a build of its own.
 */
async function sitemapPages(url: string): Promise<{ listing: string; doctors: string[] }> {
  const locs = async (file: string) =>
    [...(await sitemapText(`${url}${file}`)).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => {
      const loc = new URL(m[1]!.replace(/&amp;/g, '&'));
      return `${loc.pathname}${loc.search}`;
    });
  const doctors: string[] = [];
  let listing: string | undefined;
  // A sitemap index names its parts: their pages, one level down.
  for (const entry of await locs('/sitemap.xml')) {
    for (const p of entry.endsWith('.xml') ? await locs(entry) : [entry]) {
      if (/^\/[^/]+\/[^/]+\/doctor\/dr-/.test(p)) doctors.push(p);
      else if (!listing && /^\/[^/]+\/[^/?]+$/.test(p.split('?')[0]!) && !p.startsWith('/ar/') && !p.startsWith('/hi/')) listing = p;
    }
    if (listing && doctors.length >= 2) return { listing, doctors };
  }
  throw new Error('the sitemap has no listing or fewer than two doctor pages');
}

/** The report as a row of npm run bench's table (the p95 of the other clients' pages under load, against its target). */
export function fairnessRow(report: PageFairnessReport): CallRow {
  const under = report.others.underLoad;
  return {
    db: report.db,
    call: `page fairness: another client's doctor page while one address loads ${report.heaviest} (${report.connections} conn, ${report.seconds} s)`,
    load: { rps: Number((under.n / report.seconds).toFixed(1)), p50: under.p50, p95: under.p95, p99: under.max, mean: 0, requests: under.n, statuses: report.others.statuses, errors: 0, seconds: report.seconds },
    targetP95: TARGET_P95_MS,
    verdict: report.verdict,
    note: `alone p95 ${report.others.alone.p95} ms; loader ${report.attacker.requests} requests ${JSON.stringify(report.attacker.statuses)}; load avg ${report.loadAvg.join(' ')} → ${report.loadAvgAfter.join(' ')}; req/s = the other clients' pages; p99 column = max`,
  };
}

/** PGlite: a fresh demo data set in a temporary DATA_DIR. PostgreSQL: the target's (bench) database as it is. */
export async function measurePageFairness(
  log: (msg: string) => void,
  resultsDir: string,
  stamp: string,
  target: Target = { kind: 'pglite' },
): Promise<PageFairnessReport> {
  const seconds = Number(process.env.FAIRNESS_SECONDS) || 60;
  const connections = Number(process.env.FAIRNESS_CONNECTIONS) || 10;
  // The shipped defaults, not the environment's (startAppServer lifts both for the load rows).
  const defaults = loadConfig({});
  const limits = { apiPerMinute: defaults.RATE_LIMIT_MAX, pagesPerMinute: Number(process.env.FAIRNESS_PAGE_LIMIT) || defaults.PAGE_RATE_LIMIT_MAX };
  const postgres = target.kind === 'postgres';
  const dataDir = postgres ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'medbook-fairness-'));
  const data = postgres ? 'the PostgreSQL bench data set' : 'fresh PGlite demo data';
  log(`page fairness: production server on ${data}, ${limits.apiPerMinute} API calls and ${limits.pagesPerMinute} pages a minute per address`);
  const server = await startAppServer(postgres ? target : { kind: 'pglite', dataDir: dataDir! }, path.join(resultsDir, `${stamp}-page-fairness-${target.kind}-server.log`), {
    SEED: postgres ? 'none' : 'demo',
    RATE_LIMIT_MAX: String(limits.apiPerMinute),
    PAGE_RATE_LIMIT_MAX: String(limits.pagesPerMinute),
  });
  try {
    const { listing, doctors } = await sitemapPages(server.url);
    const [doctor, otherDoctor] = doctors as [string, string];
    const candidates: Record<string, number> = {};
    for (const page of ['/', '/search/doctor', listing, doctor, `/ar${listing}`, `/ar${doctor}`]) {
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const { ms, status } = await get(`${server.url}${page}`, '127.0.0.3');
        if (status !== 200) throw new Error(`${page} answered ${status}`);
        times.push(ms);
      }
      candidates[page] = Math.round(median(times));
    }
    const heaviest = Object.entries(candidates).sort((a, b) => b[1] - a[1])[0]![0];
    const other = `${server.url}${otherDoctor}`;
    for (const address of OTHERS) await get(other, address);
    const loadAvg = os.loadavg().map((n) => Number(n.toFixed(2)));
    log(`page fairness: load average ${loadAvg.join(' ')}; heaviest page ${heaviest} (${candidates[heaviest]} ms alone); the others open ${otherDoctor}`);
    const clients = (ms: number) => Promise.all(OTHERS.map((address, i) => visitor(other, ms, address, 1000, i * 250))).then(merge);
    const alone = await clients(15_000);
    const statuses: Record<string, number> = {};
    const attackRun = new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon({ url: `${server.url}${heaviest}`, connections, duration: seconds, headers: { 'accept-encoding': 'gzip, br' } }, (error, result) => (error ? reject(error) : resolve(result)));
      instance.on('response', (_client, statusCode) => void (statuses[statusCode] = (statuses[statusCode] ?? 0) + 1));
    });
    const [attack, underLoad] = await Promise.all([attackRun, clients(seconds * 1000)]);
    const underLoadSummary = summary(underLoad.latencies);
    const report: PageFairnessReport = {
      startedAt: stamp, db: target.kind, loadAvg, loadAvgAfter: os.loadavg().map((n) => Number(n.toFixed(2))), limits, seconds, connections, candidates, heaviest, otherPage: otherDoctor,
      attacker: { requests: attack.requests.total, statuses, errors: attack.errors + attack.timeouts, latencyP97_5: attack.latency.p97_5 },
      others: { alone: summary(alone.latencies), underLoad: underLoadSummary, statuses: underLoad.statuses },
      verdict: underLoadSummary.p95 <= TARGET_P95_MS && Object.keys(underLoad.statuses).every((s) => s === '200') ? 'pass' : 'fail',
    };
    fs.mkdirSync(resultsDir, { recursive: true });
    fs.writeFileSync(path.join(resultsDir, `${stamp}-page-fairness-${target.kind}.json`), `${JSON.stringify(report, null, 2)}\n`);
    console.log(JSON.stringify(report, null, 2));
    log(`page fairness (${target.kind}): another client's page p95 ${underLoadSummary.p95} ms (alone ${report.others.alone.p95} ms) while one address loads ${heaviest} for ${seconds} s (target ≤ ${TARGET_P95_MS} ms, every answer 200) ${report.verdict.toUpperCase()}`);
    return report;
  } finally {
    await server.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const resultsDir = path.join(BENCH_DIR, 'results');
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const log = (msg: string) => console.log(`[fairness] ${msg}`);
  ensureBuild(log, path.join(resultsDir, `${stamp}-page-fairness-build.log`));
  await measurePageFairness(log, resultsDir, stamp);
}
