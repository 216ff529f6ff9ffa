import { apiFetchEnvelope } from './api-client.ts';
import type { ChangeStatusBody, ChangeStatusData } from '../shared/schemas/change-status.ts';

/**
 * POST /api/change-appointment-status (001 §7): the one client of the call, for the patient's Cancel
 * (features/my-bookings) and the doctor's Mark as Complete, Mark as No Show and Cancel
 * (features/doctor-booking-list). The offline queue replays the same body and key to the same URL.
 */
export const CHANGE_STATUS_URL = '/api/change-appointment-status';

export interface StatusChange {
  body: ChangeStatusBody;
  /** One per intended change, kept while it is retried or replayed: a lost answer never applies or notifies twice. */
  idempotencyKey: string;
}

export type StatusChangeResult = ChangeStatusData & { message: string | undefined };

export async function postStatusChange({ body, idempotencyKey }: StatusChange): Promise<StatusChangeResult> {
  const envelope = await apiFetchEnvelope<ChangeStatusData>(CHANGE_STATUS_URL, { method: 'POST', body, idempotencyKey });
  return { message: envelope.message, ...envelope.data };
}
