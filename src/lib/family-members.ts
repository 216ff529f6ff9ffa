import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client.ts';
import { useSession } from './session.ts';
import type { FamilyMemberData } from '../shared/schemas/family.ts';
import * as queryRoots from './query-keys.ts';

/**
 * The account holder's family members (issue 41): Edit Profile manages them; booking asks whom an
 * appointment is for. Persisted (query-persister.ts), so the list reads offline; adds, edits and
 * removals invalidate this key.
 */
export const familyMembersKey = [queryRoots.familyMembers] as const;

/** GET /api/family-members */
export const fetchFamilyMembers = (signal?: AbortSignal) => apiFetch<FamilyMemberData[]>('/api/family-members', { signal });

export const familyMembersQueryOptions = () =>
  queryOptions({ queryKey: familyMembersKey, queryFn: ({ signal }) => fetchFamilyMembers(signal), staleTime: 5 * 60_000 });

/** Only a signed-in patient has family members. */
export function useFamilyMembers() {
  const session = useSession();
  return useQuery({ ...familyMembersQueryOptions(), enabled: session?.userType === 'user' });
}
