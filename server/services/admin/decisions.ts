/**
 * The verification console's audit log (issue 20): every decision on a doctor
 * registration, a claim or a review is one row of admin_decisions, written in
 * the transaction that makes the change, so a decision is never applied
 * without its record. The table is append-only (migration 0009).
 */
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE } from '../../../src/shared/schemas/admin.ts';
import type { DecisionItem } from '../../../src/shared/schemas/admin-items.ts';
import type { Db } from '../../db/client.ts';
import { adminDecisions } from '../../db/schema/admin.ts';
import { users } from '../../db/schema/users.ts';
import { conflict } from '../../errors.ts';
import { t } from '../../../src/shared/i18n/format.ts';

type DecisionRow = typeof adminDecisions.$inferSelect;
export type SubjectType = DecisionRow['subjectType'];
export type DecisionAction = DecisionRow['action'];
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Who decides: an admin account (the console) or the command line. */
export interface AdminActor {
  adminId: number | null;
  label: string;
}

/** The admin signed in to the console, named by their sign-in address. */
export async function actorOf(db: Db, adminId: number): Promise<AdminActor> {
  const [row] = await db.select({ email: users.email, phone: users.phone, countryCode: users.countryCode }).from(users).where(eq(users.id, adminId));
  const label = row?.email ?? (row?.phone ? `${row.countryCode ?? ''}${row.phone}` : `admin ${adminId}`);
  return { adminId, label };
}

export async function recordDecision(
  tx: Tx | Db,
  actor: AdminActor,
  entry: { subjectType: SubjectType; subjectId: number; action: DecisionAction; reason?: string | null; at: Date },
): Promise<void> {
  await tx.insert(adminDecisions).values({
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    action: entry.action,
    reason: entry.reason ?? null,
    adminId: actor.adminId,
    actor: actor.label,
    createdAt: entry.at,
  });
}

export const toDecisionItem = (row: DecisionRow): DecisionItem => ({
  id: row.id,
  subject_type: row.subjectType,
  subject_id: row.subjectId,
  action: row.action,
  reason: row.reason,
  actor: row.actor,
  created_at: row.createdAt.toISOString(),
});

/** The decisions on some items, oldest first, by item id. */
export async function decisionsOf(db: Db, subjectType: SubjectType, ids: number[]): Promise<Map<number, DecisionItem[]>> {
  const byId = new Map<number, DecisionItem[]>(ids.map((id) => [id, []]));
  if (!ids.length) return byId;
  const rows = await db
    .select()
    .from(adminDecisions)
    .where(and(eq(adminDecisions.subjectType, subjectType), inArray(adminDecisions.subjectId, ids)))
    .orderBy(asc(adminDecisions.createdAt), asc(adminDecisions.id));
  for (const row of rows) byId.get(row.subjectId)?.push(toDecisionItem(row));
  return byId;
}

/** GET /api/admin/audit: newest first, one page. */
export async function listDecisions(db: Db, filter: { subjectType?: SubjectType | undefined; page?: number | undefined }) {
  const where = filter.subjectType ? eq(adminDecisions.subjectType, filter.subjectType) : undefined;
  const page = filter.page ?? 1;
  const [rows, [total]] = await Promise.all([
    db.select().from(adminDecisions).where(where).orderBy(desc(adminDecisions.createdAt), desc(adminDecisions.id)).limit(ADMIN_PAGE_SIZE).offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(adminDecisions).where(where),
  ]);
  const n = total?.n ?? 0;
  return { items: rows.map(toDecisionItem), total: n, lastPage: Math.max(1, Math.ceil(n / ADMIN_PAGE_SIZE)) };
}

/**
 * The answer to the admin who lost a race: another decision came first. It
 * names who decided what and when, from the log (or says so plainly when the
 * change was made outside the console, e.g. by the doctor resubmitting).
 */
export async function decidedMeanwhile(db: Db, subjectType: SubjectType, subjectId: number) {
  const [last] = await db
    .select()
    .from(adminDecisions)
    .where(and(eq(adminDecisions.subjectType, subjectType), eq(adminDecisions.subjectId, subjectId)))
    .orderBy(desc(adminDecisions.createdAt), desc(adminDecisions.id))
    .limit(1);
  if (!last) return conflict(t('admin.changedMeanwhile'));
  return conflict(
    t('admin.decidedMeanwhile', {
      actor: last.actor,
      action: t(`admin.action.${last.action}`),
      when: `${last.createdAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    }),
  );
}
