import { boolean, integer, pgTable, text, index } from 'drizzle-orm/pg-core';

/**
 * The catalog team's entry (true), or a name a doctor typed with "Add+" (false): shown on that
 * doctor's profile only, never in a public catalog list, deleted when no doctor uses it (migration 0018).
 */
const curated = () => boolean('curated').notNull().default(true);

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
    curated: curated(),
  },
  (t) => [index('specializations_speciality_idx').on(t.specialityId)],
);

/** Services, symptoms and conditions a doctor treats. */
export const services = pgTable('services', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  serviceName: text('service_name').notNull().unique(),
  slug: text('slug').notNull().unique(),
  curated: curated(),
});

export const languages = pgTable('languages', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  language: text('language').notNull().unique(),
  curated: curated(),
});
