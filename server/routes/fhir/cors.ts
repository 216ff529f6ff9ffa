/**
 * CORS for /fhir (issue 39). SMART Scheduling Links clients and FHIR apps are browser apps: the
 * public directory, metadata and the bulk feed are open to every origin (`*`, no credentials: they
 * are public data). The patient's Appointments (Bearer token) answer only the origins listed in
 * FHIR_CORS_ORIGINS, never `*`, so a page elsewhere cannot drive a signed-in patient's token.
 */
import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What a browser script may read of our answers: validators, the created resource, the auth challenge. */
const EXPOSED = ['ETag', 'Last-Modified', 'Location', 'WWW-Authenticate', 'Content-Location'];
const ALLOWED_HEADERS = ['Accept', 'Authorization', 'Content-Type', 'If-Match', 'If-None-Match', 'If-Modified-Since', 'Idempotency-Key', 'Prefer'];

/** The resource types that carry a patient's data; everything else under /fhir is public. */
const AUTHENTICATED_TYPES = new Set(['Appointment']);

export function isAuthenticatedPath(url: string): boolean {
  const first = new URL(url, 'http://x').pathname.replace(/^\/fhir\/?/, '').split('/')[0] ?? '';
  return AUTHENTICATED_TYPES.has(first.split('?')[0]!);
}

export async function registerFhirCors(app: FastifyInstance, allowedOrigins: string[]) {
  const common = { exposedHeaders: EXPOSED, allowedHeaders: ALLOWED_HEADERS, maxAge: 600, strictPreflight: true };
  const publicOptions: FastifyCorsOptions = { ...common, origin: '*', methods: ['GET', 'HEAD', 'POST'] };
  // An unlisted origin gets no Access-Control-Allow-Origin at all: the browser withholds the answer.
  const privateOptions: FastifyCorsOptions = { ...common, origin: allowedOrigins.length ? allowedOrigins : false, methods: ['GET', 'HEAD', 'POST', 'PATCH'] };
  await app.register(cors, {
    delegator: (request: FastifyRequest, callback: (error: Error | null, options: FastifyCorsOptions) => void) =>
      callback(null, isAuthenticatedPath(request.url) ? privateOptions : publicOptions),
  });
}
