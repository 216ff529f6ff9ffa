/**
 * GET /fhir/CodeSystem/<id>, /fhir/OperationDefinition/<id> and /fhir/StructureDefinition/<id>: what
 * our resources and the CapabilityStatement cite resolves (issue 39). Unknown ids are 404 OperationOutcomes.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { t } from '../../../src/shared/i18n/format.ts';
import { notFound } from '../../errors.ts';
import { CANCEL_OPERATION_ID, cancelOperationDefinition, catalogSpecialities, specialityCodeSystem, VISIT_MODE_ID, visitModeDefinition } from '../../services/fhir/terminology.ts';
import { publicOrigin } from '../../services/seo/public-origin.ts';
import { fhirBase, fhirResource, idParams, sendResource } from './fhir-http.ts';

const responses = { response: { 200: fhirResource } };

const fhirTerminologyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get('/CodeSystem/:id', { schema: { params: idParams, ...responses } }, async (request, reply) => {
    if (request.params.id !== 'speciality') throw notFound(t('fhir.notFound', { type: 'CodeSystem', id: request.params.id }));
    return sendResource(reply, specialityCodeSystem(await catalogSpecialities(db), publicOrigin(request)));
  });

  app.get('/OperationDefinition/:id', { schema: { params: idParams, ...responses } }, async (request, reply) => {
    if (request.params.id !== CANCEL_OPERATION_ID) throw notFound(t('fhir.notFound', { type: 'OperationDefinition', id: request.params.id }));
    return sendResource(reply, cancelOperationDefinition(fhirBase(request)));
  });

  app.get('/StructureDefinition/:id', { schema: { params: idParams, ...responses } }, async (request, reply) => {
    if (request.params.id !== VISIT_MODE_ID) throw notFound(t('fhir.notFound', { type: 'StructureDefinition', id: request.params.id }));
    return sendResource(reply, visitModeDefinition(publicOrigin(request)));
  });
};

export default fhirTerminologyRoutes;
