import type { CancelDraft } from '../../components/cancel-reason/cancel-reason.ts';

/**
 * The Idempotency-Key of a cancellation: the same request retried (after a
 * lost answer) keeps its key; a changed one gets a new key.
 */
export function cancelKeyFor(
  appointmentId: number,
  draft: CancelDraft,
  last: { key: string; fingerprint: string } | null,
  fresh: () => string,
): { key: string; fingerprint: string } {
  const fingerprint = JSON.stringify([appointmentId, draft.reason.trim(), draft.description.trim()]);
  return last && last.fingerprint === fingerprint ? last : { key: fresh(), fingerprint };
}
