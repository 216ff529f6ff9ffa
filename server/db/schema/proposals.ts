import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, time, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { appointments } from './appointments.ts';
import { doctors } from './doctors.ts';
import { users } from './users.ts';

export const proposalStatuses = ['open', 'accepted', 'declined', 'withdrawn'] as const;

/**
 * The doctor's 'Propose another time' (issue 19, migration 0012): another free slot of the same
 * doctor and type for one booking, for its patient to accept or decline. Not a hold: the time
 * stays free for everybody, and Accept re-checks it in the move's transaction (409 when taken).
 * It lapses at expires_at (the notice window of the earlier of the two times) and when the
 * booking is no longer at original_starts_at (moved or cancelled meanwhile).
 */
export const rescheduleProposals = pgTable(
  'reschedule_proposals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    appointmentId: integer('appointment_id').notNull().references(() => appointments.id, { onDelete: 'cascade' }),
    doctorId: integer('doctor_id').notNull().references(() => doctors.id),
    patientId: integer('patient_id').notNull().references(() => users.id),
    appointmentDate: date('appointment_date').notNull(),
    appointmentTime: time('appointment_time').notNull(),
    timeZone: text('time_zone').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The booking's start when the doctor proposed: a move or cancel since voids the proposal. */
    originalStartsAt: timestamp('original_starts_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: proposalStatuses }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reschedule_proposals_one_open_key').on(t.appointmentId).where(sql`${t.status} = 'open'`),
    index('reschedule_proposals_patient_idx').on(t.patientId, t.createdAt),
  ],
);
