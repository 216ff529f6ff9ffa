import { and, eq } from 'drizzle-orm';
import { t } from '../../../src/shared/i18n/format.ts';
import type { ClaimFields } from '../../../src/shared/schemas/claim.ts';
import type { Db } from '../../db/client.ts';
import { claims } from '../../db/schema/engagement.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import type { UploadedFile } from '../files/upload-types.ts';
import { now } from '../common/clock.ts';
import { checkProof, removeStoredFile, storeFile } from '../files/uploads.ts';
import type { FileStore } from '../files/file-store.ts';
import { findDoctor } from '../../repositories/doctors.ts';

export type ClaimRow = typeof claims.$inferSelect;

export interface ClaimDeps {
  db: Db;
  fileStore: FileStore;
}

/** Where claim proofs live: DATA_DIR/uploads/private/claims (never public). */
export const CLAIMS_AREA = 'claims';

/**
 * POST /api/add-claim (001 §2 Claim and Reclaim). 'claim' is for a profile
 * that is not verified, 'reclaim' for a verified one. Both proofs are
 * required and checked by content; they are stored privately. One pending
 * request per patient and profile.
 */
export async function submitClaim(deps: ClaimDeps, userId: number, fields: ClaimFields, files: Map<string, UploadedFile>): Promise<ClaimRow> {
  const { db } = deps;
  const license = files.get('license_proof');
  const identity = files.get('identity_proof');
  if (!license) throw badRequest(t('claim.licenseProofRequired'), { license_proof: t('claim.licenseProofRequired') });
  if (!identity) throw badRequest(t('claim.idProofRequired'), { identity_proof: t('claim.idProofRequired') });

  const doctor = await findDoctor(db, fields.doctor_id);
  // A self-registration awaiting review is not public, so nobody can claim it either.
  if (!doctor?.listed) throw notFound(t('doctor.notFound'));
  const verified = doctor.verificationStatus === 'verified';
  if (fields.claim_type === 'claim' && verified) throw badRequest(t('claim.alreadyVerified'), { claim_type: t('claim.alreadyVerified') });
  if (fields.claim_type === 'reclaim' && !verified) throw badRequest(t('claim.notVerified'), { claim_type: t('claim.notVerified') });

  const pending = and(eq(claims.userId, userId), eq(claims.doctorId, doctor.id), eq(claims.status, 'pending'));
  const [open] = await db.select({ id: claims.id }).from(claims).where(pending).limit(1);
  if (open) throw conflict(t('claim.pendingExists'));

  const licenseExt = await checkProof(license);
  const identityExt = await checkProof(identity);
  const stored: string[] = [];
  try {
    stored.push(await storeFile(deps.fileStore, 'private', CLAIMS_AREA, licenseExt, license.buffer));
    stored.push(await storeFile(deps.fileStore, 'private', CLAIMS_AREA, identityExt, identity.buffer));
    const at = now();
    const [row] = await db
      .insert(claims)
      .values({
        doctorId: doctor.id,
        userId,
        claimType: fields.claim_type,
        firstName: fields.first_name,
        lastName: fields.last_name,
        licenseProofNumber: fields.license_proof_number,
        idProofNumber: fields.id_proof_number,
        licenseProofPath: stored[0]!,
        identityProofPath: stored[1]!,
        status: 'pending',
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    return row!;
  } catch (error) {
    for (const file of stored) await removeStoredFile(deps.fileStore, 'private', file);
    throw error;
  }
}

export type ProofKind = 'license' | 'identity';

/** The stored relative path of one proof of a claim, or null. */
export async function claimProofPath(db: Db, claimId: number, kind: ProofKind): Promise<string | null> {
  const [row] = await db
    .select({ license: claims.licenseProofPath, identity: claims.identityProofPath })
    .from(claims)
    .where(eq(claims.id, claimId));
  return row ? row[kind] : null;
}
