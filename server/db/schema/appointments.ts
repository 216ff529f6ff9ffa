import { sql } from 'drizzle-orm';
import { FAMILY_RELATIONS, GENDERS } from '../../../src/shared/constants.ts';
import { date, index, integer, pgTable, smallint, text, time, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { availabilityConfigs } from './scheduling.ts';
import { clinics, doctors } from './doctors.ts';
import { familyMembers } from './family.ts';
import { insuranceNetworks, insurers, patientInsurance } from './insurance.ts';
import { users } from './users.ts';

export const bookingStatuses = ['confirmed', 'ongoing', 'cancelled', 'completed', 'no_show'] as const;

/**
 * A booked consultation. The clinic-local date and time are kept as picked;
 * starts_at/ends_at are the same instant in UTC. An exclusion constraint
 * (migration 0000) forbids two active bookings of one doctor that overlap.
 */
/** A row of `appointments` as read (one definition for every service that reads them whole). */
export type AppointmentRow = typeof appointments.$inferSelect;

export const appointments = pgTable(
  'appointments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    doctorId: integer('doctor_id').notNull().references(() => doctors.id),
    patientId: integer('patient_id').notNull().references(() => users.id),
    clinicId: integer('clinic_id').references(() => clinics.id),
    configId: integer('config_id').references(() => availabilityConfigs.id),
    appointmentType: text('appointment_type', { enum: ['online', 'offline'] }).notNull(),
    appointmentDate: date('appointment_date').notNull(),
    appointmentTime: time('appointment_time').notNull(),
    duration: smallint('duration').notNull(),
    timeZone: text('time_zone').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    bookingStatus: text('booking_status', { enum: bookingStatuses }).notNull().default('confirmed'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    description: text('description').notNull(),
    consultationFees: integer('consultation_fees').notNull(),
    appointmentLink: text('appointment_link'),
    cancelReason: text('cancel_reason'),
    cancelDescription: text('cancel_description'),
    cancelledBy: text('cancelled_by', { enum: ['user', 'doctor'] }),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    /** The add-appointment Idempotency-Key (migration 0007): a retry after a crash finds its booking. */
    idempotencyKey: text('idempotency_key'),
    /** The patient tapped Confirm in a reminder (migration 0010); cleared when the booking moves. */
    patientConfirmedAt: timestamp('patient_confirmed_at', { withTimezone: true }),
    /** The .ics SEQUENCE: 0 when booked, one more at each reschedule (same UID). */
    icsSequence: integer('ics_sequence').notNull().default(0),
    /** Whom the booking is for (migration 0025): null is the account holder, else one of their family members. */
    familyMemberId: integer('family_member_id').references(() => familyMembers.id, { onDelete: 'set null' }),
    /** The family member's relation, date of birth and gender as they were when booked (null for the holder). */
    subjectRelation: text('subject_relation', { enum: FAMILY_RELATIONS }),
    subjectDob: date('subject_dob'),
    subjectGender: text('subject_gender', { enum: GENDERS }),
    /** The insurance the booking uses, copied for the doctor; patientInsuranceId is the saved row (its card photo). */
    insurerId: integer('insurer_id').references(() => insurers.id),
    networkId: integer('network_id').references(() => insuranceNetworks.id),
    memberNumber: text('member_number'),
    patientInsuranceId: integer('patient_insurance_id').references(() => patientInsurance.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('appointments_patient_idx').on(t.patientId, t.startsAt.desc()),
    index('appointments_doctor_idx').on(t.doctorId, t.startsAt),
    index('appointments_family_member_idx').on(t.familyMemberId).where(sql`${t.familyMemberId} is not null`),
    uniqueIndex('appointments_patient_idempotency_idx').on(t.patientId, t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
    // The video room of /consult/<room>: the link's last 32 characters are the room id.
    index('appointments_consult_room_idx')
      .on(sql`right(${t.appointmentLink}, 32)`)
      .where(sql`${t.appointmentLink} is not null`),
  ],
);
