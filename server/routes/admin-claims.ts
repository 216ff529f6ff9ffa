import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dbId } from '../../src/shared/schemas/db-values.ts';
import { idData, ok } from '../../src/shared/schemas/envelope.ts';
import { requireRole } from '../plugins/auth.ts';
import { publicOrigin } from '../services/seo/public-origin.ts';
import { approveClaim, listClaims, rejectClaim } from '../services/doctor-profile/claims-admin.ts';
import { messagingOf } from './messaging-of.ts';

const claimParams = z.object({ id: dbId() });
const rejectBody = z.object({ reason: z.string().trim().min(1, 'A reason is required to reject a claim.').max(1000) });
const listQuery = z.object({ status: z.enum(['pending', 'approved', 'rejected']).default('pending') });
const text = z.string().nullable();
const claimItem = z.object({
  id: z.number().int(),
  claim_type: z.enum(['claim', 'reclaim']),
  status: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  license_proof_number: z.string(),
  id_proof_number: z.string(),
  license_proof_url: z.string(),
  identity_proof_url: z.string(),
  decision_reason: text,
  created_at: z.string(),
  doctor: z.object({ id: z.number().int(), name: z.string(), slug: z.string(), status: z.string(), user_id: z.number().int().nullable() }),
  claimant: z.object({
    id: z.number().int(), name: z.string(), email: text, email_verified: z.boolean(), phone: text, phone_verified: z.boolean(),
  }),
});

/**
 * The verification team's claim decisions over HTTP, admins only. The same
 * service functions as `npm run admin -- claims | approve-claim | reject-claim`,
 * which stays the operators' tool; this lets a running server (PGlite is one
 * process) be driven without stopping it, e.g. by the end-to-end tests.
 */
const adminClaimRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { preValidation: requireRole('admin') };

  app.get('/admin/claims', { ...admin, schema: { querystring: listQuery, response: { 200: ok(z.array(claimItem)) } } }, async (request, reply) => {
    const rows = await listClaims(messagingOf(request), request.query.status);
    reply.header('cache-control', 'private, no-store');
    return {
      success: true as const,
      data: rows.map(({ claim, doctor, claimant }) => ({
        id: claim.id,
        claim_type: claim.claimType,
        status: claim.status,
        first_name: claim.firstName,
        last_name: claim.lastName,
        license_proof_number: claim.licenseProofNumber,
        id_proof_number: claim.idProofNumber,
        // Proofs stay private: only these admin-only links read them.
        license_proof_url: `/api/admin/claims/${claim.id}/proof/license`,
        identity_proof_url: `/api/admin/claims/${claim.id}/proof/identity`,
        decision_reason: claim.decisionReason,
        created_at: claim.createdAt.toISOString(),
        doctor: { id: doctor.id, name: doctor.name, slug: doctor.slug, status: doctor.status, user_id: doctor.userId },
        claimant: {
          id: claimant.id,
          name: claimant.name,
          email: claimant.email,
          email_verified: claimant.emailVerified,
          phone: claimant.phone,
          phone_verified: claimant.phoneVerified,
        },
      })),
    };
  });

  app.post('/admin/claims/:id/approve', { ...admin, schema: { params: claimParams, response: { 200: ok(z.object({ doctor_user_id: z.number().int(), identifier: z.string() })) } } }, async (request) => {
    const deps = { ...messagingOf(request), publicUrl: publicOrigin(request), fileStore: app.fileStore };
    const { doctorUserId, identifier } = await approveClaim(deps, request.params.id);
    return { success: true as const, message: `Claim ${request.params.id} approved.`, data: { doctor_user_id: doctorUserId, identifier } };
  });

  app.post('/admin/claims/:id/reject', { ...admin, schema: { params: claimParams, body: rejectBody, response: { 200: ok(idData) } } }, async (request) => {
    await rejectClaim(messagingOf(request), request.params.id, request.body.reason);
    return { success: true as const, message: `Claim ${request.params.id} rejected.`, data: { id: request.params.id } };
  });
};

export default adminClaimRoutes;
