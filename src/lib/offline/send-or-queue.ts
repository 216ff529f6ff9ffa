import { apiFetchEnvelope, isApiError } from '../api-client.ts';
import type { PendingAction, PendingActionKind } from '../../shared/offline/pending-action.ts';

export interface OfflineWrite {
  kind: PendingActionKind;
  method: PendingAction['method'];
  /** API path, e.g. '/api/send-appointment-enquiry' or '/api/cancel-appointment'. */
  url: string;
  body?: unknown;
  /** Required: a replay with the same key returns the first answer and changes nothing. */
  idempotencyKey: string;
  /** Shown in the pending list, e.g. t('offline.label.enquiry', { doctor }). */
  label: string;
  /** What it changes: the doctor id of an enquiry, the booking id of a cancellation or status change. */
  targetId: number | string;
  userId: number;
}

export type SendOrQueueResult<T> = { status: 'sent'; data: T; message?: string } | { status: 'queued' };

/**
 * The one door for writes that may wait for the network (DESIGN §6). Online it sends at
 * once and answers like apiFetchEnvelope (a 4xx or 5xx rejects with its ApiError, for the
 * form to show). Offline, or when the request cannot reach the server, it queues the write
 * with its Idempotency-Key and answers { status: 'queued' }: tell the user
 * t('offline.savedForLater') and show the item as pending (usePendingActions).
 */
export async function sendOrQueue<T = unknown>(write: OfflineWrite): Promise<SendOrQueueResult<T>> {
  if (typeof navigator === 'undefined' || navigator.onLine) {
    try {
      const envelope = await apiFetchEnvelope<T>(write.url, { method: write.method, body: write.body, idempotencyKey: write.idempotencyKey });
      return { status: 'sent', data: envelope.data, message: envelope.message };
    } catch (error) {
      // Status 0 is a network failure: the request may never have left, so it waits in the queue.
      if (!(isApiError(error) && error.status === 0)) throw error;
    }
  }
  // The queue's code (Dexie) loads when a write has to wait: a page that may send one does not carry it (issue 17).
  // The service worker precaches it, and a signed-in page's pending markers (usePendingActions) have loaded it already.
  const { enqueue } = await import('./pending-queue.ts');
  const now = Date.now();
  await enqueue({
    key: write.idempotencyKey,
    kind: write.kind,
    method: write.method,
    url: write.url,
    body: write.body,
    label: write.label,
    targetId: write.targetId,
    userId: write.userId,
    status: 'queued',
    attempts: 0,
    nextAttemptAt: now,
    createdAt: now,
  });
  return { status: 'queued' };
}
