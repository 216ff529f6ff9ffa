import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from './api-client.ts';
import { clearSession, useSession } from './session.ts';
import type { MyProfileData, UserType } from '../shared/schemas/auth.ts';
import * as queryRoots from './query-keys.ts';

/**
 * The signed-in user's own profile. A 401 means the cookie session is gone
 * (expired or revoked elsewhere), so the local signed-in state is dropped too (001 §4).
 */
export const myProfileQueryOptions = (userType: UserType) =>
  queryOptions({
    queryKey: [queryRoots.myProfile, userType],
    queryFn: async ({ signal }) => {
      try {
        return await apiFetch<MyProfileData>('/api/my-profile', { query: { user_type: userType }, signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) clearSession();
        throw error;
      }
    },
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    staleTime: 5 * 60_000,
  });

/**
 * Checks the signed-in state against the server (the account menu calls it on every
 * page): a session that expired or was revoked elsewhere signs the UI out too.
 */
export function useMyProfile() {
  const session = useSession();
  // An admin has no patient or doctor profile; the console's own calls notice an ended session.
  const userType = session?.userType === 'doctor' ? 'doctor' : 'user';
  return useQuery({ ...myProfileQueryOptions(userType), enabled: !!session && session.userType !== 'admin' });
}
