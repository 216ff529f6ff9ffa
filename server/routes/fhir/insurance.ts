/**
 * The insurance side of the FHIR directory (issue 41): the catalog's insurers and networks as
 * Organizations, and a HealthcareService per Schedule naming the networks it takes (Plan-Net's
 * network-reference). Public reads, like the rest of the directory.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { t } from '../../../src/shared/i18n/format.ts';
import { badRequest, notFound } from '../../errors.ts';
import { findSchedules, type ScheduleFilter } from '../../services/fhir/directory.ts';
import { parseOrganizationId, parseScheduleId, scheduleId } from '../../services/fhir/ids.ts';
import { insuranceCatalog, networksOfSchedules, type InsuranceCatalog } from '../../services/fhir/insurance.ts';
import { healthcareService, insurerOrganization, networkOrganization } from '../../services/fhir/insurance-resources.ts';
import { networkIdsOf, refId, tokenCode } from '../../services/fhir/search-params.ts';
import type { Resource } from '../../services/fhir/resources.ts';
import { publicOrigin } from '../../services/seo/public-origin.ts';
import { bundleOf, fhirResource, idParams, list, pageOf, pagingQuery, searchAt, searchInput, sendResource } from './fhir-http.ts';
import { lastUpdatedBounds, lastUpdatedParam } from './includes.ts';

const responses = { response: { 200: fhirResource } };
const organizationQuery = z.strictObject({
  ...pagingQuery,
  _id: list(30).optional(),
  type: list(80).pipe(z.array(z.string().transform(tokenCode).pipe(z.enum(['ins', 'ntwk'])))).optional(),
  partof: z.string().trim().min(1).max(60).optional(),
});
const serviceQuery = z.strictObject({
  ...pagingQuery,
  _id: list(40).optional(),
  location: z.string().trim().min(1).max(40).optional(),
  network: list(30).optional(),
  _lastUpdated: lastUpdatedParam,
});

/** The catalog as Organizations: insurers first, then networks, each in id order. */
function organizations(catalog: InsuranceCatalog, origin: string) {
  return [
    ...catalog.insurers.map((row) => ({ kind: 'insurer' as const, id: row.id, insurerId: row.id, resource: insurerOrganization(row, origin) })),
    ...catalog.networks.map((row) => ({ kind: 'network' as const, id: row.id, insurerId: row.insurer.id, resource: networkOrganization(row, origin) })),
  ];
}

const fhirInsuranceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const invalid = (name: string, type: string) => badRequest(t('fhir.invalidParam', { name, reason: t('fhir.invalidId', { type }) }), { [name]: t('fhir.invalidId', { type }) });

  app.get('/Organization/:id', { schema: { params: idParams, ...responses } }, async (request, reply) => {
    const wanted = parseOrganizationId(request.params.id);
    const found = wanted && organizations(await insuranceCatalog(db), publicOrigin(request)).find((org) => org.kind === wanted.kind && org.id === wanted.id);
    if (!found) throw notFound(t('fhir.notFound', { type: 'Organization', id: request.params.id }));
    return sendResource(reply, found.resource);
  });

  for (const at of searchAt('Organization')) {
    app.route({
      ...at,
      preValidation: searchInput(organizationQuery),
      schema: { querystring: organizationQuery, ...responses },
      handler: async (request, reply) => {
        const query = request.query;
        const page = pageOf(query);
        const ids = query._id?.map((raw) => parseOrganizationId(raw) ?? (() => { throw invalid('_id', 'Organization'); })());
        const partOf = query.partof === undefined ? undefined : parseOrganizationId(query.partof);
        if (query.partof !== undefined && partOf?.kind !== 'insurer') throw invalid('partof', 'Organization');
        const kinds = query.type?.map((code) => (code === 'ins' ? 'insurer' : 'network'));
        const matches = organizations(await insuranceCatalog(db), publicOrigin(request)).filter(
          (org) =>
            (!ids || ids.some((id) => id.kind === org.kind && id.id === org.id)) &&
            (!kinds || kinds.includes(org.kind)) &&
            (!partOf || (org.kind === 'network' && org.insurerId === partOf.id)),
        );
        const shown = matches.slice(page.offset, page.offset + page.count).map((org) => org.resource);
        return sendResource(reply, bundleOf(request, shown, page, matches.length));
      },
    });
  }

  async function services(filter: ScheduleFilter, page: { count: number; offset: number }, origin: string): Promise<{ resources: Resource[]; total: number }> {
    const { rows, total } = await findSchedules(db, filter, page);
    const [networks, catalog] = await Promise.all([networksOfSchedules(db, rows.map((row) => row.ref)), insuranceCatalog(db)]);
    return { resources: rows.map((row) => healthcareService(row, networks.get(scheduleId(row.ref)) ?? [], catalog, origin)), total };
  }
  function parseScheduleIdOrThrow(raw: string) {
    const ref = parseScheduleId(raw);
    if (!ref) throw invalid('_id', 'HealthcareService');
    return ref;
  }

  app.get('/HealthcareService/:id', { schema: { params: idParams, ...responses } }, async (request, reply) => {
    const ref = parseScheduleId(request.params.id);
    const found = ref ? await services({ doctorId: ref.doctorId, type: ref.type, clinicId: ref.type === 'offline' ? ref.clinicId : undefined }, { count: 1, offset: 0 }, publicOrigin(request)) : null;
    if (!found?.resources[0]) throw notFound(t('fhir.notFound', { type: 'HealthcareService', id: request.params.id }));
    return sendResource(reply, found.resources[0]);
  });

  for (const at of searchAt('HealthcareService')) {
    app.route({
      ...at,
      preValidation: searchInput(serviceQuery),
      schema: { querystring: serviceQuery, ...responses },
      handler: async (request, reply) => {
        const query = request.query;
        const page = pageOf(query);
        let filter: ScheduleFilter = { lastUpdated: lastUpdatedBounds(query._lastUpdated), networkIds: networkIdsOf(query.network) };
        if (query._id) {
          if (query._id.length > 1) throw invalid('_id', 'HealthcareService');
          const ref = parseScheduleIdOrThrow(query._id[0]!);
          filter = { ...filter, doctorId: ref.doctorId, type: ref.type, clinicId: ref.type === 'offline' ? ref.clinicId : undefined };
        }
        if (query.location !== undefined) filter = { ...filter, clinicId: refId(query.location, 'Location', 'location') };
        const { resources, total } = await services(filter, page, publicOrigin(request));
        return sendResource(reply, bundleOf(request, resources, page, total));
      },
    });
  }
};

export default fhirInsuranceRoutes;
