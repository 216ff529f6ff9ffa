import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { verifyOtpData, type VerifyOtpBody } from '../../../shared/schemas/auth.ts';

/** The server answers with the user and sets the session cookie (never a token we keep). */
export async function verifyOtp(body: VerifyOtpBody) {
  const data = await apiFetch<unknown>('/api/verify-otp', { method: 'POST', body });
  return verifyOtpData.parse(data).user_details;
}

export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });
