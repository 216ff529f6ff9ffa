import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { languages, services, specializations } from './catalog.ts';
import { doctors } from './doctors.ts';

/*
 * A doctor's specializations, services and languages: apart from catalog.ts, which doctors.ts
 * imports for the primary speciality, so the two schema files do not import each other.
 */

export const doctorSpecializations = pgTable(
  'doctor_specializations',
  {
    doctorId: integer('doctor_id').notNull().references(() => doctors.id, { onDelete: 'cascade' }),
    specializationId: integer('specialization_id').notNull().references(() => specializations.id),
  },
  (t) => [primaryKey({ columns: [t.doctorId, t.specializationId] }), index('doctor_specializations_spec_idx').on(t.specializationId)],
);

export const doctorServices = pgTable(
  'doctor_services',
  {
    doctorId: integer('doctor_id').notNull().references(() => doctors.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id').notNull().references(() => services.id),
  },
  (t) => [primaryKey({ columns: [t.doctorId, t.serviceId] }), index('doctor_services_service_idx').on(t.serviceId)],
);

export const doctorLanguages = pgTable(
  'doctor_languages',
  {
    doctorId: integer('doctor_id').notNull().references(() => doctors.id, { onDelete: 'cascade' }),
    languageId: integer('language_id').notNull().references(() => languages.id),
  },
  (t) => [primaryKey({ columns: [t.doctorId, t.languageId] }), index('doctor_languages_language_idx').on(t.languageId)],
);
