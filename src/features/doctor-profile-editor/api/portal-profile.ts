import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetchEnvelope, apiFetch } from '../../../lib/api-client.ts';
import { getSession, setSession } from '../../../lib/session.ts';
import type { DoctorPortalProfile } from '../../../shared/schemas/doctor-profile-data.ts';
import * as queryRoots from '../../../lib/query-keys.ts';

/** GET /api/doctor/profile: the signed-in doctor's own profile for Edit Profile (001 §3). */
export const portalProfileQueryOptions = () =>
  queryOptions({
    queryKey: [queryRoots.doctorPortalProfile],
    queryFn: ({ signal }) => apiFetch<DoctorPortalProfile>('/api/doctor/profile', { signal }),
  });

export const usePortalProfile = () => useQuery(portalProfileQueryOptions());

/** Posts one section (multipart) and answers with the server's message and the fresh profile. */
export async function postSection(path: string, form: FormData): Promise<{ message: string; profile: DoctorPortalProfile }> {
  const envelope = await apiFetchEnvelope<DoctorPortalProfile>(path, { method: 'POST', form });
  return { message: envelope.message ?? '', profile: envelope.data };
}

/**
 * After a save (001 §4 "saving toggles a global refresh flag"): the fresh profile
 * replaces this page's copy, the signed-in name and photo follow, and every other
 * view of the doctor (my-profile, the public doctor page, the catalog after an
 * Add+) is fetched again.
 */
export function useProfileSaved() {
  const queryClient = useQueryClient();
  return async (profile: DoctorPortalProfile) => {
    queryClient.setQueryData(portalProfileQueryOptions().queryKey, profile);
    const session = getSession();
    if (session?.userType === 'doctor') {
      const name = [profile.first_name, profile.last_name].filter(Boolean).join(' ');
      setSession({ ...session.user, first_name: profile.first_name, last_name: profile.last_name, name, profile_image: profile.profile_image });
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [queryRoots.myProfile] }),
      // The public doctor page: its detail and SEO data.
      queryClient.invalidateQueries({ queryKey: [queryRoots.doctor] }),
      queryClient.invalidateQueries({ queryKey: [queryRoots.home] }),
    ]);
  };
}
