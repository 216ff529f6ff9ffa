import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/**
 * Security headers with a Content-Security-Policy the built app runs under:
 * scripts only from our origin (no inline script anywhere), styles may be
 * inline (React style props, toast styles), images from our origin, data:
 * and blob: (upload previews), Google sign-in only when it is configured.
 */
export default fp<{ googleSignIn: boolean; isProduction: boolean }>(async (app, opts) => {
  const google = opts.googleSignIn ? ['https://accounts.google.com'] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...google],
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
});
