import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetchEnvelope } from '../../../lib/api-client.ts';
import { familyMembersKey } from '../../../lib/family-members.ts';

/** DELETE /api/family-members/:id: remove one of the account's family members. */
export async function removeFamilyMember(id: number): Promise<string | undefined> {
  return (await apiFetchEnvelope<{ id: number }>(`/api/family-members/${id}`, { method: 'DELETE' })).message;
}

export function useRemoveFamilyMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeFamilyMember, onSettled: () => queryClient.invalidateQueries({ queryKey: familyMembersKey }) });
}
