/**
 * FHIR reads of the directory: Practitioner, PractitionerRole, Location, Schedule and Slot, each
 * read by id and searched as a Bundle (what is supported is listed in /fhir/metadata).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { t } from '../../../src/shared/i18n/format.ts';
import { msg } from '../../../src/shared/schemas/message.ts';
import { badRequest, notFound } from '../../errors.ts';
import { now } from '../../services/common/clock.ts';
import { clinicsOfDoctors, findClinics, findDoctors, findSchedules, type ClinicRow, type DoctorRow } from '../../services/fhir/directory.ts';
import { insuranceCatalog, networksOfDoctors } from '../../services/fhir/insurance.ts';
import { networkReferences } from '../../services/fhir/insurance-resources.ts';
import { numericId, parseScheduleId, parseSlotId, scheduleId } from '../../services/fhir/ids.ts';
import { networkIdsOf, parseStart, refId, scheduleRefOf, slotWindow, tokenCode } from '../../services/fhir/search-params.ts';
import { updatedWithin } from '../../services/fhir/last-updated.ts';
import { location, practitioner, practitionerRole, schedule, slot, slotDeepLink, withDistances, type Resource } from '../../services/fhir/resources.ts';
import { findSlot, scheduleSource, slotsBetween, type SlotEntry } from '../../services/fhir/slots.ts';
import { publicOrigin } from '../../services/seo/public-origin.ts';
import { parseNear } from '../../services/fhir/near-param.ts';
import { bundleOf, fhirResource, idParams, list, numericIds, pageOf, pagingQuery, searchAt, searchInput, sendResource } from './fhir-http.ts';
import { asks, includeParam, lastUpdatedBounds, lastUpdatedParam, SEARCH_INCLUDES, SEARCH_REVINCLUDES } from './includes.ts';

const responses = { response: { 200: fhirResource } };
const text = (max: number) => z.string().trim().min(1).max(max);

const practitionerQuery = z.strictObject({
  ...pagingQuery,
  _id: list(12).optional(),
  name: text(100).optional(),
  _lastUpdated: lastUpdatedParam,
  _revinclude: includeParam('_revinclude', SEARCH_REVINCLUDES.Practitioner),
});
const roleQuery = z.strictObject({
  ...pagingQuery,
  _id: list(12).optional(),
  _lastUpdated: lastUpdatedParam,
  _include: includeParam('_include', SEARCH_INCLUDES.PractitionerRole),
  specialty: text(200).optional(),
  practitioner: text(40).optional(),
  location: text(40).optional(),
  'location.address-city': text(100).optional(),
  'location.address-city:exact': text(100).optional(),
  network: list(30).optional(),
});
const locationQuery = z.strictObject({
  ...pagingQuery,
  _id: list(12).optional(),
  'address-city': text(100).optional(),
  'address-city:exact': text(100).optional(),
  near: text(100).optional(),
  _lastUpdated: lastUpdatedParam,
  _revinclude: includeParam('_revinclude', SEARCH_REVINCLUDES.Location),
});
const scheduleQuery = z.strictObject({ ...pagingQuery, _id: list(40).optional(), actor: text(60).optional(), _lastUpdated: lastUpdatedParam });
const startValue = z.string().trim().min(1).max(40);
const slotQuery = z.strictObject({
  ...pagingQuery,
  schedule: list(60, msg('fhir.scheduleRequired')),
  start: z.union([startValue, z.array(startValue).min(1).max(2)]).optional(),
  status: list(10).pipe(z.array(z.enum(['free', 'busy']))).optional(),
  _sort: z.enum(['start', '-start'], msg('fhir.badSort')).optional(),
  _lastUpdated: lastUpdatedParam,
  _include: includeParam('_include', SEARCH_INCLUDES.Slot),
});

const fhirDirectoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const missing = (type: string, id: string) => notFound(t('fhir.notFound', { type, id }));

  async function doctorById(id: string): Promise<DoctorRow | null> {
    const doctorId = numericId(id);
    if (doctorId === null) return null;
    const { rows } = await findDoctors(db, { ids: [doctorId] }, { count: 1, offset: 0 });
    return rows[0] ?? null;
  }

  app.get('/Practitioner/:id', { schema: { params: idParams, ...responses } }, async (request, reply) => {
    const doctor = await doctorById(request.params.id);
    if (!doctor) throw missing('Practitioner', request.params.id);
    return sendResource(reply, practitioner(doctor, publicOrigin(request)));
  });

  for (const at of searchAt('Practitioner')) {
    app.route({
      ...at,
      preValidation: searchInput(practitionerQuery),
      schema: { querystring: practitionerQuery, ...responses },
      handler: async (request, reply) => {
        const query = request.query;
        const page = pageOf(query);
        const { rows, total } = await findDoctors(db, { ids: numericIds(query._id, 'Practitioner'), name: query.name, lastUpdated: lastUpdatedBounds(query._lastUpdated) }, page);
        // A Practitioner's role has the doctor's id: one each.
        const included = asks(query._revinclude, 'PractitionerRole:practitioner') ? await roles(rows, publicOrigin(request)) : [];
        return sendResource(reply, bundleOf(request, rows.map((row) => practitioner(row, publicOrigin(request))), page, total, included));
      },
    });
  }

  /** The doctors' roles: their clinics, and the networks those accept (Plan-Net's network-reference). */
  async function roles(doctors: DoctorRow[], origin: string, clinicRows?: ClinicRow[]): Promise<Resource[]> {
    const ids = doctors.map((doctor) => doctor.id);
    const [clinics, networks, catalog] = await Promise.all([clinicRows ?? clinicsOfDoctors(db, ids), networksOfDoctors(db, ids), insuranceCatalog(db)]);
    return doctors.map((doctor) =>
      practitionerRole(doctor, clinics.filter((clinic) => clinic.doctorId === doctor.id), origin, networkReferences(networks.get(doctor.id) ?? [], catalog)),
    );
  }

  app.get('/PractitionerRole/:id', { schema: { params: idParams, ...responses } }, async (request, reply) => {
    const doctor = await doctorById(request.params.id);
    if (!doctor) throw missing('PractitionerRole', request.params.id);
    const [role] = await roles([doctor], publicOrigin(request));
    return sendResource(reply, role!);
  });

  for (const at of searchAt('PractitionerRole')) {
    app.route({
      ...at,
      preValidation: searchInput(roleQuery),
      schema: { querystring: roleQuery, ...responses },
      handler: async (request, reply) => {
        const query = request.query;
        const page = pageOf(query);
        const ids = numericIds(query._id, 'PractitionerRole') ?? (query.practitioner ? [refId(query.practitioner, 'Practitioner', 'practitioner')] : undefined);
        const { rows, total } = await findDoctors(
          db,
          {
            ids,
            specialty: query.specialty === undefined ? undefined : tokenCode(query.specialty),
            city: query['location.address-city'],
            cityExact: query['location.address-city:exact'],
            clinicId: query.location === undefined ? undefined : refId(query.location, 'Location', 'location'),
            lastUpdated: lastUpdatedBounds(query._lastUpdated),
            lastUpdatedOf: 'role',
            networkIds: networkIdsOf(query.network),
          },
          page,
        );
        const origin = publicOrigin(request);
        const clinics = await clinicsOfDoctors(db, rows.map((doctor) => doctor.id));
        const matches = await roles(rows, origin, clinics);
        const included = [
          ...(asks(query._include, 'PractitionerRole:practitioner') ? rows.map((doctor) => practitioner(doctor, origin)) : []),
          ...(asks(query._include, 'PractitionerRole:location') ? clinics.map((clinic) => location(clinic, origin)) : []),
        ];
        return sendResource(reply, bundleOf(request, matches, page, total, included));
      },
    });
  }

  app.get('/Location/:id', { schema: { params: idParams, ...responses } }, async (request, reply) => {
    const id = numericId(request.params.id);
    const { rows } = id === null ? { rows: [] } : await findClinics(db, { ids: [id] }, { count: 1, offset: 0 });
    if (!rows[0]) throw missing('Location', request.params.id);
    return sendResource(reply, location(rows[0], publicOrigin(request)));
  });

  for (const at of searchAt('Location')) {
    app.route({
      ...at,
      preValidation: searchInput(locationQuery),
      schema: { querystring: locationQuery, ...responses },
      handler: async (request, reply) => {
        const query = request.query;
        const page = pageOf(query);
        const near = query.near === undefined ? undefined : parseNear(query.near);
        const { rows, total } = await findClinics(
          db,
          {
            ids: numericIds(query._id, 'Location'),
            city: query['address-city'],
            cityExact: query['address-city:exact'],
            near,
            lastUpdated: lastUpdatedBounds(query._lastUpdated),
          },
          page,
        );
        let included: Resource[] = [];
        if (asks(query._revinclude, 'PractitionerRole:location') && rows.length) {
          // Each clinic is one doctor's: one role per Location.
          const doctorIds = [...new Set(rows.map((row) => row.doctorId))];
          included = await roles((await findDoctors(db, { ids: doctorIds }, { count: doctorIds.length, offset: 0 })).rows, publicOrigin(request));
        }
        const bundle = bundleOf(request, rows.map((row) => location(row, publicOrigin(request))), page, total, included);
        if (!near) return sendResource(reply, bundle);
        return sendResource(reply, withDistances(bundle, new Map(rows.map((row) => [String(row.id), row.distanceKm ?? 0]))));
      },
    });
  }

  app.get('/Schedule/:id', { schema: { params: idParams, ...responses } }, async (request, reply) => {
    const ref = parseScheduleId(request.params.id);
    const { rows } = ref
      ? await findSchedules(db, { doctorId: ref.doctorId, type: ref.type, clinicId: ref.type === 'offline' ? ref.clinicId : undefined }, { count: 1, offset: 0 })
      : { rows: [] };
    if (!rows[0]) throw missing('Schedule', request.params.id);
    return sendResource(reply, schedule(rows[0], publicOrigin(request)));
  });

  for (const at of searchAt('Schedule')) {
    app.route({
      ...at,
      preValidation: searchInput(scheduleQuery),
      schema: { querystring: scheduleQuery, ...responses },
      handler: async (request, reply) => {
        const query = request.query;
        const page = pageOf(query);
        let filter: Parameters<typeof findSchedules>[1] = { lastUpdated: lastUpdatedBounds(query._lastUpdated) };
        if (query._id) {
          if (query._id.length > 1) throw badRequest(t('fhir.invalidParam', { name: '_id', reason: t('fhir.invalidId', { type: 'Schedule' }) }));
          const ref = parseScheduleId(query._id[0]!);
          if (!ref) throw badRequest(t('fhir.invalidId', { type: 'Schedule' }), { _id: t('fhir.invalidId', { type: 'Schedule' }) });
          filter = { ...filter, doctorId: ref.doctorId, type: ref.type, clinicId: ref.type === 'offline' ? ref.clinicId : undefined };
        }
        if (query.actor) {
          const [type] = query.actor.split('/');
          if (type === 'Location') filter = { ...filter, clinicId: refId(query.actor, 'Location', 'actor') };
          else filter = { ...filter, doctorId: refId(query.actor, type === 'PractitionerRole' ? 'PractitionerRole' : 'Practitioner', 'actor') };
        }
        const { rows, total } = await findSchedules(db, filter, page);
        return sendResource(reply, bundleOf(request, rows.map((row) => schedule(row, publicOrigin(request))), page, total));
      },
    });
  }

  app.get('/Slot/:id', { schema: { params: idParams, ...responses } }, async (request, reply) => {
    const ref = parseSlotId(request.params.id);
    const entry = ref ? await findSlot(db, ref, now()) : null;
    if (!entry) throw missing('Slot', request.params.id);
    const [doctor] = (await findDoctors(db, { ids: [entry.ref.schedule.doctorId] }, { count: 1, offset: 0 })).rows;
    const origin = publicOrigin(request);
    return sendResource(reply, slot(entry, origin, { deepLink: doctor ? slotDeepLink(origin, doctor, entry) : undefined, doctor }));
  });

  for (const at of searchAt('Slot')) {
    app.route({
      ...at,
      preValidation: searchInput(slotQuery),
      schema: { querystring: slotQuery, ...responses },
      handler: async (request, reply) => {
        const query = request.query;
        const page = pageOf(query);
        const at = now();
        const refs = query.schedule.map(scheduleRefOf);
        if (refs.length > 10) throw badRequest(t('fhir.invalidParam', { name: 'schedule', reason: t('fhir.scheduleRequired') }));
        const bounds = (query.start === undefined ? [] : Array.isArray(query.start) ? query.start : [query.start]).map(parseStart);
        const updated = lastUpdatedBounds(query._lastUpdated);
        const entries: SlotEntry[] = [];
        const doctorIds = new Set<number>();
        for (const ref of refs) {
          const source = await scheduleSource(db, ref);
          if (!source) continue;
          const { from, to } = slotWindow(bounds, source.timeZone, at);
          for (const entry of await slotsBetween(db, ref, source, from, to, at)) {
            if ((!query.status || query.status.includes(entry.status)) && (!updated || updatedWithin(updated, entry.updatedAt!))) {
              entries.push(entry);
              doctorIds.add(ref.doctorId);
            }
          }
        }
        const direction = query._sort === '-start' ? -1 : 1;
        entries.sort((a, b) => direction * (a.start.getTime() - b.start.getTime()));
        const shown = entries.slice(page.offset, page.offset + page.count);
        const { rows: doctors } = await findDoctors(db, { ids: [...doctorIds] }, { count: Math.max(doctorIds.size, 1), offset: 0 });
        const byId = new Map(doctors.map((doctor) => [doctor.id, doctor]));
        const origin = publicOrigin(request);
        const resources = shown.map((entry) => {
          const doctor = byId.get(entry.ref.schedule.doctorId);
          return slot(entry, origin, { deepLink: doctor ? slotDeepLink(origin, doctor, entry) : undefined, doctor });
        });
        const included: Resource[] = [];
        if (asks(query._include, 'Slot:schedule')) {
          // One read per schedule of the page (at most 10), however many of its slots the page shows.
          const refsShown = new Map(shown.map((entry) => [scheduleId(entry.ref.schedule), entry.ref.schedule]));
          for (const ref of refsShown.values()) {
            const filter = { doctorId: ref.doctorId, type: ref.type, clinicId: ref.type === 'offline' ? ref.clinicId : undefined };
            included.push(...(await findSchedules(db, filter, { count: 1, offset: 0 })).rows.map((row) => schedule(row, origin)));
          }
        }
        return sendResource(reply, bundleOf(request, resources, page, entries.length, included));
      },
    });
  }
};

export default fhirDirectoryRoutes;
