/**
 * The other client of the fairness benches (bench/abuse.ts, bench/page-fairness.ts): it opens a page
 * from its own loopback address at a steady pace while someone else loads the server, and records
 * how long each answer took.
 */
import http from 'node:http';

/** One GET from `localAddress` (another loopback address: another client to the rate limits). */
export function get(url: string, localAddress: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(url, { localAddress, headers: { 'accept-encoding': 'gzip, br' } }, (response) => {
      response.resume();
      response.on('end', () => resolve({ ms: performance.now() - started, status: response.statusCode ?? 0 }));
    });
    request.on('error', reject);
  });
}

export interface Visits {
  latencies: number[];
  statuses: Record<number, number>;
}

/** Opens `url` from `localAddress` every `everyMs` for `ms` (after `delayMs`); latencies in ms. */
export async function visitor(url: string, ms: number, localAddress = '127.0.0.2', everyMs = 250, delayMs = 0): Promise<Visits> {
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
  const end = Date.now() + ms - delayMs;
  while (Date.now() < end) {
    const next = Date.now() + everyMs;
    const { ms: took, status } = await get(url, localAddress);
    latencies.push(took);
    statuses[status] = (statuses[status] ?? 0) + 1;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
  }
  return { latencies, statuses };
}

/** Several visits merged into one set of samples. */
export function merge(visits: Visits[]): Visits {
  const statuses: Record<number, number> = {};
  for (const visit of visits) for (const [status, count] of Object.entries(visit.statuses)) statuses[Number(status)] = (statuses[Number(status)] ?? 0) + count;
  return { latencies: visits.flatMap((visit) => visit.latencies), statuses };
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]! : NaN;
};

export const summary = (values: number[]) => ({
  n: values.length,
  p50: Math.round(quantile(values, 0.5)),
  p95: Math.round(quantile(values, 0.95)),
  max: Math.round(Math.max(...values)),
});
