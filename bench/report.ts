import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FrontendResult } from './frontend.ts';
import type { LoadResult } from './load.ts';
import type { PlanCheck } from './plans.ts';

export type Verdict = 'pass' | 'fail' | '-';

export interface CallRow {
  db: string;
  call: string;
  /** Absent when the call could not be loaded (see `note`). */
  load?: LoadResult;
  /** Requests per second relative to the bare Fastify route. */
  ratio?: number;
  targetP95?: number;
  /** Server-rendered page rows: 200 answers that were the client-rendered shell (counted as failures). */
  shells?: number;
  verdict: Verdict;
  note?: string;
}

export interface DbReport {
  db: string;
  doctors: number;
  ceiling: LoadResult;
  calls: CallRow[];
  plans: PlanCheck[];
}

export interface BenchReport {
  startedAt: string;
  seconds: number;
  /** loadAvg: 1-minute load average at the start; other work on the machine skews every number. */
  machine: { cpus: number; cpuModel: string; memoryGiB: number; node: string; loadAvg: number };
  options: { duration: number; connections: number; warmup: number };
  databases: DbReport[];
  frontend?: FrontendResult | { skipped: string };
}

/** A plain text table: left-aligned text, right-aligned numbers. */
export function table(headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((r) => r.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const numeric = headers.map((_, i) => rows.length > 0 && rows.every((r) => typeof r[i] === 'number' || r[i] === '-'));
  const line = (r: string[]) => r.map((c, i) => (numeric[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ').trimEnd();
  return [line(cells[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

const ms = (n: number | undefined) => (n === undefined ? '-' : n);

export function callTable(reports: DbReport[]): string {
  const rows: (string | number)[][] = [];
  for (const r of reports) {
    rows.push([r.db, 'bare fastify (ceiling)', r.ceiling.rps, r.ceiling.p50, r.ceiling.p95, r.ceiling.p99, 1, '-', '-', '']);
    for (const c of r.calls) {
      rows.push([
        c.db, c.call, c.load?.rps ?? '-', ms(c.load?.p50), ms(c.load?.p95), ms(c.load?.p99),
        c.ratio === undefined ? '-' : Number(c.ratio.toFixed(3)), c.targetP95 === undefined ? '-' : `≤ ${c.targetP95}`, c.verdict, c.note ?? '',
      ]);
    }
  }
  return table(['db', 'call', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'x ceiling', 'p95 target', 'result', 'notes'], rows);
}

export function planTable(reports: DbReport[]): string {
  const rows = reports.flatMap((r) =>
    r.plans.map((p) => [
      r.db, p.call, p.skipped ? '-' : p.statements, p.slowest?.ms ?? '-', p.planning ?? '-', p.mostRows ? `${p.mostRows.rows} ${p.mostRows.table}` : '-',
      p.skipped ?? (p.seqScans.length ? `Seq Scan on ${p.seqScans.join(', ')}` : 'indexes only'),
      p.smallSeqScans.length ? p.smallSeqScans.join(', ') : '',
      p.skipped ? '-' : p.ok ? 'pass' : 'FAIL',
    ]),
  );
  return table(['db', 'call', 'statements', 'slowest ms', 'planning ms', 'most rows read', 'large tables', 'small tables seq-scanned', 'result'], rows);
}

export function frontendTable(result: FrontendResult): string {
  const rows: (string | number)[][] = result.pages.map((p) => [p.page, p.url, ms(p.coldLcp), ms(p.warmLcp), p.swControlled ? 'yes' : 'no']);
  return [
    table(['page', 'url', 'LCP cold ms', 'LCP warm ms', 'warm load from SW'], rows),
    '',
    `top search, keystroke to results: ${result.searchKeystroke.map((s) => `'${s.key}' ${s.ms} ms`).join(', ')}`,
    ...(result.lighthouse
      ? [
          '',
          'Lighthouse 12, mobile preset (median of 3; targets: performance ≥ 95, FCP ≤ 1.8 s, LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.05)',
          '',
          table(
            ['page', 'performance', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'runs', 'JSON'],
            result.lighthouse.map((p) => [p.page, p.performance ?? '-', p.fcpMs ?? '-', p.lcpMs ?? '-', p.tbtMs ?? '-', p.cls ?? '-', p.error ?? p.runs.join(' / '), p.reports[0] ? path.dirname(p.reports[0]) : '-']),
          ),
        ]
      : []),
  ].join('\n');
}

export function machine(): BenchReport['machine'] {
  const cpus = os.cpus();
  return {
    cpus: cpus.length, cpuModel: cpus[0]?.model ?? '', memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version,
    loadAvg: Number(os.loadavg()[0]!.toFixed(2)),
  };
}

export function writeReport(dir: string, report: BenchReport): string {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${report.startedAt.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
