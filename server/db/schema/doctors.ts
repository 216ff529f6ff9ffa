import { sql } from 'drizzle-orm';
import {
  boolean, date, doublePrecision, index, integer, numeric, pgTable, smallint, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import { addressColumns, timestamps } from './columns.ts';
import { specialities } from './catalog.ts';
import { users } from './users.ts';

/**
 * A doctor's public profile. Seeded and unclaimed profiles have no user; a
 * registered or claimed profile belongs to exactly one doctor account.
 *
 * The columns after "denormalised" are kept current by the services that
 * change configurations and reviews, so the listing filters and sorts on
 * plain indexed columns instead of aggregating per request.
 */
export const doctors = pgTable(
  'doctors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id),
    slug: text('slug').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    gender: text('gender', { enum: ['male', 'female', 'other'] }),
    dob: date('dob'),
    profileImage: text('profile_image'),
    aboutDoctor: text('about_doctor'),
    degree: text('degree'),
    registrationNumber: text('registration_number'),
    medicalCouncil: text('medical_council'),
    university: text('university'),
    yearOfCompletion: integer('year_of_completion'),
    experienceYears: integer('experience_years').notNull().default(0),
    specialityId: integer('speciality_id').references(() => specialities.id),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    verificationStatus: text('verification_status', { enum: ['unverified', 'pending', 'verified', 'rejected'] })
      .notNull()
      .default('unverified'),
    verificationNote: text('verification_note'),
    registrationCompleted: boolean('registration_completed').notNull().default(false),
    /** When the registration was (last) submitted: not moved by an approval or an edit (migration 0019). */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** When a verifier first opened the submitted registration in the console: "under review" (migration 0020). */
    reviewStartedAt: timestamp('review_started_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    timeZone: text('time_zone').notNull().default('Asia/Dubai'),
    citySlug: text('city_slug'),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    ...addressColumns(),
    /** The networks its clinics accept cover its video consultations too (issue 41, migration 0024). */
    videoInsurance: boolean('video_insurance').notNull().default(false),
    // denormalised
    minOnlineFee: integer('min_online_fee'),
    minOfflineFee: integer('min_offline_fee'),
    /** Weekdays with online slots, bit 0 = Monday … bit 6 = Sunday. */
    onlineDays: smallint('online_days').notNull().default(0),
    offlineDays: smallint('offline_days').notNull().default(0),
    avgRating: numeric('avg_rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    reviewsCount: integer('reviews_count').notNull().default(0),
    ratingCounts: integer('rating_counts').array().notNull().default(sql`'{0,0,0,0,0}'`),
    recommendedCount: integer('recommended_count').notNull().default(0),
    /** Ranking signal for "Relevance": verified, rated and experienced first. */
    relevance: doublePrecision('relevance').notNull().default(0),
    /** Ids of the languages spoken (doctor_languages); kept by triggers (migration 0002) for the listing filter. */
    languageIds: integer('language_ids').array().notNull().default(sql`'{}'`),
    /**
     * The primary speciality plus the specialities of the doctor's specializations: the
     * doctor is listed under each. Kept by triggers (migration 0002).
     */
    specialityIds: integer('speciality_ids').array().notNull().default(sql`'{}'`),
    /** The insurance networks the doctor's clinics accept; kept by triggers (migration 0024) for the listing's Insurance filter. */
    networkIds: integer('network_ids').array().notNull().default(sql`'{}'`),
    /**
     * Public: verified, or a directory profile nobody has claimed. A self-registration stays private
     * until the verification team approves it (migration 0016; issue 36). Every public reader filters on it.
     */
    listed: boolean('listed')
      .notNull()
      .generatedAlwaysAs(sql`verification_status = 'verified' or (verification_status = 'unverified' and user_id is null)`),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('doctors_slug_key').on(t.slug),
    uniqueIndex('doctors_user_key').on(t.userId).where(sql`${t.userId} is not null`),
    index('doctors_speciality_relevance_idx').on(t.specialityId, t.relevance.desc(), t.id),
    index('doctors_city_idx').on(t.citySlug),
    index('doctors_relevance_idx').on(t.relevance.desc(), t.id),
  ],
);

/** Licence and photo ID proofs. Files are private: never under the public media path. */
export const doctorDocuments = pgTable(
  'doctor_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    doctorId: integer('doctor_id').notNull().references(() => doctors.id, { onDelete: 'cascade' }),
    documentDescription: text('document_description', { enum: ['id_proof', 'license_proof'] }).notNull(),
    documentNumber: text('document_number').notNull(),
    documentPath: text('document_path'),
    mimeType: text('mime_type'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('doctor_documents_kind_key').on(t.doctorId, t.documentDescription)],
);

/** Where a doctor sees patients in person. */
export const clinics = pgTable(
  'clinics',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    doctorId: integer('doctor_id').notNull().references(() => doctors.id, { onDelete: 'cascade' }),
    clinicName: text('clinic_name').notNull(),
    timeZone: text('time_zone').notNull().default('Asia/Dubai'),
    ...addressColumns(),
    ...timestamps(),
  },
  (t) => [index('clinics_doctor_idx').on(t.doctorId)],
);
