import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { pageLimiter, type PageLimit } from './page-limit.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Counts a page request against the client's page limit; past it, answers it (429, an HTML page in
     * the page's language, Retry-After) and returns true. Called by the page handler (spa.ts).
     */
    limitPage: PageLimit;
  }
}

export interface RateLimitOptions {
  /** API and FHIR calls per client a minute. */
  max: number;
  /** Server-rendered pages per client a minute (page-limit.ts). */
  pageMax: number;
  /** redis://…: one count for every process; without it each process counts alone. */
  redisUrl?: string | undefined;
  /** Key prefix in Redis, so several installations can share one server. */
  redisPrefix: string;
}

/**
 * The global per-client limit (and, through it, every route's
 * `config.rateLimit`, such as send-otp's per-IP hourly limit), and the
 * per-client page limit. The server renderer makes no API requests (its reads
 * run in-process: public-read.ts, callPublicRead): a page is counted once, as a page.
 *
 * With REDIS_URL the counters live in Redis so a client meets one limit
 * across all processes. A Redis outage must not take the API down: commands
 * fail fast instead of queueing (no offline queue, one retry) and
 * skipOnError lets the request through uncounted until Redis is back.
 */
export default fp<RateLimitOptions>(async (app, opts) => {
  let redis: Redis | undefined;
  if (opts.redisUrl) {
    redis = new Redis(opts.redisUrl, {
      connectTimeout: 1_000,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      connectionName: 'medbook-rate-limit',
    });
    let lastWarning = 0;
    redis.on('error', (error: Error) => {
      // Once a minute at most: a Redis outage must not flood the log. Never the URL (it may hold a password).
      if (Date.now() - lastWarning < 60_000) return;
      lastWarning = Date.now();
      app.log.warn({ err: { message: error.message } }, 'redis unavailable: rate limits are not counted until it is back');
    });
    // Start counting from the first request when Redis is up; when it is not, start anyway (uncounted).
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 2_000);
      redis!.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    app.addHook('onClose', async () => {
      await redis!.quit().catch(() => redis!.disconnect());
    });
  }
  await app.register(rateLimit, {
    max: opts.max,
    timeWindow: '1 minute',
    allowList: (request) => !request.url.startsWith('/api/') && !request.url.startsWith('/fhir/'),
    ...(redis ? { redis, nameSpace: `${opts.redisPrefix}rate-limit:`, skipOnError: true } : {}),
  });
  app.decorate('limitPage', pageLimiter(app, opts.pageMax));
});
