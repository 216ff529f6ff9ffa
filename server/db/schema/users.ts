import { sql } from 'drizzle-orm';
import { boolean, date, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { addressColumns, timestamps } from './columns.ts';

/**
 * Every account that can sign in: patients (role user), doctors and admins.
 * An email or phone is unique per role, so one person can hold a patient
 * account and, after a claim, a doctor account with the same address.
 */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    role: text('role', { enum: ['user', 'doctor', 'admin'] }).notNull(),
    email: text('email'),
    phone: text('phone'),
    countryCode: text('country_code'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    dob: date('dob'),
    gender: text('gender'),
    bloodGroup: text('blood_group'),
    weight: text('weight'),
    maritalStatus: text('marital_status'),
    profileImage: text('profile_image'),
    googleId: text('google_id'),
    microsoftId: text('microsoft_id'),
    /** The patient's reminder choices in Edit Profile (migration 0010); email reminders always go. */
    smsReminders: boolean('sms_reminders').notNull().default(true),
    whatsappReminders: boolean('whatsapp_reminders').notNull().default(true),
    /** The account's language (migration 0013): mails, SMS and the server's answers follow it; null = never chosen. */
    locale: text('locale', { enum: ['en', 'ar', 'hi'] }),
    ...addressColumns(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_role_email_key').on(t.role, sql`lower(${t.email})`).where(sql`${t.email} is not null`),
    uniqueIndex('users_role_phone_key').on(t.role, t.countryCode, t.phone).where(sql`${t.phone} is not null`),
    uniqueIndex('users_google_key').on(t.googleId).where(sql`${t.googleId} is not null`),
  ],
);
