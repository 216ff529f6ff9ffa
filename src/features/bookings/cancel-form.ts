import type { MessageKey } from '../../shared/i18n/en.ts';
import { cancellationForm } from '../../shared/schemas/account.ts';

/** Reasons offered in the cancellation modal (001 §2); the chosen text is what the doctor reads. */
export const CANCEL_REASONS: readonly MessageKey[] = [
  'cancelModal.reason.schedule',
  'cancelModal.reason.better',
  'cancelModal.reason.otherDoctor',
  'cancelModal.reason.mistake',
  'cancelModal.reason.other',
];

export interface CancelDraft {
  reason: string;
  description: string;
}

export interface CancelErrors {
  reason?: string;
  description?: string;
}

/** The spec's messages ('Reason is required*', 'description is required*'), from the schema the server uses too. */
export function cancelErrors(draft: CancelDraft): CancelErrors {
  const result = cancellationForm.safeParse({ cancel_reason: draft.reason, cancel_description: draft.description });
  if (result.success) return {};
  const errors: CancelErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] === 'cancel_reason' ? 'reason' : 'description';
    errors[field] ??= issue.message;
  }
  return errors;
}

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
