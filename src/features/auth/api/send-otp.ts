import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { sendOtpData, type SendOtpBody, type UserType } from '../../../shared/schemas/auth.ts';

/** Patients and doctors ask for their code at different paths (000 §7). */
const pathFor = (role: UserType) => (role === 'doctor' ? '/api/send-doctor-otp' : '/api/send-otp');

export async function sendOtp(body: SendOtpBody & { user_type: UserType }) {
  const data = await apiFetch<unknown>(pathFor(body.user_type), { method: 'POST', body });
  return sendOtpData.parse(data);
}

export const useSendOtp = () => useMutation({ mutationFn: sendOtp });
