import { useMutation } from '@tanstack/react-query';
import { apiFetchEnvelope } from '../../../lib/api-client.ts';
import type { ClaimData } from '../../../shared/schemas/claim.ts';

/** POST /api/add-claim (multipart, 001 §7): stored as pending; the answer's message is shown as a toast. */
export async function addClaim(form: FormData): Promise<{ data: ClaimData; message: string | undefined }> {
  const envelope = await apiFetchEnvelope<ClaimData>('/api/add-claim', { method: 'POST', form });
  return { data: envelope.data, message: envelope.message };
}

export const useAddClaim = () => useMutation({ mutationFn: addClaim });
