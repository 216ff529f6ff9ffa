import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { appointments } from './appointments.ts';

/**
 * WebRTC signalling of a video consultation (server/services/consultation/consultation-signals.ts):
 * what one party's browser sends the other's (join, session descriptions, ICE
 * candidates, leave). Kept in the database so any API process can answer the
 * other party's long-poll and a reloaded page finds its place again by `id`
 * (the cursor). Rows live only while the room is open (deleted when it closes,
 * and after a day at the latest).
 */
export const consultationSignals = pgTable(
  'consultation_signals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    sender: text('sender', { enum: ['patient', 'doctor'] }).notNull(),
    kind: text('kind', { enum: ['join', 'description', 'candidate', 'leave'] }).notNull(),
    data: jsonb('data'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('consultation_signals_room_idx').on(t.appointmentId, t.id)],
);
