/**
 * The FHIR R4 API under /fhir (issue 21): application/fhir+json in and out, every failure an
 * OperationOutcome with the right status. Directory reads (directory.ts), the patient's
 * Appointments (appointments.ts) and the SMART Scheduling Links feed (bulk-publish.ts).
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { t } from '../../../src/shared/i18n/format.ts';
import { AppError, fastifyInputMessage } from '../../errors.ts';
import { pgErrorCode } from '../../services/booking/booking-pg-error.ts';
import { now } from '../../services/common/clock.ts';
import { operationOutcome } from '../../services/fhir/resources.ts';
import fhirAppointmentRoutes from './appointments.ts';
import fhirBulkRoutes from './bulk-publish.ts';
import { capabilityStatement } from './capability.ts';
import fhirDirectoryRoutes from './directory.ts';
import { fhirBase, fhirResource, FHIR_JSON } from './fhir-http.ts';

const ISSUE_CODE: Record<number, string> = {
  400: 'invalid',
  401: 'login',
  403: 'forbidden',
  404: 'not-found',
  405: 'not-supported',
  409: 'conflict',
  410: 'deleted',
  413: 'too-long',
  415: 'not-supported',
  422: 'business-rule',
  429: 'throttled',
};

const outcome = (status: number, message: string, errors?: Record<string, string>) =>
  operationOutcome('error', ISSUE_CODE[status] ?? (status >= 500 ? 'exception' : 'processing'), message, errors ? Object.keys(errors) : undefined);

const fhirRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(['application/fhir+json', 'application/json-patch+json'], { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, body === '' ? undefined : JSON.parse(body as string));
    } catch {
      done(new AppError(400, t('fhir.badResource', { type: 'JSON' })), undefined);
    }
  });

  // A failure replayed by an Idempotency-Key is stored in the API's envelope: answer it as an OperationOutcome too.
  app.addHook('preSerialization', async (_request, reply, payload) => {
    const body = payload as { success?: unknown; message?: unknown; errors?: Record<string, string> } | null;
    if (body && typeof body === 'object' && body.success === false) {
      reply.type(FHIR_JSON);
      return outcome(reply.statusCode, String(body.message ?? ''), body.errors);
    }
    return payload;
  });

  app.setErrorHandler((error, request, reply) => {
    reply.type(FHIR_JSON).header('cache-control', 'no-store');
    if (error instanceof AppError) return reply.status(error.statusCode).send(outcome(error.statusCode, error.message, error.errors));
    const sqlState = pgErrorCode(error);
    if (sqlState && ['22003', '22P02', '22P05', '22021', '22001', '22007', '22008'].includes(sqlState)) {
      request.log.warn({ sqlState, route: request.routeOptions.url }, 'database refused an input value');
      return reply.status(400).send(outcome(400, t('common.validation')));
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(outcome(500, t('common.serverError')));
    }
    if (status === 429) return reply.status(429).send(outcome(429, t('common.tooManyRequests')));
    return reply.status(status).send(outcome(status, fastifyInputMessage(error)));
  });

  const unknownPath = (_request: unknown, reply: FastifyReply) => reply.status(404).type(FHIR_JSON).send(outcome(404, t('fhir.unknownPath')));
  app.setNotFoundHandler(unknownPath);
  // The web app's static wildcard (plugins/spa.ts) would answer unknown GETs with index.html: /fhir/* stays FHIR.
  app.all('/*', unknownPath);

  app.get('/metadata', { schema: { response: { 200: fhirResource } } }, async (request, reply) => {
    reply.type(FHIR_JSON).header('cache-control', 'public, max-age=300');
    return capabilityStatement(fhirBase(request), now());
  });

  await app.register(fhirDirectoryRoutes);
  await app.register(fhirAppointmentRoutes);
  await app.register(fhirBulkRoutes);
};

export default fhirRoutes;
