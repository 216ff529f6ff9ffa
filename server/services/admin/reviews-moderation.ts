/**
 * Review moderation (issue 20): an admin hides a review that breaks the rules,
 * with a reason its author reads (My Bookings and a mail), and can show it
 * again. A hidden review leaves the doctor's page and figures (doctor-stats,
 * doctor-detail). Each decision is in the audit log.
 */
import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { displayName } from '../../../src/shared/format/display-name.ts';
import { t } from '../../../src/shared/i18n/format.ts';
import { ADMIN_PAGE_SIZE, type ReviewTab } from '../../../src/shared/schemas/admin.ts';
import type { ReviewItem } from '../../../src/shared/schemas/admin-items.ts';
import { doctors } from '../../db/schema/doctors.ts';
import { reviews } from '../../db/schema/engagement.ts';
import { users } from '../../db/schema/users.ts';
import { notFound } from '../../errors.ts';
import { now } from '../common/clock.ts';
import { sendThroughQueue } from '../messaging/message-job.ts';
import type { MessagingDeps } from '../messaging/send-message.ts';
import { verifiedContactOf } from '../messaging/verified-contact.ts';
import { decidedMeanwhile, decisionsOf, recordDecision, type AdminActor } from './decisions.ts';
import { matchesAny, pageCount } from './search-text.ts';
import { refreshDoctorStats } from '../../repositories/doctors.ts';

const doctorName = sql<string>`trim(${doctors.firstName} || ' ' || ${doctors.lastName})`;

export async function listReviews(deps: MessagingDeps, query: { status: ReviewTab; search?: string | undefined; page?: number | undefined }) {
  const db = deps.database.db;
  const search = matchesAny(query.search, [doctorName, reviews.reviewerName, reviews.review]);
  const tab = query.status === 'hidden' ? isNotNull(reviews.hiddenAt) : isNull(reviews.hiddenAt);
  const page = query.page ?? 1;
  const base = () => db.select({ n: count() }).from(reviews).innerJoin(doctors, eq(doctors.id, reviews.doctorId));
  const [rows, visible, hidden] = await Promise.all([
    db
      .select({ review: reviews, doctor: { id: doctors.id, firstName: doctors.firstName, lastName: doctors.lastName, slug: doctors.slug, avgRating: doctors.avgRating, reviewsCount: doctors.reviewsCount } })
      .from(reviews)
      .innerJoin(doctors, eq(doctors.id, reviews.doctorId))
      .where(and(tab, search))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    base().where(and(isNull(reviews.hiddenAt), search)),
    base().where(and(isNotNull(reviews.hiddenAt), search)),
  ]);
  const counts = { visible: visible[0]?.n ?? 0, hidden: hidden[0]?.n ?? 0 };
  const decisions = await decisionsOf(db, 'review', rows.map((row) => row.review.id));
  const items: ReviewItem[] = rows.map(({ review, doctor }) => ({
    id: review.id,
    doctor: {
      id: doctor.id,
      name: displayName(`${doctor.firstName} ${doctor.lastName}`),
      slug: doctor.slug,
      avg_rating: Number(doctor.avgRating),
      reviews_count: doctor.reviewsCount,
    },
    reviewer_name: review.reviewerName,
    stars: review.stars,
    review: review.review,
    is_recommended: review.isRecommended,
    created_at: review.createdAt.toISOString(),
    hidden_at: review.hiddenAt?.toISOString() ?? null,
    hidden_reason: review.hiddenReason,
    decisions: decisions.get(review.id) ?? [],
  }));
  const total = counts[query.status];
  return { items, counts, total, lastPage: pageCount(total, ADMIN_PAGE_SIZE) };
}

async function loadReview(deps: MessagingDeps, reviewId: number) {
  const [row] = await deps.database.db
    .select({ review: reviews, doctor: { firstName: doctors.firstName, lastName: doctors.lastName }, author: users })
    .from(reviews)
    .innerJoin(doctors, eq(doctors.id, reviews.doctorId))
    .leftJoin(users, eq(users.id, reviews.patientId))
    .where(eq(reviews.id, reviewId));
  if (!row) throw notFound(t('admin.reviewNotFound'));
  return row;
}

/** Hides a visible review; a second admin hiding it at the same time is told who did. */
export async function hideReview(deps: MessagingDeps, reviewId: number, reason: string, actor: AdminActor): Promise<void> {
  const db = deps.database.db;
  const { review, doctor, author } = await loadReview(deps, reviewId);
  const at = now();
  const text = reason.trim();
  const done = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(reviews)
      .set({ hiddenAt: at, hiddenReason: text, updatedAt: at })
      .where(and(eq(reviews.id, review.id), isNull(reviews.hiddenAt)))
      .returning({ id: reviews.id });
    if (!row) return false;
    await recordDecision(tx, actor, { subjectType: 'review', subjectId: review.id, action: 'hide', reason: text, at });
    await refreshDoctorStats(tx, [review.doctorId]);
    return true;
  });
  if (!done) throw await decidedMeanwhile(db, 'review', review.id);
  // Seeded reviews have no author account; only a verified address hears about it.
  const contact = verifiedContactOf(author);
  if (!contact) return;
  const name = t('booking.mail.doctorName', { name: displayName(`${doctor.firstName} ${doctor.lastName}`) });
  await sendThroughQueue(deps, [{ ...contact, subject: t('admin.mail.reviewHiddenSubject', { doctor: name }), body: t('admin.mail.reviewHiddenBody', { doctor: name, reason: text }) }]);
}

/** Shows a hidden review again: it counts in the doctor's figures once more. */
export async function unhideReview(deps: MessagingDeps, reviewId: number, actor: AdminActor): Promise<void> {
  const db = deps.database.db;
  const { review } = await loadReview(deps, reviewId);
  const at = now();
  const done = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(reviews)
      .set({ hiddenAt: null, hiddenReason: null, updatedAt: at })
      .where(and(eq(reviews.id, review.id), isNotNull(reviews.hiddenAt)))
      .returning({ id: reviews.id });
    if (!row) return false;
    await recordDecision(tx, actor, { subjectType: 'review', subjectId: review.id, action: 'unhide', at });
    await refreshDoctorStats(tx, [review.doctorId]);
    return true;
  });
  if (!done) throw await decidedMeanwhile(db, 'review', review.id);
}
