import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONSULT_POLL_WAIT_MS, CONSULT_SIGNAL_MAX_BYTES } from '../../src/shared/constants.ts';
import { t } from '../../src/shared/i18n/format.ts';
import { consultationRoom as roomData, roomParams, signal, signalBody, signalsQuery } from '../../src/shared/schemas/consultation.ts';
import { ok } from '../../src/shared/schemas/envelope.ts';
import { z } from 'zod';
import { conflict } from '../errors.ts';
import { requireAuth } from '../plugins/auth.ts';
import { accessState, consultationRoom, roomAccess, type RoomAccess } from '../services/consultation/consultation.ts';
import { SignalHub, clearRoomSignals, postSignal, waitForSignals } from '../services/consultation/consultation-signals.ts';

export interface ConsultationRouteOptions {
  /** Long-poll length and DB re-check interval; tests shorten them. */
  pollWaitMs?: number;
  recheckMs?: number;
}

/** Per signed-in user, so two people behind one address do not share a limit. */
const perUser = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => (request.auth ? `consult:${request.auth.userId}` : request.ip),
  },
});

/**
 * The video consultation room of an online booking (/consult/<room>):
 * GET /api/consultations/:room (who, when, the window, ICE servers) and the
 * WebRTC signalling between its patient and doctor. Anyone else gets 404.
 */
const consultationRoutes: FastifyPluginAsyncZod<ConsultationRouteOptions> = async (app, options) => {
  const db = app.database.db;
  const hub = new SignalHub();
  const pollWaitMs = options.pollWaitMs ?? CONSULT_POLL_WAIT_MS;
  const recheckMs = options.recheckMs ?? 1000;
  app.addHook('onClose', async () => hub.close());

  /** Signalling only while the room is open; a closed room's signals are dropped on the way. */
  async function openRoom(request: FastifyRequest, room: string): Promise<RoomAccess> {
    const access = await roomAccess(db, request.auth!, room);
    const state = accessState(access);
    if (state === 'open') return access;
    if (state !== 'not_open') await clearRoomSignals(db, access.appointmentId);
    throw conflict(t(state === 'not_open' ? 'consult.notOpenYet' : 'consult.roomClosed'));
  }

  app.get(
    '/consultations/:room',
    { preValidation: requireAuth(), schema: { params: roomParams, response: { 200: ok(roomData) } }, config: perUser(120) },
    async (request, reply) => {
      const data = await consultationRoom(db, request.auth!, request.params.room, app.config.iceServers);
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, data };
    },
  );

  app.post(
    '/consultations/:room/signals',
    { preValidation: requireAuth(), schema: { params: roomParams, body: signalBody, response: { 201: ok(signal) } }, bodyLimit: CONSULT_SIGNAL_MAX_BYTES, config: perUser(600) },
    async (request, reply) => {
      const access = await openRoom(request, request.params.room);
      const signal = await postSignal(db, hub, access.appointmentId, access.role, request.body);
      reply.code(201).header('cache-control', 'no-store');
      return { success: true as const, data: signal };
    },
  );

  app.get(
    '/consultations/:room/signals',
    { preValidation: requireAuth(), schema: { params: roomParams, querystring: signalsQuery, response: { 200: ok(z.array(signal)) } }, config: perUser(240) },
    async (request, reply) => {
      const { after } = request.query;
      const access = await openRoom(request, request.params.room);
      // The wait ends early when the client goes away.
      const gone = new AbortController();
      const onClose = () => gone.abort();
      reply.raw.once('close', onClose);
      try {
        const data = await waitForSignals(db, hub, access.appointmentId, access.role, after, {
          waitMs: pollWaitMs,
          recheckMs,
          signal: gone.signal,
        });
        reply.header('cache-control', 'no-store');
        return { success: true as const, data };
      } finally {
        reply.raw.off('close', onClose);
      }
    },
  );
};

export default consultationRoutes;
