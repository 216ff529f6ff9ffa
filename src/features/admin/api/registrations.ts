import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiFetchEnvelope } from '../../../lib/api-client.ts';
import type { RegistrationTab } from '../../../shared/schemas/admin.ts';
import type { RegistrationDetail, RegistrationItem } from '../../../shared/schemas/admin-items.ts';
import { adminRootKey, refreshConsole, type QueuePage } from './admin-keys.ts';

export interface QueueRequest<Tab extends string> {
  status: Tab;
  search?: string | undefined;
  page?: number | undefined;
}

/** GET /api/admin/doctors: one tab's page with every tab's count. */
export const registrationsQueryOptions = (request: QueueRequest<RegistrationTab>) =>
  queryOptions({
    queryKey: [...adminRootKey, 'registrations', request] as const,
    queryFn: async ({ signal }): Promise<QueuePage<RegistrationItem>> => {
      const envelope = await apiFetchEnvelope<RegistrationItem[]>('/api/admin/doctors', { query: { ...request }, signal });
      return { data: envelope.data, counts: envelope.counts ?? {}, total: envelope.total ?? 0, lastPage: envelope.last_page ?? 1 };
    },
    staleTime: 0,
  });

export const useRegistrations = (request: QueueRequest<RegistrationTab>) =>
  useQuery({ ...registrationsQueryOptions(request), placeholderData: keepPreviousData });

/** GET /api/admin/doctors/:id: one registration in full, with its decisions. */
export const registrationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...adminRootKey, 'registration', id] as const,
    queryFn: ({ signal }) => apiFetch<RegistrationDetail>(`/api/admin/doctors/${id}`, { signal }),
    staleTime: 0,
  });

export const useRegistration = (id: number | undefined) => useQuery({ ...registrationQueryOptions(id ?? 0), enabled: id !== undefined });

export type RegistrationDecision =
  | { id: number; action: 'verify'; expectedStatus: RegistrationItem['verification_status'] }
  | { id: number; action: 'reject'; expectedStatus: RegistrationItem['verification_status']; reason: string };

/** Approve or Reject, sending the status the admin saw: a decision made meanwhile is a 409 naming who. */
export function useDecideRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (decision: RegistrationDecision) => {
      const body = decision.action === 'reject' ? { reason: decision.reason, expected_status: decision.expectedStatus } : { expected_status: decision.expectedStatus };
      const envelope = await apiFetchEnvelope<unknown>(`/api/admin/doctors/${decision.id}/${decision.action}`, { method: 'POST', body });
      return envelope.message;
    },
    onSettled: refreshConsole(queryClient),
  });
}
