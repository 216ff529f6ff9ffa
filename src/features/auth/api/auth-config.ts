import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { authConfigData } from '../../../shared/schemas/auth.ts';
import * as queryRoots from '../../../lib/query-keys.ts';

/** Which social sign-ins the server has client ids for; fixed for the life of a deployment. */
export const authConfigQueryOptions = () =>
  queryOptions({
    queryKey: [queryRoots.authConfig],
    queryFn: async ({ signal }) => authConfigData.parse(await apiFetch<unknown>('/api/auth-config', { signal })),
    staleTime: Infinity,
    retry: 1,
  });

export const useAuthConfig = () => useQuery(authConfigQueryOptions());
