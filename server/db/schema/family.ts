import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { FAMILY_RELATIONS, GENDERS } from '../../../src/shared/constants.ts';
import { timestamps } from './columns.ts';
import { users } from './users.ts';

/**
 * A person a patient books for (issue 41, migration 0023): a child, a parent, a spouse… They have no
 * account; the row belongs to the account holder (`owner_id`) and is shown to no one else.
 */
export const familyMembers = pgTable(
  'family_members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    relation: text('relation', { enum: FAMILY_RELATIONS }).notNull(),
    dob: date('dob').notNull(),
    gender: text('gender', { enum: GENDERS }).notNull(),
    ...timestamps(),
  },
  (t) => [index('family_members_owner_idx').on(t.ownerId, t.id)],
);
