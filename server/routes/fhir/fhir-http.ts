/**
 * What every /fhir route shares: the search parameters' schemas, paging and the Bundle's links,
 * the FHIR content type, and answers as OperationOutcome.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { t } from '../../../src/shared/i18n/format.ts';
import { badRequest } from '../../errors.ts';
import type { Page } from '../../services/fhir/directory.ts';
import { numericId } from '../../services/fhir/ids.ts';
import { searchBundle, type Resource } from '../../services/fhir/resources.ts';
import { publicOrigin } from '../../services/seo/public-origin.ts';
import { versioned, versionOf } from '../../services/fhir/versions.ts';
import { notModified } from './conditional.ts';

export const FHIR_JSON = 'application/fhir+json; charset=utf-8';
export const FHIR_NDJSON = 'application/fhir+ndjson';
export const DEFAULT_COUNT = 20;
export const MAX_COUNT = 100;

/** A resource as answered (the validator of tests/api/fhir-*.test.ts judges its content). */
export const fhirResource = z.looseObject({ resourceType: z.string() });

const word = (max: number, error?: string) => z.string(error === undefined ? undefined : { error }).trim().min(1).max(max);
/** One value, or a comma list of them (FHIR's OR); `error` answers a missing one. */
export const list = (max: number, error?: string) => word(max * 20, error).transform((value) => value.split(',').map((part) => part.trim()).filter(Boolean)).pipe(z.array(word(max)).min(1).max(20));

export const pagingQuery = {
  _count: z.coerce.number().int().min(1).max(MAX_COUNT).optional(),
  _page: z.coerce.number().int().min(1).max(10_000).optional(),
  _format: z.enum(['json', 'application/fhir+json', 'application/json']).optional(),
};

export const idParams = z.object({ id: z.string().min(1).max(64).regex(/^[A-Za-z0-9\-.]{1,64}$/, { error: 'Not a FHIR id' }) });

export function pageOf(query: { _count?: number | undefined; _page?: number | undefined }): Page & { number: number } {
  const count = query._count ?? DEFAULT_COUNT;
  const number = query._page ?? 1;
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

/** The searchset of one page, with `self` and (when more match) `next` links. */
export function bundleOf(request: FastifyRequest, resources: Resource[], page: ReturnType<typeof pageOf>, total: number): Resource {
  const base = fhirBase(request);
  const self = new URL(request.url, publicOrigin(request));
  const pageUrl = (number: number) => {
    const url = new URL(self);
    url.searchParams.set('_page', String(number));
    url.searchParams.set('_count', String(page.count));
    return url.toString();
  };
  const more = page.offset + resources.length < total;
  return searchBundle(resources.map(versioned), { self: pageUrl(page.number), next: more ? pageUrl(page.number + 1) : undefined, total }, (resource) =>
    [base, resource.resourceType, resource.id].join('/'),
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
