import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetchEnvelope } from '../../../lib/api-client.ts';
import type { IdData } from '../../../shared/schemas/envelope.ts';
import { scheduleRootKey } from './doctor-timings.ts';

/** POST /api/doctor/delete-timing: the configuration stops being offered; its bookings stay. */
export async function deleteTiming({ timingId, idempotencyKey }: { timingId: number; idempotencyKey: string }): Promise<string | undefined> {
  const envelope = await apiFetchEnvelope<IdData>('/api/doctor/delete-timing', {
    method: 'POST',
    body: { timing_id: timingId },
    idempotencyKey,
  });
  return envelope.message;
}

export function useDeleteTiming() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTiming,
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleRootKey }),
  });
}
