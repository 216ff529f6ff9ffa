import { z } from 'zod';
import { dbId } from './db-values.ts';
import { ok } from './envelope.ts';
import { proposalData } from './proposal-data.ts';
import { linkBooking, linkToken, rescheduleBody } from './reschedule.ts';

export { proposalData, type ProposalData } from './proposal-data.ts';

/**
 * The doctor's 'Propose another time' (issue 19): POST /api/doctor/propose-time with the booking
 * and another free time of the same type; the patient accepts or declines it
 * (POST /api/proposals/:id/accept | decline) or takes it by the message's one-tap link.
 */
export const proposeTimeBody = rescheduleBody;
export type ProposeTimeBody = z.input<typeof proposeTimeBody>;

export const proposalParams = z.object({ id: dbId() });

export const proposalResponse = ok(proposalData);
/** Accepting moves the booking: the answer is the booking as it is now. */
export const acceptProposalResponse = ok(z.object({ appointment: linkBooking }));

/** The one-tap Accept of the proposal's message. */
export const linkAcceptBody = z.object({ token: linkToken, appointment_id: dbId() });
export type LinkAcceptBody = z.input<typeof linkAcceptBody>;
