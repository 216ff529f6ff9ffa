import { integer, pgTable, text, index } from 'drizzle-orm/pg-core';

/** A medical speciality (Cardiology) with its icon and listing page copy. */
export const specialities = pgTable('specialities', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  speciality: text('speciality').notNull(),
  specialityIcon: text('speciality_icon'),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Sanitised rich text shown under the listing ("Cardiologists in {city}"). */
  description: text('description'),
});

/** A narrower field inside a speciality (Interventional Cardiology). */
export const specializations = pgTable(
  'specializations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    specialityId: integer('speciality_id').notNull().references(() => specialities.id),
    specialization: text('specialization').notNull(),
    slug: text('slug').notNull(),
  },
  (t) => [index('specializations_speciality_idx').on(t.specialityId)],
);

/** Services, symptoms and conditions a doctor treats. */
export const services = pgTable('services', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  serviceName: text('service_name').notNull().unique(),
  slug: text('slug').notNull().unique(),
});

export const languages = pgTable('languages', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  language: text('language').notNull().unique(),
});
