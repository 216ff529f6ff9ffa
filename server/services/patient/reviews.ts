import { and, desc, eq } from 'drizzle-orm';
import { t } from '../../../src/shared/i18n/format.ts';
import type { AddReviewInput, ReviewData } from '../../../src/shared/schemas/review.ts';
import type { Db } from '../../db/client.ts';
import { reviews } from '../../db/schema/engagement.ts';
import { users } from '../../db/schema/users.ts';
import { appointmentOfPatientWithReview, hasFinishedAppointment, latestUnreviewedFinishedAppointment } from '../../repositories/appointments.ts';
import { conflict, forbidden, notFound, badRequest } from '../../errors.ts';
import { ACTIVE_STATUSES } from '../booking/availability-data.ts';
import { pgErrorCode } from '../booking/booking-pg-error.ts';
import { now } from '../common/clock.ts';
import { findDoctor, refreshDoctorStats } from '../../repositories/doctors.ts';

const UNIQUE_VIOLATION = '23505';

type ReviewRow = typeof reviews.$inferSelect;

export function reviewData(row: ReviewRow): ReviewData {
  return {
    id: row.id,
    doctor_id: row.doctorId,
    appointment_id: row.appointmentId,
    reviewer_name: row.reviewerName,
    stars: row.stars,
    review: row.review,
    is_recommended: row.isRecommended ? 'yes' : 'no',
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The booking a review is for: the given one (the caller's own, with this
 * doctor, finished, not reviewed yet), or else the caller's most recent
 * finished booking with the doctor that has no review.
 */
async function reviewableBooking(db: Db, patientId: number, input: AddReviewInput, at: Date) {
  if (input.appointment_id !== undefined) {
    const row = await appointmentOfPatientWithReview(db, input.appointment_id, patientId);
    if (!row) throw notFound(t('account.bookingNotFound'));
    if (row.appointment.doctorId !== input.doctor_id) throw badRequest(t('review.otherDoctor'), { appointment_id: t('review.otherDoctor') });
    if (row.reviewId !== null) throw conflict(t('review.alreadyReviewed'));
    const a = row.appointment;
    const done = a.bookingStatus === 'completed' || ((ACTIVE_STATUSES as readonly string[]).includes(a.bookingStatus) && a.endsAt <= at);
    if (!done) throw forbidden(t('review.notEligible'));
    return a;
  }
  // Finished: completed, or confirmed/ongoing whose end has passed.
  const open = await latestUnreviewedFinishedAppointment(db, patientId, input.doctor_id, at);
  if (open) return open;
  const reviewed = await hasFinishedAppointment(db, patientId, input.doctor_id, at);
  throw reviewed ? conflict(t('review.alreadyReviewed')) : forbidden(t('review.notEligible'));
}

/** POST /api/add-review: one review per finished booking; the doctor's rating is recomputed. */
export async function addReview(db: Db, patientId: number, input: AddReviewInput): Promise<ReviewData> {
  const doctor = await findDoctor(db, input.doctor_id);
  if (!doctor?.listed) throw notFound(t('doctor.notFound'));
  const at = now();
  const booking = await reviewableBooking(db, patientId, input, at);
  const [patient] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, patientId));
  const reviewerName = [patient?.firstName, patient?.lastName].filter(Boolean).join(' ') || booking.name;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(reviews)
        .values({
          doctorId: input.doctor_id,
          patientId,
          appointmentId: booking.id,
          reviewerName,
          stars: input.stars,
          review: input.review,
          isRecommended: input.is_recommended === 'yes',
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      await refreshDoctorStats(tx, [input.doctor_id]);
      return reviewData(row!);
    });
  } catch (error) {
    // Two requests for the same booking: the unique index keeps one.
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict(t('review.alreadyReviewed'));
    throw error;
  }
}

/** DELETE /api/reviews/:id: by the reviewer only. */
export async function deleteReview(db: Db, patientId: number, reviewId: number): Promise<void> {
  const [row] = await db.select({ patientId: reviews.patientId, doctorId: reviews.doctorId }).from(reviews).where(eq(reviews.id, reviewId));
  if (!row) throw notFound(t('review.notFound'));
  if (row.patientId !== patientId) throw forbidden(t('review.notYours'));
  await db.transaction(async (tx) => {
    await tx.delete(reviews).where(and(eq(reviews.id, reviewId), eq(reviews.patientId, patientId)));
    await refreshDoctorStats(tx, [row.doctorId]);
  });
}


/**
 * GET /api/my-reviews: the caller's review ids on one doctor. The public
 * doctor-detail payload is the same for every visitor (cached) and names no
 * account, so the reviewer learns which reviews are theirs here.
 */
export async function myReviewIds(db: Db, patientId: number, doctorId: number): Promise<number[]> {
  const rows = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.patientId, patientId), eq(reviews.doctorId, doctorId)))
    .orderBy(desc(reviews.id));
  return rows.map((row) => row.id);
}
