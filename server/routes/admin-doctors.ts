import { z } from 'zod';
import { dbId } from '../../src/shared/schemas/db-values.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { t } from '../../src/shared/i18n/format.ts';
import { requireRole } from '../plugins/auth.ts';
import { storedKey } from '../services/files/uploads.ts';
import {
  listDoctorsByStatus, rejectDoctor, verifyDoctor, type DoctorForReview,
} from '../services/doctor-profile/doctor-registration-admin.ts';

const STATUSES = ['pending', 'verified', 'rejected', 'unverified'] as const;

const listQuery = z.object({
  /** `?pending=1` (the default list) or `?status=…`. */
  pending: z.string().optional(),
  status: z.enum(STATUSES).optional(),
});
const idParams = z.object({ id: dbId() });
const rejectBody = z.object({ reason: z.string().trim().min(1).max(1000) });

/** What the verification team needs to decide: the profile, the account to notify and the proof numbers. */
function toReviewItem({ doctor, account, documents }: DoctorForReview) {
  return {
    id: doctor.id,
    slug: doctor.slug,
    first_name: doctor.firstName,
    last_name: doctor.lastName,
    verification_status: doctor.verificationStatus,
    verification_note: doctor.verificationNote,
    registration_completed: doctor.registrationCompleted,
    registration_no: doctor.registrationNumber,
    experience_years: doctor.experienceYears,
    city: doctor.city,
    state: doctor.state,
    country: doctor.country,
    updated_at: doctor.updatedAt.toISOString(),
    account: account
      ? { id: account.id, email: account.email, phone: account.phone, country_code: account.countryCode }
      : null,
    documents: documents.map((doc) => ({
      document_description: doc.kind,
      document_number: doc.number,
      has_file: Boolean(doc.path && storedKey('private', doc.path)),
    })),
  };
}

/**
 * The verification team's doctor decisions over HTTP (admins only): the same
 * services as `npm run admin -- doctors | verify-doctor | reject-doctor`, for
 * when the CLI cannot open the database (PGlite while the server runs).
 */
const adminDoctorRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { config: app.config, database: app.database, log: app.log };
  const guard = { preValidation: requireRole('admin') };

  app.get('/admin/doctors', { ...guard, schema: { querystring: listQuery } }, async (request, reply) => {
    const status = request.query.status ?? 'pending';
    const rows = await listDoctorsByStatus(deps, status);
    reply.header('cache-control', 'private, no-store');
    return { success: true, data: rows.map((row) => toReviewItem(row)) };
  });

  app.post('/admin/doctors/:id/verify', { ...guard, schema: { params: idParams } }, async (request) => {
    const result = await verifyDoctor(deps, String(request.params.id));
    return { success: true, message: t('doctorAdmin.verifiedDone', { id: result.doctorId }), data: { doctor_id: result.doctorId, notified: result.notified } };
  });

  app.post('/admin/doctors/:id/reject', { ...guard, schema: { params: idParams, body: rejectBody } }, async (request) => {
    const result = await rejectDoctor(deps, String(request.params.id), request.body.reason);
    return { success: true, message: t('doctorAdmin.rejectedDone', { id: result.doctorId }), data: { doctor_id: result.doctorId, notified: result.notified } };
  });
};

export default adminDoctorRoutes;
