/**
 * The verification team's side of claims (npm run admin -- claims …).
 * Approval hands the doctor profile to the claimant: a doctor account for
 * the claimant's verified email (else verified phone) is found or created,
 * becomes the profile's owner, and the profile becomes verified with a
 * finished registration, so that address signs in at /doctor-login. The
 * licence and ID numbers and proofs the claim was approved on become the
 * profile's documents (replacing a former owner's), so the new owner can save
 * Professional Info without uploading them again. The claimant hears about
 * either outcome.
 */
import type { FileStore } from '../files/file-store.ts';
import { and, asc, eq } from 'drizzle-orm';
import { displayName } from '../../../src/shared/format/display-name.ts';
import { t } from '../../../src/shared/i18n/format.ts';
import { doctors } from '../../db/schema/doctors.ts';
import { assignClaimedProfile, findDoctorOfUser, refreshDoctorStats } from '../../repositories/doctors.ts';
import { claims } from '../../db/schema/engagement.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../errors.ts';
import type { ClaimRow } from '../doctor-profile/claims.ts';
import { now } from '../common/clock.ts';
import { copyProof, discardFiles, upsertDocument, type StoredProof } from '../doctor-profile/doctor-profile-documents.ts';
import { sendThroughQueue } from '../messaging/message-job.ts';
import type { MessagingDeps } from '../messaging/send-message.ts';
import { findOrCreateVerifiedUser, type UserRow } from '../auth/session-users.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import { decidedMeanwhile, recordDecision, type AdminActor } from './decisions.ts';
import { COMMAND_LINE } from './doctor-registration-admin.ts';

export interface PendingClaim {
  claim: ClaimRow;
  doctor: { id: number; name: string; slug: string; status: string; userId: number | null };
  claimant: { id: number; name: string; email: string | null; emailVerified: boolean; phone: string | null; phoneVerified: boolean };
}

/** Thrown inside a transaction when another decision came first. */
const RACE_LOST = new Error('decided meanwhile');

/** A failure the admin reads (the CLI prints the message). */
const refuse = (message: string) => new AppError(400, message);

export async function listClaims(deps: MessagingDeps, status: ClaimRow['status'] = 'pending'): Promise<PendingClaim[]> {
  const rows = await deps.database.db
    .select({ claim: claims, doctor: doctors, claimant: users })
    .from(claims)
    .innerJoin(doctors, eq(doctors.id, claims.doctorId))
    .innerJoin(users, eq(users.id, claims.userId))
    .where(eq(claims.status, status))
    .orderBy(asc(claims.createdAt), asc(claims.id));
  return rows.map(({ claim, doctor, claimant }) => ({
    claim,
    doctor: { id: doctor.id, name: displayName(`${doctor.firstName} ${doctor.lastName}`), slug: doctor.slug, status: doctor.verificationStatus, userId: doctor.userId },
    claimant: {
      id: claimant.id,
      name: [claimant.firstName, claimant.lastName].filter(Boolean).join(' '),
      email: claimant.email,
      emailVerified: claimant.emailVerifiedAt !== null,
      phone: claimant.phone ? `${claimant.countryCode ?? ''}${claimant.phone}` : null,
      phoneVerified: claimant.phoneVerifiedAt !== null,
    },
  }));
}

/** The address the claimant proved: verified email first, else verified phone. */
function verifiedContact(user: UserRow): { identifier: string; channel: 'email' | 'phone' } | null {
  if (user.email && user.emailVerifiedAt) return { identifier: user.email.trim().toLowerCase(), channel: 'email' };
  if (user.phone && user.phoneVerifiedAt) return { identifier: `${user.countryCode ?? ''}${user.phone}`.replace(/[^\d+]/g, ''), channel: 'phone' };
  return null;
}

/**
 * The claim, still pending. For the console (`actor` given) a claim someone
 * else decided first is a 409 naming who; the command line reads the status.
 */
async function loadPending(deps: MessagingDeps, claimId: number, actor?: AdminActor) {
  const db = deps.database.db;
  const [row] = await db
    .select({ claim: claims, doctor: doctors, claimant: users })
    .from(claims)
    .innerJoin(doctors, eq(doctors.id, claims.doctorId))
    .innerJoin(users, eq(users.id, claims.userId))
    .where(eq(claims.id, claimId));
  if (!row) throw new AppError(404, t('claim.notFound'));
  if (row.claim.status !== 'pending') {
    throw actor ? await decidedMeanwhile(db, 'claim', claimId) : refuse(`Claim ${claimId} is already ${row.claim.status}.`);
  }
  return row;
}

async function notify(deps: MessagingDeps, contact: { identifier: string; channel: 'email' | 'phone' } | null, subject: string, body: string) {
  if (!contact) return;
  await sendThroughQueue(deps, [{ channel: contact.channel === 'email' ? 'email' : 'sms', to: contact.identifier, subject, body }]);
}

export async function approveClaim(
  deps: MessagingDeps & { publicUrl: string; fileStore: FileStore },
  claimId: number,
  actor?: AdminActor,
): Promise<{ doctorUserId: number; identifier: string }> {
  const db = deps.database.db;
  const { claim, doctor, claimant } = await loadPending(deps, claimId, actor);
  const contact = verifiedContact(claimant);
  if (!contact) throw refuse(`The claimant (user ${claimant.id}) has no verified email or phone; nothing to sign in with.`);

  const { user: account } = await findOrCreateVerifiedUser(db, 'doctor', contact.identifier, contact.channel);
  const owned = await findDoctorOfUser(db, account.id);
  if (owned && owned.id !== doctor.id) {
    throw refuse(`The doctor account ${account.id} (${contact.identifier}) already owns doctor profile ${owned.id}; resolve that first.`);
  }

  const at = now();
  const previousOwner = doctor.userId !== null && doctor.userId !== account.id ? doctor.userId : null;
  const files = deps.fileStore;
  const copies: (StoredProof | null)[] = [];
  let replaced: (string | null)[];
  try {
    copies.push(await copyProof(files, 'license_proof', claim.licenseProofPath));
    copies.push(await copyProof(files, 'id_proof', claim.identityProofPath));
    replaced = await db.transaction(async (tx) => {
      const [decided] = await tx
        .update(claims)
        .set({ status: 'approved', decidedAt: at, updatedAt: at })
        .where(and(eq(claims.id, claim.id), eq(claims.status, 'pending')))
        .returning({ id: claims.id });
      // Read the log after the transaction: PGlite has one connection, held by this transaction.
      if (!decided) throw RACE_LOST;
      await recordDecision(tx, actor ?? COMMAND_LINE, { subjectType: 'claim', subjectId: claim.id, action: 'approve', at });
      await assignClaimedProfile(tx, doctor.id, account.id, at);
      const old = [
        await upsertDocument(tx, doctor.id, 'license_proof', claim.licenseProofNumber, copies[0] ?? null),
        await upsertDocument(tx, doctor.id, 'id_proof', claim.idProofNumber, copies[1] ?? null),
      ];
      await refreshDoctorStats(tx, [doctor.id]);
      return old;
    });
  } catch (error) {
    await discardFiles(files, { proofs: copies.map((copy) => copy?.path) });
    throw error === RACE_LOST ? await decidedMeanwhile(db, 'claim', claimId) : error;
  }
  await discardFiles(files, { proofs: replaced });
  // A reclaim takes the profile away from its former account: end that account's sessions.
  if (previousOwner !== null) await revokeUserSessions(db, previousOwner);

  const doctorName = t('booking.mail.doctorName', { name: displayName(`${doctor.firstName} ${doctor.lastName}`) });
  await notify(
    deps,
    contact,
    t('claim.mail.approvedSubject', { doctor: doctorName }),
    t('claim.mail.approvedBody', { doctor: doctorName, url: `${deps.publicUrl.replace(/\/+$/, '')}/doctor-login`, identifier: contact.identifier }),
  );
  return { doctorUserId: account.id, identifier: contact.identifier };
}

export async function rejectClaim(deps: MessagingDeps, claimId: number, reason: string, actor?: AdminActor): Promise<void> {
  const db = deps.database.db;
  const text = reason.trim();
  if (!text) throw refuse('A reason is required to reject a claim.');
  const { claim, doctor, claimant } = await loadPending(deps, claimId, actor);
  const at = now();
  const decided = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(claims)
      .set({ status: 'rejected', decisionReason: text, decidedAt: at, updatedAt: at })
      .where(and(eq(claims.id, claim.id), eq(claims.status, 'pending')))
      .returning({ id: claims.id });
    if (row) await recordDecision(tx, actor ?? COMMAND_LINE, { subjectType: 'claim', subjectId: claim.id, action: 'reject', reason: text, at });
    return row;
  });
  if (!decided) throw await decidedMeanwhile(db, 'claim', claimId);
  const doctorName = t('booking.mail.doctorName', { name: displayName(`${doctor.firstName} ${doctor.lastName}`) });
  // Only a verified address hears back: an unverified one may be anybody's.
  const contact = verifiedContact(claimant);
  await notify(deps, contact, t('claim.mail.rejectedSubject', { doctor: doctorName }), t('claim.mail.rejectedBody', { doctor: doctorName, reason: text }));
}
