import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { authConfigData } from '../../../shared/schemas/auth.ts';

/** Which social sign-ins the server has client ids for; fixed for the life of a deployment. */
export const authConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['auth-config'],
    queryFn: async ({ signal }) => authConfigData.parse(await apiFetch<unknown>('/api/auth-config', { signal })),
    staleTime: Infinity,
    retry: 1,
  });

export const useAuthConfig = () => useQuery(authConfigQueryOptions());
