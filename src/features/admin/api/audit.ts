import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetchEnvelope } from '../../../lib/api-client.ts';
import type { DecisionItem } from '../../../shared/schemas/admin-items.ts';
import { adminRootKey } from './admin-keys.ts';

export interface AuditRequest {
  subject_type?: DecisionItem['subject_type'] | undefined;
  page?: number | undefined;
}

/** GET /api/admin/audit: every decision, newest first. */
export const auditQueryOptions = (request: AuditRequest) =>
  queryOptions({
    queryKey: [...adminRootKey, 'audit', request] as const,
    queryFn: async ({ signal }) => {
      const envelope = await apiFetchEnvelope<DecisionItem[]>('/api/admin/audit', { query: { ...request }, signal });
      return { data: envelope.data, total: envelope.total ?? 0, lastPage: envelope.last_page ?? 1 };
    },
    staleTime: 0,
  });

export const useAudit = (request: AuditRequest) => useQuery({ ...auditQueryOptions(request), placeholderData: keepPreviousData });
