/**
 * The FHIR R4 API under /fhir (issue 21): application/fhir+json in and out, every failure an
 * OperationOutcome with the right status. Directory reads (directory.ts; insurers, networks and
 * HealthcareServices in insurance.ts), the patient's Appointments (appointments.ts) and the SMART
 * Scheduling Links feed (bulk-publish.ts).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { t } from '../../../src/shared/i18n/format.ts';
import { AppError, bearerChallenge, fastifyInputMessage } from '../../errors.ts';
import { pgErrorCode } from '../../services/booking/booking-pg-error.ts';
import { now } from '../../services/common/clock.ts';
import { operationOutcome } from '../../services/fhir/resources.ts';
import fhirAppointmentRoutes from './appointments.ts';
import fhirBulkRoutes from './bulk-publish.ts';
import { capabilityStatement } from './capability.ts';
import { registerFhirCors } from './cors.ts';
import fhirDirectoryRoutes from './directory.ts';
import fhirInsuranceRoutes from './insurance.ts';
import fhirTerminologyRoutes from './terminology.ts';
import { fhirBase, fhirResource, formFields, SEARCH_BODY_LIMIT, SEARCH_TYPES, FHIR_JSON } from './fhir-http.ts';

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

/** The methods each served resource type (and the server's own paths) takes; [type]/_search takes GET and POST. */
const ALLOWED_METHODS: Record<string, string> = {
  metadata: 'GET',
  Practitioner: 'GET',
  PractitionerRole: 'GET',
  Location: 'GET',
  Schedule: 'GET',
  Slot: 'GET',
  Organization: 'GET',
  HealthcareService: 'GET',
  Appointment: 'GET, POST, PATCH',
  CodeSystem: 'GET',
  OperationDefinition: 'GET',
  StructureDefinition: 'GET',
  '$bulk-publish': 'GET',
};

const outcome = (status: number, message: string, errors?: Record<string, string>) =>
  operationOutcome('error', ISSUE_CODE[status] ?? (status >= 500 ? 'exception' : 'processing'), message, errors ? Object.keys(errors) : undefined);

const fhirRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerFhirCors(app, app.config.fhirCorsOrigins);
  app.addContentTypeParser(['application/fhir+json', 'application/json-patch+json'], { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, body === '' ? undefined : JSON.parse(body as string));
    } catch {
      done(new AppError(400, t('fhir.badResource', { type: 'JSON' })), undefined);
    }
  });

  // POST [type]/_search: the search's parameters as a form (FHIR R4 http.html#search).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: SEARCH_BODY_LIMIT }, (_request, body, done) => {
    done(null, formFields(body as string));
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
    if (error instanceof AppError) {
      if (error.statusCode === 401) reply.header('www-authenticate', bearerChallenge(request.headers.authorization));
      return reply.status(error.statusCode).send(outcome(error.statusCode, error.message, error.errors));
    }
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

  /**
   * No route for this method and path. A resource type we serve, or an operation ($…), with a method it
   * does not take is 405 with Allow and an OperationOutcome (issue 39: PUT or DELETE on the directory is
   * refused, not missing); any other path is 404.
   */
  const unknownPath = (request: FastifyRequest, reply: FastifyReply) => {
    const segments = new URL(request.url, 'http://x').pathname.replace(/^\/fhir\/?/, '').split('/').filter(Boolean);
    const search = segments.length === 2 && segments[1] === '_search' && (SEARCH_TYPES as readonly string[]).includes(segments[0]!);
    const allowed = search ? 'GET, POST' : (ALLOWED_METHODS[segments[0] ?? ''] ?? (segments.some((segment) => segment.startsWith('$')) ? 'GET' : null));
    reply.type(FHIR_JSON).header('cache-control', 'no-store');
    // A method the type takes on a path that does not exist (an unknown id's sub-path, an unknown file) is still 404.
    const methods = allowed?.split(', ') ?? [];
    if (!allowed || methods.includes(request.method) || (request.method === 'HEAD' && methods.includes('GET'))) return reply.status(404).send(outcome(404, t('fhir.unknownPath')));
    const path = `/${segments.map((segment) => segment.slice(0, 60)).join('/')}`.slice(0, 200);
    return reply.status(405).header('allow', allowed).send(outcome(405, t('fhir.notSupported', { method: request.method, path, allowed })));
  };
  app.setNotFoundHandler(unknownPath);
  // The web app's static wildcard (plugins/spa.ts) would answer unknown GETs with index.html: /fhir/* stays FHIR.
  app.all('/*', unknownPath);

  app.get('/metadata', { schema: { response: { 200: fhirResource } } }, async (request, reply) => {
    reply.type(FHIR_JSON).header('cache-control', 'public, max-age=300');
    return capabilityStatement(fhirBase(request), now());
  });

  await app.register(fhirDirectoryRoutes);
  await app.register(fhirInsuranceRoutes);
  await app.register(fhirAppointmentRoutes);
  await app.register(fhirBulkRoutes);
  await app.register(fhirTerminologyRoutes);
};

export default fhirRoutes;
