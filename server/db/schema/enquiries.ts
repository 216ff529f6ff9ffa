import { date, index, integer, pgTable, text, time } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { doctors } from './doctors.ts';
import { users } from './users.ts';

/** A patient's request for a time with a doctor who is not verified yet. */
export const enquiries = pgTable(
  'enquiries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    doctorId: integer('doctor_id').notNull().references(() => doctors.id),
    patientId: integer('patient_id').notNull().references(() => users.id),
    preferredDate: date('preferred_date').notNull(),
    preferredTime: time('preferred_time').notNull(),
    description: text('description').notNull().default(''),
    ...timestamps(),
  },
  (t) => [index('enquiries_patient_idx').on(t.patientId, t.createdAt.desc())],
);
