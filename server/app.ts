import Fastify, { type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import path from 'node:path';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { DIST_DIR } from './paths.ts';
import errors from './plugins/errors.ts';
import security from './plugins/security.ts';
import spa from './plugins/spa.ts';
import healthRoutes from './routes/health.ts';
import catalogRoutes from './routes/catalog.ts';
import locationRoutes from './routes/location.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp({ config, database, logger }: BuildOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);

  await app.register(errors);
  await app.register(security, { googleSignIn: Boolean(config.GOOGLE_CLIENT_ID), isProduction: config.isProduction });
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await app.register(rateLimit, {
    max: config.RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    allowList: (request) => !request.url.startsWith('/api/'),
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(catalogRoutes);
      await api.register(locationRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(spa, {
    distDir: DIST_DIR,
    uploadsDir: path.join(config.dataDir, 'uploads', 'public'),
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
