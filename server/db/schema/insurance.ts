import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { familyMembers } from './family.ts';
import { users } from './users.ts';
import { clinics, doctors } from './doctors.ts';

/*
 * The insurance catalog (issue 41, migration 0024): insurers of the UAE and India and their
 * networks/plans. Each row names itself in all three languages because the verification team adds
 * entries in the console, where no code change can translate them.
 */

export const insurers = pgTable('insurers', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  /** 'ae' or 'in': the market whose patients carry its cards. */
  country: text('country').notNull(),
  name: text('name').notNull().unique(),
  nameAr: text('name_ar').notNull(),
  nameHi: text('name_hi').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** A network or plan of one insurer (Daman Enhanced): what a card names and a clinic accepts. */
export const insuranceNetworks = pgTable(
  'insurance_networks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    insurerId: integer('insurer_id').notNull().references(() => insurers.id),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    nameAr: text('name_ar').notNull(),
    nameHi: text('name_hi').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [unique().on(t.insurerId, t.name), index('insurance_networks_insurer_idx').on(t.insurerId)],
);

/** The networks a clinic accepts (the doctor states them in the portal's Insurance section). */
export const clinicInsuranceNetworks = pgTable(
  'clinic_insurance_networks',
  {
    clinicId: integer('clinic_id').notNull().references(() => clinics.id, { onDelete: 'cascade' }),
    /** The clinic's doctor, so doctors.network_ids is kept even when a clinic's deletion cascades here. */
    doctorId: integer('doctor_id').notNull().references(() => doctors.id, { onDelete: 'cascade' }),
    networkId: integer('network_id').notNull().references(() => insuranceNetworks.id),
  },
  (t) => [primaryKey({ columns: [t.clinicId, t.networkId] }), index('clinic_insurance_networks_network_idx').on(t.networkId), index('clinic_insurance_networks_doctor_idx').on(t.doctorId)],
);

/**
 * A patient's saved insurance (migration 0025): one per person of the account (the holder when
 * family_member_id is null). The card photo is private like the doctors' proofs: served only to the
 * account holder and to the doctor of a booking that used this row.
 */
export const patientInsurance = pgTable(
  'patient_insurance',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    familyMemberId: integer('family_member_id').references(() => familyMembers.id, { onDelete: 'cascade' }),
    insurerId: integer('insurer_id').notNull().references(() => insurers.id),
    networkId: integer('network_id').references(() => insuranceNetworks.id),
    memberNumber: text('member_number').notNull(),
    cardPhotoPath: text('card_photo_path'),
    cardPhotoType: text('card_photo_type'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('patient_insurance_holder_key').on(t.ownerId).where(sql`${t.familyMemberId} is null`),
    uniqueIndex('patient_insurance_member_key').on(t.familyMemberId).where(sql`${t.familyMemberId} is not null`),
  ],
);
