// From zod/mini (the shared core): importing classic zod here would load it before the first render.
import { config } from 'zod/mini';

/**
 * Zod 4 compiles object parsers with `new Function` unless told not to; the
 * app runs under a CSP without 'unsafe-eval', where even zod's probe for eval
 * support is reported as a violation. Imported first by main.tsx; the build's
 * chunks can still run before main.tsx's own code, so the page sets the same flag
 * before any module runs: public/boot.js, a deferred classic script index.html loads first.
 */
config({ jitless: true });
