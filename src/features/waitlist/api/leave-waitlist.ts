import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetchEnvelope } from '../../../lib/api-client.ts';
import { myWaitlistKey } from './my-waitlist.ts';

/** DELETE /api/waitlist/:id: leave one's own waiting list (a held slot goes to the next patient). */
export async function leaveWaitlist(id: number): Promise<string | undefined> {
  return (await apiFetchEnvelope<{ id: number }>(`/api/waitlist/${id}`, { method: 'DELETE' })).message;
}

export function useLeaveWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveWaitlist,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myWaitlistKey }),
  });
}
