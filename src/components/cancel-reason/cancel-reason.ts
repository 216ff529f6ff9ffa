import type { MessageKey } from '../../shared/i18n/en.ts';
import { cancellationForm } from '../../shared/schemas/change-status.ts';

/**
 * The cancellation form's rules (001 §2), shared by My Bookings' modal and a reminder's Cancel
 * link. Reasons offered; the chosen text is what the doctor reads.
 */
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
