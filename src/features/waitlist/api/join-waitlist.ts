import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetchEnvelope } from '../../../lib/api-client.ts';
import type { JoinWaitlistBody, WaitlistEntryData } from '../../../shared/schemas/waitlist.ts';
import { myWaitlistKey } from './my-waitlist.ts';

/** POST /api/waitlist: 'Notify me if an earlier time frees up'. */
export async function joinWaitlist(body: JoinWaitlistBody): Promise<{ message: string | undefined; entry: WaitlistEntryData }> {
  const envelope = await apiFetchEnvelope<WaitlistEntryData>('/api/waitlist', { method: 'POST', body });
  return { message: envelope.message, entry: envelope.data };
}

export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinWaitlist,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myWaitlistKey }),
  });
}
