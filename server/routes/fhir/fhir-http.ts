/**
 * What every /fhir route shares: the search parameters' schemas, paging and the Bundle's links,
 * the FHIR content type, and answers as OperationOutcome.
 */
import type { FastifyReply, FastifyRequest, HTTPMethods, preValidationAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { msg, type Message } from '../../../src/shared/schemas/message.ts';
import { t } from '../../../src/shared/i18n/format.ts';
import { AppError, badRequest } from '../../errors.ts';
import type { Page } from '../../services/fhir/directory.ts';
import { numericId } from '../../services/fhir/ids.ts';
import { operationOutcome, searchBundle, type Resource } from '../../services/fhir/resources.ts';
import { publicOrigin } from '../../services/seo/public-origin.ts';
import { versioned, versionOf } from '../../services/fhir/versions.ts';
import { notModified } from '../conditional.ts';

export const FHIR_JSON = 'application/fhir+json; charset=utf-8';
export const FHIR_NDJSON = 'application/fhir+ndjson';
export const DEFAULT_COUNT = 20;
export const MAX_COUNT = 100;
/** The largest `_count` taken (and capped to MAX_COUNT); beyond it, or not a whole number, is a 400. */
export const MAX_COUNT_ASKED = 9_999;

/** A resource as answered (the validator of tests/api/fhir-*.test.ts judges its content). */
export const fhirResource = z.looseObject({ resourceType: z.string() });

const word = (max: number, error?: Message) => z.string(error).trim().min(1).max(max);
/** One value, or a comma list of them (FHIR's OR); `error` answers a missing one. */
export const list = (max: number, error?: Message) => word(max * 20, error).transform((value) => value.split(',').map((part) => part.trim()).filter(Boolean)).pipe(z.array(word(max)).min(1).max(20));

const badCount = msg('fhir.badCount', { max: MAX_COUNT_ASKED, cap: MAX_COUNT });
/** `_count`: 0 (count only) to MAX_COUNT_ASKED, capped to MAX_COUNT; one value, digits only. */
const countParam = z
  .string(badCount)
  .regex(/^\d{1,4}$/, badCount)
  .transform((value) => Math.min(Number(value), MAX_COUNT));

export const pagingQuery = {
  _count: countParam.optional(),
  _page: z.coerce.number().int().min(1).max(10_000).optional(),
  _summary: z.enum(['count', 'false'], msg('fhir.badSummary')).optional(),
  // An unencoded `application/fhir+json` arrives with its `+` read as a space: the same format.
  _format: z.string().max(60).transform((value) => value.trim().replace(/ +/g, '+')).pipe(z.enum(['json', 'application/fhir+json', 'application/json'])).optional(),
};

/** The types searched by GET [type]?… and POST [type]/_search (a form body). */
export const SEARCH_TYPES = ['Practitioner', 'PractitionerRole', 'Location', 'Schedule', 'Slot', 'Appointment', 'Organization', 'HealthcareService'] as const;
/** A POST …/_search form body's limit; more is a 413. */
export const SEARCH_BODY_LIMIT = 16 * 1024;

/** Where a type's search is answered: GET [type]?…, and GET or POST [type]/_search (query and form body combined). */
export const searchAt = (type: (typeof SEARCH_TYPES)[number]): Array<{ method: HTTPMethods | HTTPMethods[]; url: string }> => [
  { method: 'GET', url: `/${type}` },
  { method: ['GET', 'POST'], url: `/${type}/_search` },
];

/** A form body (POST …/_search): every field a string, a repeated one a list. */
export function formFields(body: string): Record<string, string | string[]> {
  const fields = new Map<string, string | string[]>();
  for (const [name, value] of new URLSearchParams(body)) {
    const seen = fields.get(name);
    fields.set(name, seen === undefined ? value : ([] as string[]).concat(seen, value));
  }
  return Object.fromEntries(fields);
}

/** The parameters of a POST …/_search body: only a form is taken (415 otherwise). */
function bodyPairs(request: FastifyRequest): Array<[string, string]> {
  if (request.method !== 'POST' || request.body === undefined || request.body === null) return [];
  const type = String(request.headers['content-type'] ?? '').toLowerCase();
  if (!type.startsWith('application/x-www-form-urlencoded')) throw new AppError(415, t('fhir.searchForm'));
  return pairsOf(request.body);
}

/** A search takes at most this many parameter values (query and form body together). */
export const MAX_SEARCH_PARAMS = 40;
/** Parameters whose unsupported values `Prefer: handling=lenient` ignores like an unknown parameter. */
const LENIENT_VALUES = new Set(['_sort', '_include', '_revinclude']);

interface SearchState {
  /** The parameters the search runs with, in their order (the Bundle's links repeat them). */
  params: Array<[string, string]>;
  /** What `Prefer: handling=lenient` left out. */
  ignored: string[];
}
const searches = new WeakMap<FastifyRequest, SearchState>();

/** `Prefer: handling=lenient` (RFC 7240; FHIR's search handling); strict is the default. */
const isLenient = (request: FastifyRequest) => /(?:^|[,;\s])handling\s*=\s*"?lenient"?(?:$|[,;\s])/i.test(String(request.headers.prefer ?? ''));

function pairsOf(value: unknown): Array<[string, string]> {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([name, item]) => (Array.isArray(item) ? item : [item]).map((one): [string, string] => [name, String(one)]));
}

/** A parameter's name as an answer repeats it: FHIR's characters only (markup and junk become `?`), at most 40. */
const shownName = (name: string) => name.slice(0, 40).replace(/[^A-Za-z0-9_.:|-]/g, '?');

/**
 * Every FHIR search's parameters, in one place (a route's preValidation, before its `querystring` schema
 * checks them): at most MAX_SEARCH_PARAMS values; with `Prefer: handling=lenient` the parameters the
 * schema does not know (and `_sort` values it does not support) are left out and listed in the Bundle;
 * strict (the default), an unknown one is a 400 naming it (markup never repeated). A POST …/_search's form
 * body joins the query. The schema then checks the values.
 */
export function searchInput(schema: z.ZodObject): preValidationAsyncHookHandler {
  const shape = schema.shape as Record<string, z.ZodType>;
  return async (request) => {
    const pairs = [...pairsOf(request.query), ...bodyPairs(request)];
    if (pairs.length > MAX_SEARCH_PARAMS) throw badRequest(t('fhir.tooManyParams', { max: MAX_SEARCH_PARAMS }));
    const lenient = isLenient(request);
    const params: Array<[string, string]> = [];
    const ignored = new Set<string>();
    const unknown = new Set<string>();
    for (const [name, value] of pairs) {
      const known = Object.hasOwn(shape, name);
      const unsupported = !known || (LENIENT_VALUES.has(name) && !shape[name]!.safeParse(value).success);
      if (lenient && unsupported) ignored.add(shownName(name));
      else if (!known) unknown.add(shownName(name));
      else params.push([name, value]);
    }
    if (unknown.size) throw badRequest(t('validation.unknownField', { fields: [...unknown].join(', ') }));
    const query = new Map<string, string | string[]>();
    for (const [name, value] of params) {
      const seen = query.get(name);
      query.set(name, seen === undefined ? value : ([] as string[]).concat(seen, value));
    }
    searches.set(request, { params, ignored: [...ignored] });
    request.query = Object.fromEntries(query);
  };
}

export const idParams = z.object({ id: z.string().min(1, msg('fhir.badId')).max(64, msg('fhir.badId')).regex(/^[A-Za-z0-9\-.]{1,64}$/, msg('fhir.badId')) });

/** The page a search asks for; `_count=0` or `_summary=count` is a count-only page (count 0: total, no entries). */
export function pageOf(query: { _count?: number | undefined; _page?: number | undefined; _summary?: string | undefined }): Page & { number: number } {
  const count = query._summary === 'count' ? 0 : (query._count ?? DEFAULT_COUNT);
  const number = count === 0 ? 1 : (query._page ?? 1);
  return { count, offset: (number - 1) * count, number };
}

/** Ids of a comma list (`_id=1,2`); 400 when one is not a MedBook id. */
export function numericIds(values: string[] | undefined, type: string): number[] | undefined {
  if (!values) return undefined;
  return values.map((value) => {
    const id = numericId(value);
    if (id === null) throw badRequest(t('fhir.invalidId', { type }), { _id: t('fhir.invalidId', { type }) });
    return id;
  });
}

export const fhirBase = (request: FastifyRequest) => `${publicOrigin(request)}/fhir`;

/**
 * The searchset of one page, with `self` and (when more match) `next` links that repeat the search's
 * parameters (a POST …/_search's too, as a GET), and an OperationOutcome entry naming what a lenient
 * search ignored. `included` (`_include`/`_revinclude`) follow the matches as entries of mode include,
 * each resource once and none that is already a match; `total` counts the matches only.
 */
export function bundleOf(request: FastifyRequest, resources: Resource[], page: ReturnType<typeof pageOf>, total: number, included: Resource[] = []): Resource {
  const base = fhirBase(request);
  const asked = new URL(request.url, publicOrigin(request));
  const path = asked.pathname.replace(/^\/fhir/, '').replace(/\/_search$/, '');
  const state = searches.get(request) ?? { params: [...asked.searchParams], ignored: [] };
  const pageUrl = (number: number) => {
    const url = new URL(`${base}${path}`);
    for (const [name, value] of state.params) if (name !== '_page' && name !== '_count') url.searchParams.append(name, value);
    url.searchParams.set('_page', String(number));
    url.searchParams.set('_count', String(page.count));
    return url.toString();
  };
  if (page.count === 0) resources = [];
  const more = page.count > 0 && page.offset + resources.length < total;
  const outcome = state.ignored.length ? operationOutcome('warning', 'not-supported', t('fhir.ignoredParams', { names: state.ignored.join(', ') })) : undefined;
  const seen = new Set(resources.map((resource) => `${resource.resourceType}/${resource.id}`));
  const extra = resources.length
    ? included.filter((resource) => {
        const key = `${resource.resourceType}/${resource.id}`;
        return !seen.has(key) && Boolean(seen.add(key));
      })
    : [];
  return searchBundle(
    resources.map(versioned),
    { self: pageUrl(page.number), next: more ? pageUrl(page.number + 1) : undefined, total, outcome, included: extra.map(versioned) },
    (resource) => [base, resource.resourceType, resource.id].join('/'),
  );
}

/** A read answers its version as `ETag: W/"<versionId>"` and Last-Modified, and 304 to a current copy. */
export function sendResource(reply: FastifyReply, resource: Resource, status = 200) {
  const body = resource.resourceType === 'Bundle' ? resource : versioned(resource);
  const version = versionOf(body);
  reply.code(status).type(FHIR_JSON).header('cache-control', 'no-store');
  if (version && (reply.request.method === 'GET' || reply.request.method === 'HEAD') && status === 200) {
    if (notModified(reply.request, reply, `W/"${version.versionId}"`, version.lastUpdated)) return reply;
  } else if (version) reply.header('etag', `W/"${version.versionId}"`);
  return reply.send(body);
}
