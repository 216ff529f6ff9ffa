/**
 * The verification team's side of doctor registrations (npm run admin --
 * doctors / verify-doctor / reject-doctor). A registered doctor is 'pending'
 * until verified; only a verified doctor can sign in and be booked. Either
 * decision is sent to the doctor's account email (else phone).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { displayName } from '../../../src/shared/format/display-name.ts';
import { t } from '../../../src/shared/i18n/format.ts';
import { doctors } from '../../db/schema/doctors.ts';
import { refreshDoctorStats, setRejected, setVerified } from '../../repositories/doctors.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../errors.ts';
import { now } from '../common/clock.ts';
import { loadDocuments, type DocumentRow } from '../doctor-profile/doctor-profile-documents.ts';
import { sendThroughQueue } from '../messaging/message-job.ts';
import type { MessagingDeps } from '../messaging/send-message.ts';
import { verifiedContactOf } from '../messaging/verified-contact.ts';
import { decidedMeanwhile, recordDecision, type AdminActor } from './decisions.ts';

type DoctorRow = typeof doctors.$inferSelect;
type UserRow = typeof users.$inferSelect;
export type VerificationStatus = DoctorRow['verificationStatus'];

const refuse = (message: string) => new AppError(400, message);

/** Who decides, and the status they saw (the console sends it: a decision in between is a 409, not an override). */
export interface DecisionOptions {
  actor?: AdminActor;
  expectedStatus?: VerificationStatus | undefined;
}

/** `npm run admin` without --as. */
export const COMMAND_LINE: AdminActor = { adminId: null, label: 'command line' };

export interface DoctorForReview {
  doctor: DoctorRow;
  account: UserRow | null;
  documents: DocumentRow[];
}

/** Registrations in a state (pending by default), oldest submission first, with their documents. */
export async function listDoctorsByStatus(deps: MessagingDeps, status: VerificationStatus = 'pending'): Promise<DoctorForReview[]> {
  const db = deps.database.db;
  const rows = await db
    .select({ doctor: doctors, account: users })
    .from(doctors)
    .leftJoin(users, eq(users.id, doctors.userId))
    .where(and(eq(doctors.verificationStatus, status), status === 'pending' ? eq(doctors.registrationCompleted, true) : undefined))
    .orderBy(asc(doctors.updatedAt), asc(doctors.id))
    .limit(500);
  return Promise.all(rows.map(async (row) => ({ ...row, documents: await loadDocuments(db, row.doctor.id) })));
}

/** A doctor by profile id, or by the email of their account (or their listed contact email). */
export async function findDoctor(deps: MessagingDeps, idOrEmail: string): Promise<{ doctor: DoctorRow; account: UserRow | null }> {
  const db = deps.database.db;
  const key = idOrEmail.trim();
  const byId = /^\d{1,9}$/.test(key);
  const email = key.toLowerCase();
  const [row] = await db
    .select({ doctor: doctors, account: users })
    .from(doctors)
    .leftJoin(users, eq(users.id, doctors.userId))
    .where(
      byId
        ? eq(doctors.id, Number(key))
        : sql`(lower(${users.email}) = ${email} and ${users.role} = 'doctor') or lower(${doctors.contactEmail}) = ${email}`,
    )
    .orderBy(asc(doctors.id))
    .limit(1);
  if (!row) throw new AppError(404, `No doctor profile found for ${key}.`);
  return row;
}

async function notifyDoctor(deps: MessagingDeps, account: UserRow | null, subject: string, body: string): Promise<string | null> {
  // Only the account's verified email or phone: the listed contact email is typed, never proved.
  const contact = verifiedContactOf(account);
  if (!contact) return null;
  const { channel, to } = contact;
  // Queued (and sent at once): a transport failure is retried, so the doctor is told either way.
  await sendThroughQueue(deps, [{ channel, to, subject, body }]);
  return to;
}

const nameOf = (doctor: DoctorRow) => t('booking.mail.doctorName', { name: displayName(`${doctor.firstName} ${doctor.lastName}`) });

/** Verifies a finished registration (pending or rejected before): the doctor can sign in and be booked. */
export async function verifyDoctor(deps: MessagingDeps, idOrEmail: string, options: DecisionOptions = {}): Promise<{ doctorId: number; name: string; notified: string | null }> {
  const { doctor, account } = await findDoctor(deps, idOrEmail);
  const { expectedStatus } = options;
  if (expectedStatus && doctor.verificationStatus !== expectedStatus) throw await decidedMeanwhile(deps.database.db, 'doctor', doctor.id);
  if (doctor.verificationStatus === 'verified') throw refuse(`Doctor ${doctor.id} is already verified.`);
  if (!doctor.registrationCompleted) throw refuse(`Doctor ${doctor.id} has not finished registration yet.`);
  const at = now();
  const seen = doctor.verificationStatus;
  const changed = await deps.database.db.transaction(async (tx) => {
    // Conditional on the status read above: of two admins deciding at once, the second finds it changed.
    const row = await setVerified(tx, doctor.id, seen, at);
    if (!row) return false;
    await recordDecision(tx, options.actor ?? COMMAND_LINE, { subjectType: 'doctor', subjectId: doctor.id, action: 'verify', at });
    // Verification is part of the listing's relevance.
    await refreshDoctorStats(tx, [doctor.id]);
    return true;
  });
  if (!changed) throw await decidedMeanwhile(deps.database.db, 'doctor', doctor.id);
  const notified = await notifyDoctor(deps, account, t('doctorAdmin.verifiedSubject'), t('doctorAdmin.verifiedBody', { name: nameOf(doctor) }));
  return { doctorId: doctor.id, name: nameOf(doctor), notified };
}

/** Rejects a registration with a reason the doctor is told; they can no longer sign in until verified. */
export async function rejectDoctor(deps: MessagingDeps, idOrEmail: string, reason: string, options: DecisionOptions = {}): Promise<{ doctorId: number; name: string; notified: string | null }> {
  const text = reason.trim();
  if (!text) throw refuse('A reason is required to reject a doctor.');
  const { doctor, account } = await findDoctor(deps, idOrEmail);
  const { expectedStatus } = options;
  if (expectedStatus && doctor.verificationStatus !== expectedStatus) throw await decidedMeanwhile(deps.database.db, 'doctor', doctor.id);
  if (doctor.verificationStatus === 'rejected') throw refuse(`Doctor ${doctor.id} is already rejected.`);
  const at = now();
  const seen = doctor.verificationStatus;
  const changed = await deps.database.db.transaction(async (tx) => {
    const row = await setRejected(tx, doctor.id, seen, text, at);
    if (!row) return false;
    await recordDecision(tx, options.actor ?? COMMAND_LINE, { subjectType: 'doctor', subjectId: doctor.id, action: 'reject', reason: text, at });
    await refreshDoctorStats(tx, [doctor.id]);
    return true;
  });
  if (!changed) throw await decidedMeanwhile(deps.database.db, 'doctor', doctor.id);
  const notified = await notifyDoctor(
    deps,
    account,
    t('doctorAdmin.rejectedSubject'),
    t('doctorAdmin.rejectedResubmitBody', { name: nameOf(doctor), reason: text }),
  );
  return { doctorId: doctor.id, name: nameOf(doctor), notified };
}
