import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The server renderer's own API calls (issue 40). A server-rendered page reads its data through the
 * API in-process (server/plugins/ssr.ts, Fastify's `inject`), some 55 calls a doctor page. They are
 * the page's cost, not API calls of its visitor: they must not spend the visitor's per-client API
 * limit (past it, pages silently fell back to the empty shell). The page itself is limited as a page
 * (rate-limits.ts, PAGE_RATE_LIMIT_MAX).
 *
 * How a call is known to be the renderer's, so that no outside client can claim to be it:
 * - a header holding 32 random bytes drawn when the process starts: never sent out, never logged (the
 *   request log names no header), compared in constant time;
 * - honoured only on a request light-my-request built inside this process (`isLightMyRequest` on the
 *   raw request, a property of the object, not something a client sends), so even a leaked secret is
 *   worth nothing over the network;
 * - read and removed by the first hook of every request, so no route, log line or error answer sees it,
 *   and the mark is kept beside the raw request (a WeakSet), not in anything the request carries on.
 * An async-context flag around `inject` (AsyncLocalStorage) would need no header, but a mark that
 * travels with the request itself cannot leak into, or go missing from, work another request started.
 */
const HEADER = 'x-medbook-internal-call';
const SECRET = randomBytes(32).toString('base64url');
const SECRET_BYTES = Buffer.from(SECRET);

const internal = new WeakSet<IncomingMessage>();

/** The header the renderer adds to its in-process API calls. */
export const internalCallHeaders = (): Record<string, string> => ({ [HEADER]: SECRET });

/** Whether this request is one of the renderer's own API calls. */
export const isInternalCall = (request: FastifyRequest): boolean => internal.has(request.raw);

function genuine(raw: IncomingMessage, value: string | string[] | undefined): boolean {
  if (typeof value !== 'string' || (raw as IncomingMessage & { isLightMyRequest?: boolean }).isLightMyRequest !== true) return false;
  const given = Buffer.from(value);
  return given.length === SECRET_BYTES.length && timingSafeEqual(given, SECRET_BYTES);
}

/** Marks the renderer's calls and strips the header from every request; before any limit runs. */
export function markInternalCalls(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const raw = request.raw;
    const value = raw.headers[HEADER];
    if (value !== undefined) {
      if (genuine(raw, value)) internal.add(raw);
      delete raw.headers[HEADER];
      const rawHeaders: string[] = [];
      for (let i = 0; i + 1 < raw.rawHeaders.length; i += 2) {
        if (raw.rawHeaders[i]!.toLowerCase() !== HEADER) rawHeaders.push(raw.rawHeaders[i]!, raw.rawHeaders[i + 1]!);
      }
      raw.rawHeaders = rawHeaders;
    }
    done();
  });
}
