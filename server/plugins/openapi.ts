/**
 * The OpenAPI 3.1 description of /api (issue 21), built from the routes' own zod schemas: body,
 * query, params and response schemas go through fastify-type-provider-zod's transform, so the
 * document is what the routes validate and answer, never a second copy. What a schema does not
 * say is read from the route's options: its guard (plugins/auth.ts `guardRoles`: the sign-in
 * requirement and the 401/403 answers), `config.idempotencyKey` (the Idempotency-Key header) and
 * `config.form` (a multipart form's fields). Every operation lists the failure shape
 * `{ success: false, message, errors? }` for its error statuses.
 *
 * Served at GET /api/openapi.json; an interactive reference (Swagger UI, its assets served from
 * this server, no outside network) at /api/docs. /fhir is described by its own CapabilityStatement
 * (GET /fhir/metadata), the way FHIR clients expect, so it is left out here; so are the dev calls
 * outside demo and test servers (they do not exist there).
 */
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failure } from '../../src/shared/schemas/envelope.ts';
import { guardRoles } from './auth.ts';
import { OPERATIONS, TAGS } from './openapi-operations.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A multipart route's text fields (its parseForm schema), for the OpenAPI document. */
    form?: z.ZodType;
    /** The names of a multipart route's file fields. */
    formFiles?: readonly string[];
  }
}

type Json = Record<string, unknown>;

const FAILURE_REF = { $ref: '#/components/schemas/Failure' };

const STATUS_TEXT: Record<number, string> = {
  400: 'The input is not valid: `message`, and `errors` per field',
  401: 'Not signed in',
  403: 'Signed in with a role or account that may not do this',
  404: 'Not found, or not yours',
  409: 'Conflict with the current state (a slot just taken, a decision made meanwhile)',
  410: 'Gone: a link used or expired',
  413: 'Too large',
  415: 'Unsupported media type',
  422: 'Refused by a booking rule (limits)',
  429: 'Too many requests: try again later',
  500: 'Unexpected server error (no details are given)',
  503: 'A database statement ran past its time limit: try again after Retry-After seconds',
};

function failureResponse(status: number, description = STATUS_TEXT[status] ?? 'Error') {
  return { description, content: { 'application/json': { schema: FAILURE_REF } } };
}

/** A public call's 403: a session cookie sent cross-site with a write is refused on every call (plugins/auth.ts). */
const PUBLIC_FORBIDDEN_TEXT = 'Refused: a cross-site write carrying the session cookie, or a link or account that may not do this';

const SESSION_OR_BEARER = [{ session: [] }, { bearer: [] }];
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function guardOf(route: RouteOptions): readonly string[] | undefined {
  const hooks = route.preValidation === undefined ? [] : Array.isArray(route.preValidation) ? route.preValidation : [route.preValidation];
  for (const hook of hooks) {
    const roles = guardRoles.get(hook as object);
    if (roles) return roles;
  }
  return undefined;
}

const hasInput = (schema: Json | undefined) => Boolean(schema && (schema.body || schema.querystring || schema.params || schema.headers));

/** Adds what the route's options and its entry in openapi-operations.ts say to the transformed schema of one operation. */
function describe(route: RouteOptions, method: string, path: string, schema: Json): Json {
  const roles = guardOf(route);
  const info = OPERATIONS[`${method} ${path}`];
  const config = (route.config ?? {}) as { idempotencyKey?: boolean; form?: z.ZodType; formFiles?: readonly string[] };
  const response = { ...((schema.response as Json | undefined) ?? {}) };
  // 503: any call that reads the database may meet STATEMENT_TIMEOUT_MS (server/plugins/errors.ts).
  const errorStatuses = new Set<number>([429, 500, 503, ...(info?.errors ?? [])]);
  // A write's body is parsed even when the call reads none: a malformed one answers 400.
  if (hasInput(schema) || config.form || config.idempotencyKey || !SAFE_METHODS.has(method)) errorStatuses.add(400);
  if (roles) {
    errorStatuses.add(401);
    errorStatuses.add(403);
  }
  // plugins/idempotency.ts: the same key still in flight (409), or reused for another request (422).
  if (config.idempotencyKey) errorStatuses.add(409).add(422);
  if (config.form) errorStatuses.add(413).add(415);
  // Every write's body is read up to the app's bodyLimit (1 MB, server/app.ts; less on a few routes): past it, 413.
  if (!SAFE_METHODS.has(method)) errorStatuses.add(413);
  if (!roles && !SAFE_METHODS.has(method)) errorStatuses.add(403);
  for (const status of [...errorStatuses].sort()) {
    if (!(String(status) in response)) response[String(status)] = failureResponse(status, status === 403 && !roles ? PUBLIC_FORBIDDEN_TEXT : undefined);
  }
  // Any other status a call may answer carries the same failure shape.
  response.default = { description: 'Any other error', content: { 'application/json': { schema: FAILURE_REF } } };

  // Files (a calendar entry, a proof) answer their own content type.
  if (info?.files) {
    const content = Object.fromEntries(info.files.map((type) => [type, { schema: type.startsWith('text/') ? { type: 'string' } : { type: 'string', format: 'binary' } }]));
    response['200'] = { description: `The file (${info.files.join(', ')})`, content };
  }
  const described: Json = { ...schema, response };
  if (info) {
    described.operationId = info.id;
    described.summary = info.summary;
    described.tags = [info.tag];
  }
  if (roles) {
    described.security = SESSION_OR_BEARER;
    described.description = [schema.description, `Who: ${roles.join(', ')}.`].filter(Boolean).join(' ');
  } else {
    // Public: no credentials needed; a few calls read a session when one comes (`{}` first: optional).
    described.security = info?.optionalAuth ? [{}, ...SESSION_OR_BEARER] : [];
  }
  if (config.idempotencyKey) {
    described.headers = {
      type: 'object',
      properties: {
        'idempotency-key': { type: 'string', minLength: 1, maxLength: 100, description: 'Retry-safe key: a repeated key answers the first answer and changes nothing' },
      },
    };
  }
  return described;
}

/** A multipart form's request body, from the fields schema the route parses it with. */
function formBody(config: { form?: z.ZodType; formFiles?: readonly string[] }): Json | undefined {
  if (!config.form) return undefined;
  const fields = z.toJSONSchema(config.form, { io: 'input', unrepresentable: 'any' }) as Json;
  const properties = { ...((fields.properties as Json | undefined) ?? {}) };
  for (const name of config.formFiles ?? []) properties[name] = { type: 'string', contentMediaType: 'application/octet-stream' };
  delete fields.$schema;
  return { required: true, content: { 'multipart/form-data': { schema: { ...fields, properties } } } };
}

export default fp<{ includeDev: boolean; version: string }>(async (app, opts) => {
  const multipartBodies = new Map<string, Json>();
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'MedBook API',
        version: opts.version,
        description:
          'Every call answers `{ success: true, message?, data }` (listings add `last_page` and `total`) or `{ success: false, message, errors? }` with the HTTP status. ' +
          'Authenticated calls take the session cookie set at sign-in or `Authorization: Bearer <token>` (`data.token` of verify-otp). Messages follow the account language, else Accept-Language.',
      },
      servers: [{ url: '/' }],
      tags: TAGS.map((tag) => ({ ...tag })),
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'mb_session' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: (input) => {
      const { url, route } = input;
      const skip = !url.startsWith('/api/') || url.startsWith('/api/docs') || url === '/api/openapi.json' || (url.startsWith('/api/dev/') && !opts.includeDev);
      if (skip) return { schema: { ...(input.schema ?? {}), hide: true }, url };
      // A route without any schema is still an operation (its answers get the failure shape).
      const transformed = jsonSchemaTransform({ ...input, schema: input.schema ?? {} });
      const method = String(route.method);
      const described = describe(route, method, url.replace(/:(\w+)/g, '{$1}'), transformed.schema as Json);
      const form = formBody((route.config ?? {}) as Parameters<typeof formBody>[0]);
      if (form) multipartBodies.set(`${String(route.method).toLowerCase()} ${url}`, form);
      return { schema: described as typeof transformed.schema, url: transformed.url };
    },
    transformObject: (documentObject) => {
      const document = jsonSchemaTransformObject(documentObject) as Json & { components?: Json; paths?: Record<string, Record<string, Json>> };
      const components = (document.components ??= {}) as Json & { schemas?: Json };
      const failureSchema = z.toJSONSchema(failure) as Json;
      delete failureSchema.$schema;
      components.schemas = { ...(components.schemas ?? {}), Failure: failureSchema };
      for (const [key, body] of multipartBodies) {
        const [method, url] = key.split(' ') as [string, string];
        const path = url.replace(/:(\w+)/g, '{$1}');
        const operation = document.paths?.[path]?.[method];
        if (operation) operation.requestBody = body;
      }
      return document as ReturnType<typeof jsonSchemaTransformObject>;
    },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.swagger();
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list', deepLinking: true }, staticCSP: false });
});
