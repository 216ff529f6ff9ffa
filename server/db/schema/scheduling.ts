import { index, integer, pgTable, smallint, text, time, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { clinics, doctors } from './doctors.ts';

/**
 * An appointment configuration ("timing"): a fee, a slot duration and weekly
 * time ranges, for online consultations or for visits at one clinic.
 * Removed configurations are soft-deleted so past bookings keep their source.
 */
export const availabilityConfigs = pgTable(
  'availability_configs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    doctorId: integer('doctor_id').notNull().references(() => doctors.id, { onDelete: 'cascade' }),
    timingType: text('timing_type', { enum: ['online', 'offline'] }).notNull(),
    clinicId: integer('clinic_id').references(() => clinics.id),
    onlineFee: integer('online_fee'),
    offlineFee: integer('offline_fee'),
    slotDuration: smallint('slot_duration').notNull().default(15),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [index('availability_configs_doctor_idx').on(t.doctorId, t.timingType)],
);

/** One weekly time range of a configuration; weekday 1 = Monday … 7 = Sunday (ISO). */
export const availabilityRanges = pgTable(
  'availability_ranges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    configId: integer('config_id').notNull().references(() => availabilityConfigs.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
  },
  (t) => [index('availability_ranges_config_idx').on(t.configId, t.weekday)],
);
