import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { t } from '../../src/shared/i18n/format.ts';
import { idParams } from '../../src/shared/schemas/admin.ts';
import { ok } from '../../src/shared/schemas/envelope.ts';
import { addInsurerBody, addNetworkBody, addedEntry, doctorInsurance, insurer, saveDoctorInsuranceBody } from '../../src/shared/schemas/insurance.ts';
import { requireRole } from '../plugins/auth.ts';
import { publicRead } from '../plugins/public-read.ts';
import { CATALOG_SCOPE, CATALOG_TTL_MS } from '../services/common/read-cache.ts';
import { addInsurer, addNetwork, loadInsurers } from '../services/insurance/insurance-catalog.ts';
import { loadDoctorInsurance, saveDoctorInsurance } from '../services/insurance/doctor-insurance.ts';
import { requireVerifiedDoctor } from './doctor-common.ts';

/**
 * The insurance catalog (issue 41): public to read (filters, doctor forms), cached like the rest of
 * the catalog in the reader's language; only the verification team adds to it. A verified doctor
 * states which networks each of their clinics accepts (the portal's Edit Profile, Insurance).
 */
const insuranceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const catalogAnswer = ok(z.array(insurer));
  publicRead(app, {
    method: 'GET',
    url: '/insurers',
    response: catalogAnswer,
    policy: 'catalog',
    read: () =>
      app.readCache.read({
        key: 'insurers',
        scopes: [CATALOG_SCOPE],
        ttlMs: CATALOG_TTL_MS,
        schema: catalogAnswer,
        load: async () => ({ success: true as const, data: await loadInsurers(db) }),
      }),
  });

  // Before validation: a visitor, patient or doctor is refused whatever they send.
  const admin = { preValidation: requireRole('admin') };
  const added = ok(addedEntry);

  app.post('/admin/insurers', { ...admin, schema: { body: addInsurerBody, response: { 200: added } } }, async (request) => {
    const entry = await addInsurer(db, request.body);
    return { success: true as const, message: t('admin.insurance.insurerAdded', { name: request.body.name }), data: entry };
  });

  app.post('/admin/insurers/:id/networks', { ...admin, schema: { params: idParams, body: addNetworkBody, response: { 200: added } } }, async (request) => {
    const entry = await addNetwork(db, request.params.id, request.body);
    return { success: true as const, message: t('admin.insurance.networkAdded', { name: request.body.name }), data: entry };
  });

  const doctor = { preValidation: requireVerifiedDoctor() };
  app.get('/doctor/insurance', { ...doctor, schema: { response: { 200: ok(doctorInsurance) } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { success: true as const, data: await loadDoctorInsurance(db, request.auth!.doctorId!) };
  });

  app.post('/doctor/insurance', { ...doctor, schema: { body: saveDoctorInsuranceBody, response: { 200: ok(doctorInsurance) } } }, async (request) => {
    const data = await saveDoctorInsurance(db, request.auth!.doctorId!, request.body);
    return { success: true as const, message: t('doctorInsurance.saved'), data };
  });
};

export default insuranceRoutes;
