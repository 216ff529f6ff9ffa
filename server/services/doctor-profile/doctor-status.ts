import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adminDecisions } from '../../db/schema/admin.ts';
import { findDoctor } from '../../repositories/doctors.ts';

/** Where a doctor profile's registration and verification stand; null when there is no such profile. */
export async function doctorStatus(db: Pick<Db, 'select'>, doctorId: number) {
  const row = await findDoctor(db, doctorId);
  return row && { completed: row.registrationCompleted, status: row.verificationStatus, note: row.verificationNote };
}

/**
 * What a doctor's registration status page shows (issue 42), from one read of the profile: the reason of a
 * rejection, and the times it was submitted, first opened by a verifier ("under review") and decided (the
 * approval, or the latest rejection in the console's audit log).
 */
export async function registrationStatusOf(db: Pick<Db, 'select'>, doctorId: number) {
  const doctor = await findDoctor(db, doctorId);
  if (!doctor) return null;
  const row = {
    submittedAt: doctor.submittedAt, updatedAt: doctor.updatedAt, completed: doctor.registrationCompleted,
    reviewStartedAt: doctor.reviewStartedAt, verifiedAt: doctor.verifiedAt, status: doctor.verificationStatus, note: doctor.verificationNote,
  };
  let decidedAt = row.status === 'verified' ? row.verifiedAt : null;
  if (row.status === 'rejected') {
    const [rejection] = await db
      .select({ at: adminDecisions.createdAt })
      .from(adminDecisions)
      .where(and(eq(adminDecisions.subjectType, 'doctor'), eq(adminDecisions.subjectId, doctorId), eq(adminDecisions.action, 'reject')))
      .orderBy(desc(adminDecisions.createdAt), desc(adminDecisions.id))
      .limit(1);
    decidedAt = rejection?.at ?? null;
  }
  const iso = (at: Date | null) => at?.toISOString() ?? null;
  // Profiles submitted before the column existed fall back to their last change, as the console's queue does.
  const submittedAt = row.completed ? (row.submittedAt ?? row.updatedAt) : null;
  return { rejection_reason: row.status === 'rejected' ? row.note : null, submitted_at: iso(submittedAt), review_started_at: iso(row.reviewStartedAt), decided_at: iso(decidedAt) };
}
