import { createRequire } from 'node:module';
import autocannon from 'autocannon';

/**
 * autocannon (9.x) appends every response body to a string (`body += chunk`), which the bench never
 * reads during a load (a page's check reads its headers: api-load.ts). For a brotli page that is a UTF-8
 * decode of ~12 kB of binary per answer, on the core the server also needs: measured 170-220 µs of the
 * client's CPU an answer against 60 µs without it, so the page rows measured the client. The body is
 * dropped as it arrives; every other count (bytes, statuses, latencies) is unchanged. A newer autocannon
 * without this method fails here, loudly, instead of measuring the client again unnoticed.
 */
function dropResponseBodies(): void {
  const queue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js') as { prototype: { addBody?: unknown } };
  if (typeof queue.prototype.addBody !== 'function') throw new Error('autocannon changed: PipelinedRequestsQueue.addBody is gone (bench/load.ts)');
  queue.prototype.addBody = () => undefined;
}
dropResponseBodies();

export interface LoadOptions {
  /** Seconds of measured load. */
  duration: number;
  connections: number;
  /** Seconds of unmeasured load first (JIT, caches, pool). */
  warmup: number;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  requests: number;
  /** Responses by HTTP status. */
  statuses: Record<string, number>;
  /** Connection errors and timeouts. */
  errors: number;
  seconds: number;
}

/** The value below which `q` of the sorted samples fall (nearest rank). */
export function percentile(sorted: number[], q: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

const round = (n: number, digits = 2) => Number(n.toFixed(digits));

/**
 * One autocannon run. Latencies are kept per response (autocannon's own
 * summary has p97.5 but no p95), statuses are counted per code.
 */
async function once(url: string, requests: autocannon.Request[], duration: number, connections: number): Promise<LoadResult> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const started = performance.now();
  let finish: (result: autocannon.Result) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const done = new Promise<autocannon.Result>((resolve, reject) => [finish, fail] = [resolve, reject]);
  const instance = autocannon({ url, connections, duration, requests, timeout: 10 }, (error, result) => (error ? fail(error) : finish(result)));
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  const result = await done;
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const sum = latencies.reduce((a, b) => a + b, 0);
  return {
    rps: round(latencies.length / seconds, 1),
    p50: round(percentile(latencies, 0.5)),
    p95: round(percentile(latencies, 0.95)),
    p99: round(percentile(latencies, 0.99)),
    mean: round(latencies.length ? sum / latencies.length : 0),
    requests: latencies.length,
    statuses,
    errors: result.errors + result.timeouts,
    seconds: round(seconds, 1),
  };
}

/** Warm-up (discarded), then the measured run, with the same request sequence. */
export async function runLoad(url: string, requests: autocannon.Request[], options: LoadOptions): Promise<LoadResult> {
  if (options.warmup > 0) await once(url, requests, options.warmup, options.connections);
  return once(url, requests, options.duration, options.connections);
}
