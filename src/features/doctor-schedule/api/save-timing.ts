import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetchEnvelope } from '../../../lib/api-client.ts';
import type { TimingItem } from '../../../shared/schemas/timings.ts';
import type { SaveBody } from '../schedule-form.ts';
import { scheduleRootKey } from './doctor-timings.ts';

export interface SaveTimingVariables {
  body: SaveBody;
  /** One per Save press: a retried request creates one configuration. */
  idempotencyKey: string;
}

/** POST /api/doctor/add-timings (001 §7 save of a configuration): create when timing_id is empty, else update. */
export async function saveTiming({ body, idempotencyKey }: SaveTimingVariables): Promise<{ message: string | undefined; item: TimingItem }> {
  const envelope = await apiFetchEnvelope<TimingItem>('/api/doctor/add-timings', { method: 'POST', body, idempotencyKey });
  return { message: envelope.message, item: envelope.data };
}

export function useSaveTiming() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTiming,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleRootKey }),
  });
}
