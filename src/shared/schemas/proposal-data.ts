import { z } from 'zod';

/** A time the doctor proposed (issue 19): the wall clock of the booking's zone, and the instant. */
export const proposedTime = z.object({ appointment_date: z.string(), appointment_time: z.string(), time_zone: z.string(), starts_at: z.string() });

/** An open proposal as both sides see it on their lists: the proposed time, and when it lapses. */
export const proposalData = proposedTime.extend({
  id: z.number().int(),
  appointment_id: z.number().int(),
  expires_at: z.string(),
  status: z.enum(['open', 'accepted', 'declined', 'withdrawn']),
});
export type ProposalData = z.infer<typeof proposalData>;
