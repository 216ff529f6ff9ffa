import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetchEnvelope } from './api-client.ts';
import { familyMembersKey } from './family-members.ts';
import type { FamilyMemberBody, FamilyMemberData } from '../shared/schemas/family.ts';

/** POST /api/family-members (no id) or PUT /api/family-members/:id: add or edit one of the account's family members. */
export async function saveFamilyMember({ id, body }: { id: number | null; body: FamilyMemberBody }) {
  const envelope = await apiFetchEnvelope<FamilyMemberData>(id === null ? '/api/family-members' : `/api/family-members/${id}`, { method: id === null ? 'POST' : 'PUT', body });
  return { member: envelope.data, message: envelope.message };
}

export function useSaveFamilyMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveFamilyMember, onSettled: () => queryClient.invalidateQueries({ queryKey: familyMembersKey }) });
}
