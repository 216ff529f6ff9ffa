import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetchEnvelope } from '../../../lib/api-client.ts';
import { availabilityRootKey } from '../../../lib/free-slots.ts';
import { myAppointmentsRootKey } from './my-appointments.ts';

export interface AnswerProposalVariables {
  proposalId: number;
  doctorId: number;
  answer: 'accept' | 'decline';
  /** One per answer: a retried Accept moves the booking once. */
  idempotencyKey: string;
}

/** POST /api/proposals/:id/accept | decline (issue 19): the patient's answer to the doctor's proposed time. */
export async function answerProposal(variables: AnswerProposalVariables) {
  const envelope = await apiFetchEnvelope<unknown>(`/api/proposals/${variables.proposalId}/${variables.answer}`, {
    method: 'POST',
    idempotencyKey: variables.idempotencyKey,
  });
  return { message: envelope.message };
}

/** My Bookings and the doctor's free times reload whatever the answer (a 409 means the time was taken). */
export function useAnswerProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerProposal,
    onSettled: (_data, _error, variables) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myAppointmentsRootKey }),
        queryClient.invalidateQueries({ queryKey: availabilityRootKey(variables.doctorId) }),
      ]),
  });
}
