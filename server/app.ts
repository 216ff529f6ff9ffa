import { readFileSync } from 'node:fs';
import path from 'node:path';
import './i18n-server.ts';
import Fastify, { type FastifyRequest, type FastifyServerOptions, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { DIST_DIR, ROOT_DIR } from './paths.ts';
import { normalizeRequestUrl, redactUrl } from './services/common/request-url.ts';
import errors from './plugins/errors.ts';
import locale from './plugins/locale.ts';
import { keepSentBody } from './plugins/idempotency.ts';
import inputGuard from './plugins/input-guard.ts';
import rateLimits from './plugins/rate-limits.ts';
import security from './plugins/security.ts';
import media from './plugins/media.ts';
import generatedFiles from './plugins/generated-files.ts';
import publicRead from './plugins/public-read.ts';
import openapi from './plugins/openapi.ts';
import spa from './plugins/spa.ts';
import ssr from './plugins/ssr.ts';
import pageCache from './plugins/page-cache.ts';
import waitlistSweep from './plugins/waitlist-sweep.ts';
import type { FileStore } from './services/files/file-store.ts';
import { fileStoreOf } from './services/files/file-store-of.ts';
import { otpSecretLoader } from './services/auth/otp-secret.ts';
import healthRoutes from './routes/health.ts';
import catalogRoutes from './routes/catalog.ts';
import locationRoutes from './routes/location.ts';
import doctorRoutes from './routes/doctors.ts';
import seoRoutes, { crawlerRoutes } from './routes/seo.ts';
import { createHeadRenderer } from './services/seo/seo-head.ts';
import auth from './plugins/auth.ts';
import authRoutes from './routes/auth.ts';
import devRoutes from './routes/dev.ts';
import bookingRoutes from './routes/booking.ts';
import doctorRegisterRoutes from './routes/doctor-register.ts';
import doctorProfileRoutes from './routes/doctor-profile.ts';
import doctorTimingRoutes from './routes/doctor-timings.ts';
import doctorBookingRoutes from './routes/doctor-bookings.ts';
import multipart from './plugins/multipart.ts';
import patientBookingRoutes from './routes/patient-bookings.ts';
import patientProfileRoutes from './routes/patient-profile.ts';
import reviewRoutes from './routes/reviews.ts';
import claimRoutes from './routes/claims.ts';
import supportRoutes from './routes/support.ts';
import waitlistRoutes from './routes/waitlist.ts';

/** The API description's version: the package's. */
const API_VERSION = (JSON.parse(readFileSync(path.join(ROOT_DIR, 'package.json'), 'utf8')) as { version: string }).version;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** The one-time code HMAC key (OTP_SECRET, else shared through the database), loaded on first use. */
    otpSecret: () => Promise<Buffer>;
    /** Uploaded files (disk, database or S3: config.fileStore). */
    fileStore: FileStore;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** The built web app; tests point it at a temporary index.html. */
  distDir?: string;
  /** Tests: sees every route as it is registered (the edge-input test covers each one). */
  onRoute?: (route: RouteOptions) => void;
  /** The server renderer's build (build/ssr/entry-server.js); without it pages render in the browser. */
  ssrEntry?: string;
}

/**
 * Fastify 5 fails closed on a numeric trustProxy (it trusts nothing), so a hop count becomes the
 * classic rule: the nearest `hops` addresses are proxies. Only safe when the server is reachable
 * solely through those proxies; an address list also checks who the proxy is.
 */
function fastifyTrustProxy(trust: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

/** Every logged request names its URL with secret values (link tokens, codes) replaced. */
function withRequestSerializer(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    serializers: {
      ...options.serializers,
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}

export async function buildApp({ config, database, logger, distDir, onRoute, ssrEntry }: BuildOptions) {
  const app = Fastify({
    logger: withRequestSerializer(logger ?? { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] }),
    // One spelling per path before routing: every hook sees the path the router matched (request-url.ts).
    rewriteUrl: (request) => normalizeRequestUrl(request.url ?? '/'),
    // Forwarded headers only from the hops TRUST_PROXY names (off by default): see config.ts.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  if (onRoute) app.addHook('onRoute', onRoute);
  // A POST without a body is checked as an empty form, so it answers each missing field's message.
  app.setValidatorCompiler<z.ZodType>((route) => {
    const validate = validatorCompiler(route);
    return route.httpPart === 'body' ? (data: unknown) => validate(data ?? {}) : validate;
  });
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('otpSecret', otpSecretLoader(config, database.db));
  app.decorate('fileStore', fileStoreOf(config, database.db));

  // First: every later hook, handler and error answer of a request words its text in the request's language.
  await app.register(locale);
  await app.register(errors);
  app.addHook('preValidation', keepSentBody);
  await app.register(inputGuard);
  await app.register(security, { googleSignIn: Boolean(config.GOOGLE_CLIENT_ID), isProduction: config.isProduction });
  // @fastify/compress's own list plus NDJSON (the FHIR bulk files, application/fhir+ndjson).
  await app.register(compress, {
    threshold: 1024,
    customTypes: /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)ndjson(?:;|$)|(?:\+|\/)text(?:;|$)|(?:\+|\/)xml(?:;|$)|octet-stream(?:;|$)/u,
  });
  await app.register(cookie);
  await app.register(rateLimits, { max: config.RATE_LIMIT_MAX, pageMax: config.PAGE_RATE_LIMIT_MAX, redisUrl: config.REDIS_URL, redisPrefix: config.REDIS_PREFIX });
  await app.register(auth);
  // SMART apps' access tokens on /fhir, limited by their scopes (issue 39).
  await app.register(import('./plugins/smart-auth.ts'));
  await app.register(publicRead);
  // Cached HTML of public pages (issue 40): after the read cache, whose version reader it shares.
  await app.register(pageCache);
  await app.register(generatedFiles);
  await app.register(multipart);
  await app.register(waitlistSweep, { intervalMs: config.waitlistSweepMs });
  // Before the routes: it describes each one as it is registered (issue 21).
  await app.register(openapi, { includeDev: config.demoOutbox || config.testClock, version: API_VERSION });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(catalogRoutes);
      await api.register(locationRoutes);
      await api.register(doctorRoutes);
      await api.register(seoRoutes);
      await api.register(authRoutes);
      await api.register(bookingRoutes);
      await api.register(doctorRegisterRoutes);
      await api.register(doctorProfileRoutes);
      await api.register(doctorTimingRoutes);
      await api.register(doctorBookingRoutes);
      await api.register(patientBookingRoutes);
      await api.register(patientProfileRoutes);
      await api.register(import('./routes/family-members.ts'));
      await api.register(reviewRoutes);
      await api.register(claimRoutes);
      await api.register(supportRoutes);
      await api.register(waitlistRoutes);
      await api.register(import('./routes/appointment-links.ts'));
      await api.register(import('./routes/proposals.ts'));
      await api.register(import('./routes/admin-claims.ts'));
      await api.register(import('./routes/admin-doctors.ts'));
      await api.register(import('./routes/admin-reviews.ts'));
      await api.register(import('./routes/insurance.ts'));
      await api.register(import('./routes/patient-insurance.ts'));
      await api.register(import('./routes/consultations.ts'), { pollWaitMs: config.consultPollWaitMs });
      // Demo outbox (DESIGN §8): absent (404) in production or with a real transport.
      if (config.demoOutbox || config.testClock) await api.register(devRoutes);
    },
    { prefix: '/api' },
  );

  // FHIR R4 and SMART Scheduling Links (issue 21): its own content type and OperationOutcome errors.
  await app.register(import('./routes/fhir/index.ts'), { prefix: '/fhir' });

  // SMART App Launch (issue 39): discovery, /oauth/authorize and /oauth/token.
  await app.register(import('./routes/smart/index.ts'));

  // Crawler files first, so the SPA's history fallback never answers them.
  await app.register(crawlerRoutes);
  // A reminder SMS's short link (issue 42): before the SPA's fallback.
  await app.register(import('./routes/short-link.ts'));
  await app.register(media);
  await app.register(spa, { distDir: distDir ?? DIST_DIR });
  app.setHeadRenderer(createHeadRenderer({ db: database.db, log: app.log }));
  if (ssrEntry) await app.register(ssr, { entry: ssrEntry });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
