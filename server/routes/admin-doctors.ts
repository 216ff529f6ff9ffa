import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { t } from '../../src/shared/i18n/format.ts';
import { dbId } from '../../src/shared/schemas/db-values.ts';
import { doctorDecisionBody, doctorRejectBody, idParams, proofKind, registrationsQuery } from '../../src/shared/schemas/admin.ts';
import { decisionResult, queuePage, registrationDetail as detailSchema, registrationItem } from '../../src/shared/schemas/admin-items.ts';
import { ok } from '../../src/shared/schemas/envelope.ts';
import { notFound } from '../errors.ts';
import { requireRole } from '../plugins/auth.ts';
import { actorOf } from '../services/admin/decisions.ts';
import { markReviewStarted, registrationDetail, searchRegistrations } from '../services/admin/registrations-queue.ts';
import { documentFile } from '../services/doctor-profile/doctor-profile.ts';
import { rejectDoctor, verifyDoctor } from '../services/admin/doctor-registration-admin.ts';
import { sendProof } from './proof-reply.ts';
import { localizeNames } from '../services/common/catalog-names.ts';

const proofParams = z.object({ id: dbId(), kind: proofKind });

/**
 * The verification team's doctor registrations (admins only), for the
 * console at /admin and for scripts: the queue with tab counts and search,
 * one registration in full, its proofs (private, read only through here)
 * and the decisions, which go through the same services as `npm run admin`.
 */
const adminDoctorRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { config: app.config, database: app.database, log: app.log };
  const db = app.database.db;
  // Before validation: a visitor or non-admin is refused whatever they send.
  const guard = { preValidation: requireRole('admin') };

  app.get('/admin/doctors', { ...guard, schema: { querystring: registrationsQuery, response: { 200: queuePage(registrationItem) } } }, async (request, reply) => {
    const { status = 'pending', search, page } = request.query;
    const result = await searchRegistrations(db, { status, search, page });
    reply.header('cache-control', 'private, no-store');
    return { success: true as const, data: localizeNames(result.items), counts: result.counts, total: result.total, last_page: result.lastPage };
  });

  app.get('/admin/doctors/:id', { ...guard, schema: { params: idParams, response: { 200: ok(detailSchema) } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const detail = await registrationDetail(db, request.params.id);
    await markReviewStarted(db, detail.id);
    return { success: true as const, data: localizeNames(detail) };
  });

  app.get('/admin/doctors/:id/proof/:kind', { ...guard, schema: { params: proofParams } }, async (request, reply) => {
    const kind = request.params.kind === 'license' ? 'license_proof' : 'id_proof';
    const file = await documentFile(db, app.fileStore, request.params.id, kind);
    if (!file) throw notFound(t('admin.proofNotFound'));
    const ext = file.path.slice(file.path.lastIndexOf('.') + 1);
    return sendProof(reply, { contentType: file.mimeType, body: file.file.body }, `doctor-${request.params.id}-${request.params.kind}.${ext}`);
  });

  app.post('/admin/doctors/:id/verify', { ...guard, schema: { params: idParams, body: doctorDecisionBody, response: { 200: decisionResult } } }, async (request) => {
    const actor = await actorOf(db, request.auth!.userId);
    const result = await verifyDoctor(deps, String(request.params.id), { actor, expectedStatus: request.body?.expected_status });
    return { success: true as const, message: t('doctorAdmin.verifiedDone', { name: result.name }), data: { doctor_id: result.doctorId, notified: result.notified } };
  });

  app.post('/admin/doctors/:id/reject', { ...guard, schema: { params: idParams, body: doctorRejectBody, response: { 200: decisionResult } } }, async (request) => {
    const actor = await actorOf(db, request.auth!.userId);
    const result = await rejectDoctor(deps, String(request.params.id), request.body.reason, { actor, expectedStatus: request.body.expected_status });
    return { success: true as const, message: t('doctorAdmin.rejectedDone', { name: result.name }), data: { doctor_id: result.doctorId, notified: result.notified } };
  });
};

export default adminDoctorRoutes;
