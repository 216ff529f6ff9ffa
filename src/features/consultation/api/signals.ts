import { apiFetch, apiUrl } from '../../../lib/api-client.ts';
import type { Signal, SignalInput } from '../../../shared/schemas/consultation.ts';

const signalsPath = (room: string) => `/api/consultations/${encodeURIComponent(room)}/signals`;

/** POST /api/consultations/:room/signals: one signal to the other party; answers it with its seq. */
export const postSignal = (room: string, signal: SignalInput, abort?: AbortSignal) =>
  apiFetch<Signal>(signalsPath(room), { method: 'POST', body: signal, signal: abort });

/** GET /api/consultations/:room/signals?after=: the other party's next signals (long-poll, up to ~20 s). */
export const pollSignals = (room: string, after: number, abort?: AbortSignal) =>
  apiFetch<Signal[]>(signalsPath(room), { query: { after }, signal: abort });

/** 'leave' while the page is going away: a beacon survives the unload a fetch would not. */
export function beaconLeave(room: string): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
  const body = new Blob([JSON.stringify({ kind: 'leave' })], { type: 'application/json' });
  return navigator.sendBeacon(apiUrl(signalsPath(room)), body);
}
