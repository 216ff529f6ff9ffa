import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { FONT_WAIT_SCRIPT_HASHES } from './font-wait.ts';

/**
 * Security headers with a Content-Security-Policy the built app runs under:
 * scripts only from our origin (no inline script but the first-paint font guard of an Arabic or Hindi
 * page, allowed by its hash: font-wait.ts), styles may be
 * inline (React style props, toast styles), images from our origin, data:
 * and blob: (upload previews), Google sign-in only when it is configured.
 */
export default fp<{ googleSignIn: boolean; isProduction: boolean }>(async (app, opts) => {
  const google = opts.googleSignIn ? ['https://accounts.google.com'] : [];
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...FONT_WAIT_SCRIPT_HASHES, ...google],
        styleSrc: ["'self'", "'unsafe-inline'", ...google],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...google],
        // 'self': the verification console shows a PDF proof in a frame (served by an admin-only call).
        frameSrc: ["'self'", ...google],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(opts.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: opts.isProduction,
  });
  // The headers depend on the options only (no per-request nonce), so they are computed once here.
  // @fastify/helmet built the whole helmet middleware again on every request (parsing the CSP
  // directives each time): a few % of the CPU of a cached public read.
  const set: Array<[string, string]> = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string) => void set.push([name, value]),
    removeHeader: (name: string) => void removed.push(name),
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const name of removed) raw.removeHeader(name);
    for (const [name, value] of set) raw.setHeader(name, value);
    done();
  });
});
