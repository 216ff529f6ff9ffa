import { doublePrecision, text, timestamp } from 'drizzle-orm/pg-core';

/** Timestamps every mutable row carries. */
export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Postal address shared by users, doctors and clinics. */
export const addressColumns = () => ({
  addressOne: text('address_one'),
  addressTwo: text('address_two'),
  city: text('city'),
  state: text('state'),
  country: text('country'),
  postalCode: text('postal_code'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
});
