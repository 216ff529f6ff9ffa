import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The verification console's audit log: one row per decision on a doctor
 * registration, a claim or a review. Append-only (migration 0009's trigger
 * refuses UPDATE and DELETE). `actor` is the admin's sign-in address, or
 * 'command line (…)' for `npm run admin` without --as.
 */
export const adminDecisions = pgTable(
  'admin_decisions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subjectType: text('subject_type', { enum: ['doctor', 'claim', 'review'] }).notNull(),
    subjectId: integer('subject_id').notNull(),
    action: text('action', { enum: ['verify', 'reject', 'approve', 'hide', 'unhide'] }).notNull(),
    reason: text('reason'),
    adminId: integer('admin_id').references(() => users.id),
    actor: text('actor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_decisions_subject_idx').on(t.subjectType, t.subjectId, t.createdAt),
    index('admin_decisions_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);
