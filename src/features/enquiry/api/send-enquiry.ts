import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetchEnvelope } from '../../../lib/api-client.ts';
import type { EnquiryBody } from '../../../shared/schemas/booking.ts';

export interface SendEnquiryVariables {
  body: EnquiryBody;
  /** Kept while the same enquiry is retried, so a lost answer never sends it twice. */
  idempotencyKey: string;
}

/** POST /api/send-appointment-enquiry (000 §7, patients only); answers 'Your enquiry has been sent.'. */
export async function sendEnquiry({ body, idempotencyKey }: SendEnquiryVariables): Promise<string | undefined> {
  const envelope = await apiFetchEnvelope<unknown>('/api/send-appointment-enquiry', { method: 'POST', body, idempotencyKey });
  return envelope.message;
}

/** The patient's Enquiries tab lists it next. */
export function useSendEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendEnquiry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['my-appointments'] }),
  });
}
