/**
 * Offline writes (DESIGN §6): one queue record per write made without a network, replayed
 * by the page (at start, on `online`, on a timer) and by the service worker (`sync`
 * event). Both run this one replay routine over their own IndexedDB adapter, under one
 * Web Lock, and every request carries its Idempotency-Key, so nothing is applied twice.
 * Pure TypeScript: no DOM, no Dexie (the service worker may import only src/shared).
 */

export type PendingActionKind = 'enquiry' | 'cancel-booking' | 'booking-status';

export interface PendingAction {
  /** The Idempotency-Key, also the record's primary key. */
  key: string;
  kind: PendingActionKind;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Same-origin API path, e.g. '/api/send-appointment-enquiry'. */
  url: string;
  body?: unknown;
  /** What the user sees in the pending list, already translated when queued. */
  label: string;
  /** The thing it changes (doctor id for an enquiry, booking id for the others). */
  targetId: number | string;
  /** Who queued it: sign-out drops this person's actions. */
  userId: number;
  status: 'queued' | 'failed';
  attempts: number;
  /** Epoch ms before which a retry is not due (backoff). */
  nextAttemptAt: number;
  createdAt: number;
  /** The server's reason, once a 4xx answer has marked it failed. */
  error?: string;
}

/** The IndexedDB database and store both sides use (Dexie on the page, raw IDB in the worker). */
export const OFFLINE_DB_NAME = 'medbook-offline';
export const PENDING_STORE = 'pendingActions';
/** Web Lock held while replaying: page tabs and the worker never send the same record at once. */
export const REPLAY_LOCK = 'mb-offline-replay';
/** Background Sync tag the page registers when it queues something. */
export const SYNC_TAG = 'mb-offline-replay';
/** BroadcastChannel on which replay results are announced to every open page. */
export const OFFLINE_CHANNEL = 'mb-offline';

export type SendResult =
  | { type: 'sent'; message?: string; data?: unknown }
  /** The server refused it (4xx): retrying will not help. */
  | { type: 'rejected'; status: number; message: string }
  /** Network error or 5xx: try again later. */
  | { type: 'retry'; status: number };

export type ReplayOutcome =
  | { type: 'sent'; action: PendingAction; message?: string }
  | { type: 'failed'; action: PendingAction }
  | { type: 'retry'; action: PendingAction };

/** Announced on OFFLINE_CHANNEL after a replay that changed something. */
export interface ReplayBroadcast {
  type: 'replayed';
  outcomes: ReplayOutcome[];
}

export interface PendingStore {
  all(): Promise<PendingAction[]>;
  put(action: PendingAction): Promise<void>;
  delete(key: string): Promise<void>;
}

const BASE_DELAY_MS = 5_000;
const MAX_DELAY_MS = 10 * 60_000;

/** Exponential backoff after the nth failed attempt: 5 s, 10 s, 20 s … capped at 10 minutes. */
export function backoffMs(attempts: number): number {
  return Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1));
}

/** Which queued actions are due, oldest first (replies must keep the order they were made in). */
export function dueActions(actions: readonly PendingAction[], now: number, ignoreBackoff: boolean): PendingAction[] {
  return actions
    .filter((action) => action.status === 'queued' && (ignoreBackoff || action.nextAttemptAt <= now))
    .sort((a, b) => a.createdAt - b.createdAt);
}

/** Classifies an HTTP answer: 2xx sent, 408/429/5xx retry, other 4xx rejected with the server's reason. */
export function classifyAnswer(status: number, json: unknown, fallbackMessage: string): SendResult {
  const envelope = json && typeof json === 'object' ? (json as { success?: unknown; message?: unknown; data?: unknown }) : null;
  const message = typeof envelope?.message === 'string' && envelope.message ? envelope.message : undefined;
  if (status >= 200 && status < 300 && envelope?.success !== false) return { type: 'sent', message, data: envelope?.data };
  if (status === 408 || status === 429 || status >= 500 || status < 200) return { type: 'retry', status };
  return { type: 'rejected', status, message: message ?? fallbackMessage };
}

/** Sends one queued action with its Idempotency-Key, the way src/lib/api-client.ts sends writes. */
export async function sendPendingAction(action: PendingAction, fallbackMessage: string, fetcher: typeof fetch = fetch): Promise<SendResult> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Session-Transport': 'cookie',
    'Idempotency-Key': action.key,
  };
  if (action.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetcher(action.url, {
      method: action.method,
      headers,
      body: action.body === undefined ? undefined : JSON.stringify(action.body),
      credentials: 'same-origin',
    });
  } catch {
    return { type: 'retry', status: 0 };
  }
  const json: unknown = await response.json().catch(() => null);
  return classifyAnswer(response.status, json, fallbackMessage);
}

export interface ReplayOptions {
  send: (action: PendingAction) => Promise<SendResult>;
  now?: () => number;
  /** The network has just come back (online / sync event): do not wait out the backoff. */
  ignoreBackoff?: boolean;
}

/**
 * Sends every due action once. Accepted ones leave the queue, refused ones stay as failed
 * with the server's reason, the rest wait with backoff. A network error stops the round:
 * the remaining actions would fail the same way.
 */
export async function replayQueue(store: PendingStore, { send, now = Date.now, ignoreBackoff = false }: ReplayOptions): Promise<ReplayOutcome[]> {
  const outcomes: ReplayOutcome[] = [];
  for (const action of dueActions(await store.all(), now(), ignoreBackoff)) {
    const result = await send(action);
    if (result.type === 'sent') {
      await store.delete(action.key);
      outcomes.push({ type: 'sent', action, message: result.message });
    } else if (result.type === 'rejected') {
      const failed: PendingAction = { ...action, status: 'failed', error: result.message, attempts: action.attempts + 1 };
      await store.put(failed);
      outcomes.push({ type: 'failed', action: failed });
    } else {
      const attempts = action.attempts + 1;
      const waiting: PendingAction = { ...action, attempts, nextAttemptAt: now() + backoffMs(attempts) };
      await store.put(waiting);
      outcomes.push({ type: 'retry', action: waiting });
      if (result.status === 0) break;
    }
  }
  return outcomes;
}
