import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dbId } from '../../src/shared/schemas/db-values.ts';
import { t } from '../../src/shared/i18n/format.ts';
import { claimData, claimFields } from '../../src/shared/schemas/claim.ts';
import { ok } from '../../src/shared/schemas/envelope.ts';
import { notFound } from '../errors.ts';
import { requireRole } from '../plugins/auth.ts';
import { parseForm, readForm } from '../plugins/multipart.ts';
import { claimProofPath, submitClaim } from '../services/doctor-profile/claims.ts';
import { readStoredFile } from '../services/files/uploads.ts';
import { notifyNewClaim } from '../services/admin/notify-team.ts';
import { publicOrigin } from '../services/seo/public-origin.ts';
import { messagingOf } from './messaging-of.ts';
import { sendProof } from './proof-reply.ts';

const proofParams = z.object({
  id: dbId(),
  kind: z.enum(['license', 'identity', 'license_proof', 'identity_proof']).transform((kind) => (kind.startsWith('license') ? 'license' : 'identity') as 'license' | 'identity'),
});

/** Claim and Reclaim (001 §2, §5, §7), and the admin's view of the proofs. */
const claimRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/add-claim', { config: { form: claimFields, formFiles: ['license_proof', 'identity_proof'] }, preValidation: requireRole('user'), schema: { response: { 200: ok(claimData) } } }, async (request) => {
    const { fields, files } = await readForm(request);
    const input = parseForm(claimFields, fields);
    const claim = await submitClaim({ db: app.database.db, fileStore: app.fileStore }, request.auth!.userId, input, files);
    await notifyNewClaim(messagingOf(request), publicOrigin(request), claim);
    return {
      success: true as const,
      message: t(claim.claimType === 'reclaim' ? 'claim.submitted.reclaim' : 'claim.submitted.claim'),
      data: { claim: { id: claim.id, doctor_id: claim.doctorId, claim_type: claim.claimType, status: claim.status, created_at: claim.createdAt.toISOString() } },
    };
  });

  // Proofs are private files: only an admin reads them, through here.
  app.get('/admin/claims/:id/proof/:kind', { preValidation: requireRole('admin'), schema: { params: proofParams } }, async (request, reply) => {
    const relative = await claimProofPath(app.database.db, request.params.id, request.params.kind);
    const file = relative ? await readStoredFile(app.fileStore, 'private', relative) : null;
    if (!file) throw notFound(t('common.notFound'));
    const ext = path.extname(relative!).slice(1);
    return sendProof(reply, file, `claim-${request.params.id}-${request.params.kind}.${ext}`);
  });
};

export default claimRoutes;
