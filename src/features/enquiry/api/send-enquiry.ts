import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EnquiryBody } from '../../../shared/schemas/booking.ts';
import { sendOrQueue, type SendOrQueueResult } from '../../../lib/offline/send-or-queue.ts';
import * as queryRoots from '../../../lib/query-keys.ts';

export const ENQUIRY_URL = '/api/send-appointment-enquiry';

export interface SendEnquiryVariables {
  body: EnquiryBody;
  /** Kept while the same enquiry is retried, so a lost answer never sends it twice. */
  idempotencyKey: string;
  /** The pending list's line, should it have to wait for the network. */
  label: string;
  userId: number;
}

/**
 * POST /api/send-appointment-enquiry (000 §7, patients only); answers 'Your enquiry has
 * been sent.'. Offline it is queued with its Idempotency-Key and sent when the network is
 * back (DESIGN §6): the answer is then { status: 'queued' }.
 */
export function sendEnquiry({ body, idempotencyKey, label, userId }: SendEnquiryVariables): Promise<SendOrQueueResult<unknown>> {
  return sendOrQueue({ kind: 'enquiry', method: 'POST', url: ENQUIRY_URL, body, idempotencyKey, label, targetId: Number(body.doctor_id), userId });
}

/** The patient's Enquiries tab lists it next. */
export function useSendEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendEnquiry,
    onSuccess: (result) => {
      if (result.status === 'sent') return queryClient.invalidateQueries({ queryKey: [queryRoots.myAppointments] });
    },
  });
}
