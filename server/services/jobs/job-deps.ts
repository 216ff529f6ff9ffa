import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';

/**
 * What a job handler may use: the configuration, the database, a logger, and the key the one-tap
 * links are signed with. A Fastify app fits as is. Stated here, not borrowed from messaging, so the
 * queue and its runner depend on no domain whose jobs they run (issue 38).
 */
export interface JobDeps {
  config: Config;
  database: { db: Db };
  log: FastifyBaseLogger;
  otpSecret: () => Promise<Buffer>;
}

/** What the runner itself needs (a handler may need more: JobHandler's D). */
export type RunnerDeps = Pick<JobDeps, 'database' | 'log'>;
