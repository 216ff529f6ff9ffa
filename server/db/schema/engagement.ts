import { boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamps } from './columns.ts';
import { appointments } from './appointments.ts';
import { doctors } from './doctors.ts';
import { users } from './users.ts';

/** A patient's review of a doctor, one per booking. Seeded reviews have no booking. */
export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    doctorId: integer('doctor_id').notNull().references(() => doctors.id, { onDelete: 'cascade' }),
    patientId: integer('patient_id').references(() => users.id),
    appointmentId: integer('appointment_id').references(() => appointments.id),
    reviewerName: text('reviewer_name').notNull(),
    stars: smallint('stars').notNull(),
    review: text('review').notNull(),
    isRecommended: boolean('is_recommended').notNull(),
    /** Hidden by an admin for breaking the rules: off the doctor's page and figures; its author reads the reason. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    ...timestamps(),
  },
  (t) => [
    index('reviews_doctor_idx').on(t.doctorId, t.createdAt.desc()),
    uniqueIndex('reviews_appointment_key').on(t.appointmentId).where(sql`${t.appointmentId} is not null`),
  ],
);

/** A request to take over (claim) or re-verify (reclaim) a doctor profile. */
export const claims = pgTable(
  'claims',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    doctorId: integer('doctor_id').notNull().references(() => doctors.id),
    userId: integer('user_id').notNull().references(() => users.id),
    claimType: text('claim_type', { enum: ['claim', 'reclaim'] }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    licenseProofNumber: text('license_proof_number').notNull(),
    idProofNumber: text('id_proof_number').notNull(),
    licenseProofPath: text('license_proof_path').notNull(),
    identityProofPath: text('identity_proof_path').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull().default('pending'),
    decisionReason: text('decision_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [index('claims_status_idx').on(t.status, t.createdAt)],
);

export const supportRequests = pgTable('support_requests', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id').notNull().references(() => users.id),
  subject: text('subject').notNull(),
  description: text('description').notNull(),
  ...timestamps(),
});
