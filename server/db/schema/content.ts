import { bigint, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Search-engine copy per page type ('Home', 'Doctor Listing'). */
export const pageSeo = pgTable('page_seo', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  pageType: text('page_type').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  canonicalUrl: text('canonical_url'),
  mainDescription: text('main_description'),
});

/** The city gazetteer (GeoNames via a registry package) for ae, us, in, gb, ca, au. */
export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    state: text('state'),
    country: text('country').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    population: integer('population').notNull().default(0),
  },
  (t) => [index('cities_slug_idx').on(t.slug), index('cities_population_idx').on(t.population.desc())],
);

/** Every message the product sends; in demo mode also readable at /api/dev/outbox. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel', { enum: ['email', 'sms', 'whatsapp'] }).notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** Only kept in demo mode, so tests can read one-time codes. */
    code: text('code'),
    attachments: jsonb('attachments'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The queue job that sent it (migration 0010): one outbox row per job. */
    jobId: bigint('job_id', { mode: 'number' }),
  },
  (t) => [uniqueIndex('outbox_to_idx').on(t.to, t.id)],
);
