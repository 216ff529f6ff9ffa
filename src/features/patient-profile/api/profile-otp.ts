import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetchEnvelope } from '../../../lib/api-client.ts';
import type { OtpType } from '../../../shared/schemas/auth.ts';
import { sendOtpData } from '../../../shared/schemas/auth.ts';
import type { SendProfileOtpBody } from '../../../shared/schemas/patient-profile.ts';
import { toPatientProfile } from './patient-profile.ts';
import { applyProfile } from './update-profile.ts';

/** POST /api/send-profile-otp: a code to the email or phone being verified; answers its reference. */
export async function sendProfileOtp(body: SendProfileOtpBody) {
  const envelope = await apiFetchEnvelope<unknown>('/api/send-profile-otp', { method: 'POST', body });
  return sendOtpData.parse(envelope.data);
}

export const useSendProfileOtp = () => useMutation({ mutationFn: sendProfileOtp });

/** POST /api/verify-profile-otp: the right code makes the address the account's verified one. */
export async function verifyProfileOtp(body: { user_id: string; otp: string; otp_type: OtpType }) {
  const envelope = await apiFetchEnvelope<unknown>('/api/verify-profile-otp', { method: 'POST', body: { user_type: 'user', ...body } });
  return { profile: toPatientProfile(envelope.data), message: envelope.message };
}

export function useVerifyProfileOtp() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: verifyProfileOtp, onSuccess: ({ profile }) => applyProfile(queryClient, profile) });
}
