import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { verifyOtpData } from '../../../shared/schemas/auth.ts';

/** Google sign-in: the ID token is checked on the server, which then sets the session cookie. */
export async function googleLogin(credential: string) {
  const data = await apiFetch<unknown>('/api/social-login', { method: 'POST', body: { login_type: 'google', credential } });
  return verifyOtpData.parse(data).user_details;
}

export const useGoogleLogin = () => useMutation({ mutationFn: googleLogin });

/** Microsoft redirect sign-in: the ID token from the fragment and the nonce this tab asked Microsoft to put in it. */
export async function microsoftLogin(credential: string, nonce: string) {
  const data = await apiFetch<unknown>('/api/social-login', { method: 'POST', body: { login_type: 'microsoft', credential, nonce } });
  return verifyOtpData.parse(data).user_details;
}
