import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, time, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { clinics, doctors } from './doctors.ts';
import { familyMembers } from './family.ts';
import { users } from './users.ts';

export const waitlistStatuses = ['waiting', 'booked', 'left'] as const;
export const offerStatuses = ['open', 'taken', 'expired'] as const;

/**
 * A patient waiting for a freed slot of one doctor and type (visits: one clinic, or any
 * when clinic_id is null) between two clinic-local dates (migration 0011). Served in
 * created order; one waiting entry per patient, doctor and type.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    patientId: integer('patient_id').notNull().references(() => users.id),
    doctorId: integer('doctor_id').notNull().references(() => doctors.id),
    appointmentType: text('appointment_type', { enum: ['online', 'offline'] }).notNull(),
    clinicId: integer('clinic_id').references(() => clinics.id),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    status: text('status', { enum: waitlistStatuses }).notNull().default('waiting'),
    /** The person waiting (migration 0025): null is the account holder. */
    familyMemberId: integer('family_member_id').references(() => familyMembers.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('waitlist_entries_queue_idx').on(t.doctorId, t.appointmentType, t.createdAt, t.id).where(sql`${t.status} = 'waiting'`),
    index('waitlist_entries_patient_idx').on(t.patientId, t.createdAt),
    uniqueIndex('waitlist_entries_one_waiting_key').on(t.patientId, t.doctorId, t.appointmentType).where(sql`${t.status} = 'waiting' and ${t.familyMemberId} is null`),
    uniqueIndex('waitlist_entries_member_waiting_key').on(t.familyMemberId, t.doctorId, t.appointmentType).where(sql`${t.status} = 'waiting' and ${t.familyMemberId} is not null`),
  ],
);

/**
 * A freed slot offered to one entry and held for its patient until expires_at; then the
 * next entry is offered it. An open offer makes the slot taken for everybody else.
 */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    entryId: integer('entry_id').notNull().references(() => waitlistEntries.id),
    patientId: integer('patient_id').notNull().references(() => users.id),
    doctorId: integer('doctor_id').notNull().references(() => doctors.id),
    appointmentType: text('appointment_type', { enum: ['online', 'offline'] }).notNull(),
    clinicId: integer('clinic_id').references(() => clinics.id),
    /** The entry's person, carried onto the booking the offer makes (migration 0025). */
    familyMemberId: integer('family_member_id').references(() => familyMembers.id, { onDelete: 'set null' }),
    appointmentDate: date('appointment_date').notNull(),
    appointmentTime: time('appointment_time').notNull(),
    timeZone: text('time_zone').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: offerStatuses }).notNull().default('open'),
    /** When the offer's message was claimed for sending (null: still to send). */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When this slot's chain of offers began (the first offer's createdAt, carried on by each hand-on): WAITLIST_CHAIN_MINUTES bounds it. */
    chainStartedAt: timestamp('chain_started_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('waitlist_offers_open_idx').on(t.doctorId, t.startsAt).where(sql`${t.status} = 'open'`),
    index('waitlist_offers_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'open'`),
    index('waitlist_offers_patient_idx').on(t.patientId, t.expiresAt),
    uniqueIndex('waitlist_offers_entry_open_key').on(t.entryId).where(sql`${t.status} = 'open'`),
    uniqueIndex('waitlist_offers_entry_slot_key').on(t.entryId, t.doctorId, t.startsAt),
  ],
);
