import fp from 'fastify-plugin';
import { WAITLIST_SWEEP_SECONDS } from '../../src/shared/constants.ts';
import { now } from '../services/common/clock.ts';
import { sweepWaitlist } from '../services/waitlist/waitlist-sweep.ts';

/**
 * Every API process sweeps the waitlist on its own timer (issue 19): a lapsed hold goes to the
 * next patient even when nobody calls an endpoint. The sweep is safe to run in any number of
 * processes at once (per-doctor locks, claimed messages). Time comes from the server clock, so
 * the test clock drives expiry.
 */
export default fp(async (app, options: { intervalMs?: number | undefined }) => {
  const intervalMs = options.intervalMs ?? WAITLIST_SWEEP_SECONDS * 1000;
  if (intervalMs <= 0) return;
  const origin = app.config.PUBLIC_URL || `http://localhost:${app.config.PORT}`;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return; // a slow round is not stacked on
    running = sweepWaitlist({ config: app.config, database: app.database, log: app.log }, origin, now())
      .then((result) => {
        if (result.handedOn || result.sent) app.log.info(result, 'waitlist sweep');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'waitlist sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(tick, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
});
