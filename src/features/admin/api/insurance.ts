import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiFetchEnvelope } from '../../../lib/api-client.ts';
import type { AddInsurerBody, AddNetworkBody, Insurer } from '../../../shared/schemas/insurance.ts';
import { adminRootKey } from './admin-keys.ts';

/**
 * GET /api/insurers under the console's root key: an addition reloads it (and the console's other
 * queries), and the console never shows a public copy cached before the addition.
 */
export const insurersQueryOptions = () =>
  queryOptions({
    queryKey: [...adminRootKey, 'insurers'] as const,
    queryFn: ({ signal }) => apiFetch<Insurer[]>('/api/insurers', { signal }),
    staleTime: 0,
  });

export const useInsurers = () => useQuery(insurersQueryOptions());

export type CatalogAddition = { kind: 'insurer'; body: AddInsurerBody } | { kind: 'network'; insurerId: number; body: AddNetworkBody };

/** POST /api/admin/insurers or /api/admin/insurers/:id/networks; answers the server's confirmation. */
export function useAddToCatalog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (addition: CatalogAddition) => {
      const path = addition.kind === 'insurer' ? '/api/admin/insurers' : `/api/admin/insurers/${addition.insurerId}/networks`;
      return (await apiFetchEnvelope<unknown>(path, { method: 'POST', body: addition.body })).message ?? '';
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: insurersQueryOptions().queryKey }),
  });
}
