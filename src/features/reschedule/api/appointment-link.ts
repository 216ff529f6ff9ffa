import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiFetchEnvelope } from '../../../lib/api-client.ts';
import type { LinkBooking, LinkChoices, LinkPreview } from '../../../shared/schemas/reschedule.ts';
import * as queryRoots from '../../../lib/query-keys.ts';

/** GET /api/appointment-link: the booking a reminder's one-tap link acts on (no sign-in). */
export const appointmentLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [queryRoots.appointmentLink, token] as const,
    queryFn: ({ signal }) => apiFetch<LinkPreview>('/api/appointment-link', { query: { token }, signal }),
    retry: false,
    staleTime: Infinity,
  });

export const useAppointmentLink = (token: string) => useQuery(appointmentLinkQueryOptions(token));

/** GET /api/appointment-link/choices: a reminder SMS's short link (issue 42), read afresh each time (a choice may be used meanwhile). */
export const useLinkChoices = (code: string) =>
  useQuery({
    queryKey: [queryRoots.appointmentLink, 'choices', code] as const,
    queryFn: ({ signal }) => apiFetch<LinkChoices>('/api/appointment-link/choices', { query: { code }, signal }),
    retry: false,
    staleTime: 0,
  });

export type LinkActionBody =
  | { action: 'confirm' | 'accept'; token: string; appointment_id: number }
  | { action: 'cancel'; token: string; appointment_id: number; cancel_reason: string; cancel_description: string }
  | { action: 'reschedule'; token: string; appointment_id: number; appointment_date: string; appointment_time: string };

/** POST /api/appointment-link/{confirm,cancel,reschedule,accept}: the link's one action. */
export async function postLinkAction(body: LinkActionBody) {
  const { action, ...rest } = body;
  const envelope = await apiFetchEnvelope<{ appointment: LinkBooking }>(`/api/appointment-link/${action}`, { method: 'POST', body: rest });
  return { message: envelope.message, appointment: envelope.data.appointment };
}

export function useAppointmentLinkAction(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postLinkAction,
    // The link is used now: what the page shows comes from the answer, not a refetch (which would say "used").
    onSuccess: (result) =>
      queryClient.setQueryData(appointmentLinkQueryOptions(token).queryKey, (previous) =>
        previous ? { ...previous, appointment: result.appointment } : previous,
      ),
    onSettled: (_data, _error, variables) =>
      variables.action === 'reschedule' || variables.action === 'accept' ? queryClient.invalidateQueries({ queryKey: [queryRoots.doctor] }) : undefined,
  });
}
