/**
 * npm run bench:abuse (issue 36, item 2): one address loads the heaviest public call for 60 s with the
 * production limits on (RATE_LIMIT_MAX per address per minute, list caps, on PostgreSQL the statement
 * timeout), while another client (another loopback address, 127.0.0.2) opens a server-rendered doctor
 * page every 250 ms. Prints the other client's latencies alone and under the load, the attacker's
 * answers, and the load average. Loopback only; not a test.
 *
 * Env: ABUSE_SECONDS (60), ABUSE_CONNECTIONS (10), ABUSE_DATABASE_URL (PostgreSQL instead of a fresh
 * PGlite demo data set), BENCH_PORT.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { LIST_MAX } from '../src/shared/schemas/db-values.ts';
import { BENCH_DIR } from './dataset.ts';
import { ensureBuild, startAppServer } from './server.ts';
import { get, summary, visitor } from './visitor.ts';

const seconds = Number(process.env.ABUSE_SECONDS) || 60;
const connections = Number(process.env.ABUSE_CONNECTIONS) || 10;
const resultsDir = path.join(BENCH_DIR, 'results');
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const log = (msg: string) => console.log(`[abuse] ${msg}`);

/** The heaviest public call we know of: a substring search over every doctor, every filter list at its cap, the last page. */
const heavy = {
  method: 'POST' as const,
  path: '/api/doctors',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    search: 'a',
    languages: Array.from({ length: LIST_MAX.listingFilter }, (_, i) => i + 1),
    experience: ['0-5', '0-10', '11-16', '16-100'],
    page: 10_000,
    sort_by: 'ratings',
  }),
};

ensureBuild(log, path.join(resultsDir, `${stamp}-abuse-build.log`));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'medbook-abuse-'));
const target = process.env.ABUSE_DATABASE_URL ? { kind: 'postgres' as const, url: process.env.ABUSE_DATABASE_URL } : { kind: 'pglite' as const, dataDir };
log(`starting the production server (${target.kind}, demo data unless the database has some, production rate limits)`);
// The production API limits (defaults), not the bench's lifted ones. The page limit stays lifted: the other client
// opens 240 pages a minute from one address, past it (bench/page-fairness.ts loads pages with it on).
const server = await startAppServer(target, path.join(resultsDir, `${stamp}-abuse-server.log`), {
  SEED: 'demo', RATE_LIMIT_MAX: '300', OTP_SEND_IP_LIMIT: '20',
});
try {
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const loc = /<loc>([^<]*\/doctor\/dr-[^<]*)<\/loc>/.exec(sitemap)?.[1]?.replace(/&amp;/g, '&');
  const doctorPath = loc ? `${new URL(loc).pathname}${new URL(loc).search}` : undefined;
  if (!doctorPath) throw new Error('no doctor page in the sitemap');
  const page = `${server.url}${doctorPath}`;
  const loadAvg = os.loadavg().map((n) => Number(n.toFixed(2)));
  log(`load average ${loadAvg.join(' ')}; visitor page ${doctorPath}`);
  for (let i = 0; i < 5; i++) {
    const warm = await get(page, '127.0.0.2');
    if (warm.status !== 200) throw new Error(`the doctor page answered ${warm.status}`);
  }
  const alone = await visitor(page, 15_000);
  log(`alone: ${JSON.stringify(summary(alone.latencies))}`);
  const [attack, underLoad] = await Promise.all([
    autocannon({ url: server.url, connections, duration: seconds, requests: [heavy] }),
    visitor(page, seconds * 1000),
  ]);
  const report = {
    startedAt: stamp, loadAvg, database: target.kind, seconds, connections, call: `${heavy.method} ${heavy.path}`, body: JSON.parse(heavy.body),
    attacker: { requests: attack.requests.total, '2xx': attack['2xx'], non2xx: attack.non2xx, errors: attack.errors, timeouts: attack.timeouts, latencyP97_5: attack.latency.p97_5 },
    visitor: { alone: summary(alone.latencies), underLoad: summary(underLoad.latencies), statuses: underLoad.statuses },
    loadAvgAfter: os.loadavg().map((n) => Number(n.toFixed(2))),
  };
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, `${stamp}-abuse.json`), `${JSON.stringify(report, null, 2)}\n`);
  console.log(JSON.stringify(report, null, 2));
  log(`another client's doctor page under the load: p95 ${report.visitor.underLoad.p95} ms (target < 200 ms) ${report.visitor.underLoad.p95 < 200 ? 'PASS' : 'FAIL'}`);
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
