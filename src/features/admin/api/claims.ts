import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiFetchEnvelope } from '../../../lib/api-client.ts';
import type { ClaimTab } from '../../../shared/schemas/admin.ts';
import type { ClaimItem } from '../../../shared/schemas/admin-items.ts';
import { adminRootKey, refreshConsole, type QueuePage } from './admin-keys.ts';
import type { QueueRequest } from './registrations.ts';

/** GET /api/admin/claims: one tab's page with every tab's count. */
export const claimsQueryOptions = (request: QueueRequest<ClaimTab>) =>
  queryOptions({
    queryKey: [...adminRootKey, 'claims', request] as const,
    queryFn: async ({ signal }): Promise<QueuePage<ClaimItem>> => {
      const envelope = await apiFetchEnvelope<ClaimItem[]>('/api/admin/claims', { query: { ...request }, signal });
      return { data: envelope.data, counts: envelope.counts ?? {}, total: envelope.total ?? 0, lastPage: envelope.last_page ?? 1 };
    },
    staleTime: 0,
  });

export const useClaims = (request: QueueRequest<ClaimTab>) => useQuery({ ...claimsQueryOptions(request), placeholderData: keepPreviousData });

/** GET /api/admin/claims/:id: the request beside the profile being claimed. */
export const claimQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...adminRootKey, 'claim', id] as const,
    queryFn: ({ signal }) => apiFetch<ClaimItem>(`/api/admin/claims/${id}`, { signal }),
    staleTime: 0,
  });

export const useClaim = (id: number | undefined) => useQuery({ ...claimQueryOptions(id ?? 0), enabled: id !== undefined });

export type ClaimDecision = { id: number; action: 'approve' } | { id: number; action: 'reject'; reason: string };

export function useDecideClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (decision: ClaimDecision) => {
      const options = decision.action === 'reject' ? { method: 'POST' as const, body: { reason: decision.reason } } : { method: 'POST' as const };
      return (await apiFetchEnvelope<unknown>(`/api/admin/claims/${decision.id}/${decision.action}`, options)).message;
    },
    onSettled: refreshConsole(queryClient),
  });
}
