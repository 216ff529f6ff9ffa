import type { BenchCall } from './calls.ts';
import type { BenchDb, RecordedQuery } from './db.ts';
import type { Fixtures } from './fixtures.ts';

/** Tables whose sequential scan is a failure whatever their size. */
const ALWAYS_LARGE = ['doctors', 'appointments'];
/** Any other table past this many rows is large too (availability_configs, reviews, the join tables …). */
const LARGE_ROWS = 10_000;
/** Each call's service runs this many times with different inputs: plans can change with the values. */
const SAMPLES = 3;

export interface PlanCheck {
  call: string;
  /** Distinct statements explained. */
  statements: number;
  /** 'table (call site)' of every sequential scan of a large table. */
  seqScans: string[];
  /** Sequential scans of small tables (catalogs), reported but allowed. */
  smallSeqScans: string[];
  /** The slowest statement's execution time (EXPLAIN ANALYZE of reads), ms, and its start. */
  slowest?: { ms: number; sql: string };
  /** The longest planning time of one statement, ms: what a statement costs before it runs, each time it is sent unprepared. */
  planning?: number;
  /** The most rows one statement read from one large table (EXPLAIN ANALYZE of reads): index use that still reads a lot. */
  mostRows?: { table: string; rows: number };
  /** Why the plan could not be checked, if so. */
  skipped?: string;
  /** The offending statements, for the JSON report. */
  offenders: { sql: string; plan: unknown }[];
  ok: boolean;
}

interface PlanNode {
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  'Node Type': string;
  'Relation Name'?: string;
  'Alias'?: string;
  Plans?: PlanNode[];
}

function seqScansOf(node: PlanNode, found: string[] = []): string[] {
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) found.push(node['Relation Name']);
  for (const child of node.Plans ?? []) seqScansOf(child, found);
  return found;
}

/** Rows a scan node took from its table (returned plus filtered out), over all its loops; EXPLAIN ANALYZE only. */
function rowsRead(node: PlanNode, into: Map<string, number>): Map<string, number> {
  const table = node['Relation Name'];
  if (table && node['Actual Rows'] !== undefined) {
    const perLoop = node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0);
    into.set(table, (into.get(table) ?? 0) + perLoop * (node['Actual Loops'] ?? 1));
  }
  for (const child of node.Plans ?? []) rowsRead(child, into);
  return into;
}

/** Only statements a plan exists for (not BEGIN, SAVEPOINT, ROLLBACK …). */
const explainable = (q: RecordedQuery) => /^\s*\(?\s*(select|insert|update|delete|with)\b/i.test(q.sql);

/** Reads are run (EXPLAIN ANALYZE) to time them; writes are only planned. */
async function explain(bench: BenchDb, query: RecordedQuery): Promise<{ plan: PlanNode; ms?: number; planning?: number }> {
  // A WITH statement is a read unless one of its parts writes (the filtered listing's page is one).
  const read = /^\s*\(?\s*select\b/i.test(query.sql) || (/^\s*with\b/i.test(query.sql) && !/\b(insert|update|delete)\b/i.test(query.sql));
  const rows = await bench.raw<{ 'QUERY PLAN': unknown }>(`explain (${read ? 'analyze, ' : ''}summary, format json) ${query.sql}`, query.params);
  const raw = rows[0]!['QUERY PLAN'];
  const [top] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode; 'Execution Time'?: number; 'Planning Time'?: number }[];
  return {
    plan: top!.Plan,
    ...(top!['Execution Time'] === undefined ? {} : { ms: top!['Execution Time'] }),
    ...(top!['Planning Time'] === undefined ? {} : { planning: top!['Planning Time'] }),
  };
}

async function largeTables(bench: BenchDb): Promise<Set<string>> {
  const rows = await bench.raw<{ relname: string }>(
    `select relname from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace and reltuples > $1`, [LARGE_ROWS]);
  return new Set([...ALWAYS_LARGE, ...rows.map((r) => r.relname)]);
}

/** Records every statement the call's service code sends (Drizzle's logger), over a few inputs. */
async function record(bench: BenchDb, call: BenchCall, fixtures: Fixtures): Promise<RecordedQuery[]> {
  bench.recorded.length = 0;
  bench.recording = true;
  try {
    for (let i = 0; i < SAMPLES; i++) await call.service!(bench.db, fixtures);
  } finally {
    bench.recording = false;
  }
  const statements = new Map<string, RecordedQuery>();
  for (const q of bench.recorded.filter(explainable)) statements.set(`${q.sql}\u0000${JSON.stringify(q.params)}`, q);
  return [...statements.values()];
}

/**
 * Runs each call's service code with Drizzle's logger recording, then
 * EXPLAINs every recorded statement with its own parameters against the
 * large data set. A Seq Scan of doctors, appointments or any other table
 * past LARGE_ROWS rows fails the call.
 */
export async function checkPlans(bench: BenchDb, calls: BenchCall[], fixtures: Fixtures): Promise<PlanCheck[]> {
  const large = await largeTables(bench);
  const checks: PlanCheck[] = [];
  for (const call of calls) {
    const check: PlanCheck = { call: call.name, statements: 0, seqScans: [], smallSeqScans: [], offenders: [], ok: true };
    checks.push(check);
    if (!call.service) {
      // Pages call the API in-process: their statements are those of the API rows.
      check.skipped = call.page ? 'a page: see its API calls' : 'no service to call (the route is not built yet)';
      continue;
    }
    const distinct = new Set<string>();
    for (const query of await record(bench, call, fixtures)) {
      distinct.add(query.sql);
      const { plan, ms, planning } = await explain(bench, query);
      if (planning !== undefined && planning > (check.planning ?? -1)) check.planning = Math.round(planning * 10) / 10;
      if (ms !== undefined && ms > (check.slowest?.ms ?? -1)) check.slowest = { ms: Math.round(ms * 10) / 10, sql: query.sql.replace(/\s+/g, ' ').slice(0, 160) };
      for (const [table, rows] of rowsRead(plan, new Map())) {
        if (large.has(table) && rows > (check.mostRows?.rows ?? 0)) check.mostRows = { table, rows: Math.round(rows) };
      }
      const scans = seqScansOf(plan);
      const bad = scans.filter((table) => large.has(table));
      for (const table of bad) if (!check.seqScans.includes(table)) check.seqScans.push(table);
      for (const table of scans) if (!large.has(table) && !check.smallSeqScans.includes(table)) check.smallSeqScans.push(table);
      if (bad.length && !check.offenders.some((o) => o.sql === query.sql)) check.offenders.push({ sql: query.sql, plan });
    }
    check.statements = distinct.size;
    check.ok = check.seqScans.length === 0;
  }
  return checks;
}
