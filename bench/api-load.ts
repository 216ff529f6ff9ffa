import type autocannon from 'autocannon';
import type { BenchCall, CallRequest } from './calls.ts';
import type { Target } from './dataset.ts';
import type { Fixtures } from './fixtures.ts';
import { isShell, isShellAnswer } from './pages.ts';
import { runLoad, type LoadOptions, type LoadResult } from './load.ts';
import type { CallRow, Verdict } from './report.ts';

/** Share of unexpected answers (not 2xx; 409 is expected for bookings) that fails a call. */
const MAX_UNEXPECTED = 0.01;
/** What a browser sends: responses over 1 kB are compressed by the server, as in production. */
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br';

function headers(call: BenchCall, f: Fixtures, request: CallRequest): Record<string, string> {
  return {
    accept: 'application/json',
    'accept-encoding': ACCEPT_ENCODING,
    ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
    ...(call.auth ? { authorization: `Bearer ${f[call.auth].token}` } : {}),
    ...request.headers,
  };
}

/** One autocannon request whose setupRequest draws the next input of the call each time; a page's shells are counted. */
function cannonRequest(call: BenchCall, f: Fixtures, shells: { n: number }): autocannon.Request {
  return {
    ...(call.page ? { onResponse: (status: number, _body: string, _context: unknown, headers?: Record<string, unknown>) => void (isShellAnswer(status, headers ?? {}) && shells.n++) } : {}),
    setupRequest: (req) => {
      const next = call.next(f);
      return {
        ...req,
        method: next.method,
        path: next.path,
        headers: headers(call, f, next),
        ...(next.body === undefined ? {} : { body: JSON.stringify(next.body) }),
      };
    },
  };
}

/** A single request first: a call that is missing or broken is reported instead of loaded. */
async function probe(base: string, call: BenchCall, f: Fixtures): Promise<{ status: number; message: string }> {
  const next = call.next(f);
  const response = await fetch(base + next.path, {
    method: next.method,
    headers: headers(call, f, next),
    ...(next.body === undefined ? {} : { body: JSON.stringify(next.body) }),
  });
  const text = await response.text();
  if (call.page && isShell(response.status, text)) return { status: 599, message: 'the client-rendered shell, not a server-rendered page' };
  let message = text.slice(0, 120);
  try {
    message = (JSON.parse(text) as { message?: string }).message ?? '';
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, message };
}

function unexpected(call: BenchCall, statuses: Record<string, number>): number {
  return Object.entries(statuses)
    .filter(([code]) => !code.startsWith('2') && !(call.name === 'add-appointment' && code === '409'))
    .reduce((sum, [, n]) => sum + n, 0);
}

function notesOf(call: BenchCall, load: LoadResult, f: Fixtures, shells: number): string {
  const notes = Object.entries(load.statuses).filter(([code]) => !code.startsWith('2')).map(([code, n]) => `${code}: ${n}`);
  if (shells) notes.push(`${shells} x client-rendered shell`);
  if (load.errors) notes.push(`errors/timeouts: ${load.errors}`);
  if (!load.requests) notes.push(`no answer within ${load.seconds} s`);
  if (call.name === 'add-appointment') {
    notes.unshift(`${load.statuses['409'] ?? 0} x 409`);
    if (load.requests > f.slots.length) notes.push(`slots ran out (${f.slots.length})`);
  }
  return [...new Set(notes)].join(', ');
}

export async function loadCall(
  base: string, call: BenchCall, f: Fixtures, target: Target, ceiling: LoadResult, options: LoadOptions,
): Promise<CallRow> {
  const row: CallRow = { db: target.kind, call: call.name, verdict: '-' };
  const judged = call.target && target.kind === 'postgres';
  if (judged) row.targetP95 = call.target!.p95;
  const first = await probe(base, call, f);
  if (call.optional && first.status === 404) return { ...row, verdict: '-', note: 'not available (404)' };
  if (first.status >= 300 && !(call.name === 'add-appointment' && first.status === 409)) {
    return { ...row, verdict: 'fail', note: `probe answered ${first.status}: ${first.message}` };
  }
  const shells = { n: 0 };
  const requests = [cannonRequest(call, f, shells)];
  // Warm-up apart, so only the measured run's shells are counted.
  if (options.warmup > 0) await runLoad(base, requests, { ...options, duration: options.warmup, warmup: 0 });
  shells.n = 0;
  const load = await runLoad(base, requests, { ...options, warmup: 0 });
  // Requests cut off at the end are still queued on the server (PGlite runs one query at a time): let them drain.
  await fetch(`${base}/api/health`);
  row.load = load;
  row.ratio = ceiling.rps ? load.rps / ceiling.rps : undefined;
  row.note = notesOf(call, load, f, shells.n);
  if (call.page) row.shells = shells.n;
  const broken = load.requests === 0 || unexpected(call, load.statuses) + load.errors + shells.n > MAX_UNEXPECTED * load.requests;
  const ratioMet = call.target?.ratio === undefined || (row.ratio !== undefined && row.ratio >= call.target.ratio);
  if (judged && !ratioMet) row.note = [row.note, `throughput below ${call.target!.ratio! * 100} % of the bare route`].filter(Boolean).join(', ');
  let verdict: Verdict = judged ? (load.p95 <= call.target!.p95 && ratioMet ? 'pass' : 'fail') : '-';
  if (broken) verdict = 'fail';
  row.verdict = verdict;
  return row;
}
