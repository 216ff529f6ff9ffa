import { useMutation } from '@tanstack/react-query';
import { apiFetchEnvelope } from '../../../lib/api-client.ts';

export interface ClaimResult {
  claim: { id: number; doctor_id: number; claim_type: 'claim' | 'reclaim'; status: string; created_at: string };
}

/** POST /api/add-claim (multipart, 001 §7): stored as pending; the answer's message is shown as a toast. */
export async function addClaim(form: FormData): Promise<{ data: ClaimResult; message: string | undefined }> {
  const envelope = await apiFetchEnvelope<ClaimResult>('/api/add-claim', { method: 'POST', form });
  return { data: envelope.data, message: envelope.message };
}

export const useAddClaim = () => useMutation({ mutationFn: addClaim });
