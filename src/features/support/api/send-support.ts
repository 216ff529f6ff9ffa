import { useMutation } from '@tanstack/react-query';
import { apiFetchEnvelope } from '../../../lib/api-client.ts';
import type { SupportBody } from '../../../shared/schemas/support.ts';
import type { IdData } from '../../../shared/schemas/envelope.ts';

/** POST /api/support: stored, then acknowledged to the patient's email or phone. */
export async function sendSupportRequest({ body, idempotencyKey }: { body: SupportBody; idempotencyKey: string }) {
  const envelope = await apiFetchEnvelope<IdData>('/api/support', { method: 'POST', body, idempotencyKey });
  return { id: envelope.data.id, message: envelope.message };
}

export const useSendSupportRequest = () => useMutation({ mutationFn: sendSupportRequest });
