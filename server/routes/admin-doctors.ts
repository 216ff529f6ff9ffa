import { z } from 'zod';
import { dbId } from '../../src/shared/schemas/db-values.ts';
import { ok } from '../../src/shared/schemas/envelope.ts';
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
const text = z.string().nullable();
const reviewItem = z.object({
  id: z.number().int(),
  slug: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  verification_status: z.enum(STATUSES),
  verification_note: text,
  registration_completed: z.boolean(),
  registration_no: text,
  experience_years: z.number().int(),
  city: text,
  state: text,
  country: text,
  updated_at: z.string(),
  account: z.object({ id: z.number().int(), email: text, phone: text, country_code: text }).nullable(),
  documents: z.array(z.object({ document_description: z.string(), document_number: z.string(), has_file: z.boolean() })),
});
const decision = { params: idParams, response: { 200: ok(z.object({ doctor_id: z.number().int(), notified: z.string().nullable() })) } };

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

  app.get('/admin/doctors', { ...guard, schema: { querystring: listQuery, response: { 200: ok(z.array(reviewItem)) } } }, async (request, reply) => {
    const status = request.query.status ?? 'pending';
    const rows = await listDoctorsByStatus(deps, status);
    reply.header('cache-control', 'private, no-store');
    return { success: true as const, data: rows.map((row) => toReviewItem(row)) };
  });

  app.post('/admin/doctors/:id/verify', { ...guard, schema: decision }, async (request) => {
    const result = await verifyDoctor(deps, String(request.params.id));
    return { success: true as const, message: t('doctorAdmin.verifiedDone', { id: result.doctorId }), data: { doctor_id: result.doctorId, notified: result.notified } };
  });

  app.post('/admin/doctors/:id/reject', { ...guard, schema: { ...decision, body: rejectBody } }, async (request) => {
    const result = await rejectDoctor(deps, String(request.params.id), request.body.reason);
    return { success: true as const, message: t('doctorAdmin.rejectedDone', { id: result.doctorId }), data: { doctor_id: result.doctorId, notified: result.notified } };
  });
};

export default adminDoctorRoutes;
