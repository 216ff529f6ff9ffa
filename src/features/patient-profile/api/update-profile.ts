import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetchEnvelope } from '../../../lib/api-client.ts';
import { setSession } from '../../../lib/session.ts';
import { userDetails, type PatientProfile } from '../../../shared/schemas/auth.ts';
import { patientProfileQueryOptions, toPatientProfile } from './patient-profile.ts';

/** POST /api/update-profile (multipart, 001 §7): the caller's own account only. */
export async function updateProfile(form: FormData): Promise<{ profile: PatientProfile; message: string | undefined }> {
  const envelope = await apiFetchEnvelope<unknown>('/api/update-profile', { method: 'POST', form });
  return { profile: toPatientProfile(envelope.data), message: envelope.message };
}

/**
 * Saves and spreads the result: the my-profile cache (this page and the account
 * menu) and the stored session the top bar draws its name and avatar from.
 */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ profile }) => applyProfile(queryClient, profile),
  });
}

export function applyProfile(queryClient: ReturnType<typeof useQueryClient>, profile: PatientProfile): void {
  const { queryKey } = patientProfileQueryOptions();
  queryClient.setQueryData(queryKey, profile);
  void queryClient.invalidateQueries({ queryKey });
  setSession(userDetails.parse(profile));
}
