import type { MessageKey } from '../../shared/i18n/en.ts';
import type { EnquiryBody } from '../../shared/schemas/booking.ts';

export interface EnquiryDraft {
  doctorId: number;
  date: string | null;
  time: string | null;
  message: string;
}

/**
 * Why the enquiry cannot be sent yet, in the order the patient meets them
 * (000 §5): not signed in as a patient, then date and time.
 */
export function enquiryProblem(draft: EnquiryDraft, signedInAsPatient: boolean): MessageKey | null {
  if (!signedInAsPatient) return 'enquiry.loginRequired';
  if (draft.date === null || draft.time === null) return 'enquiry.error.dateTimeRequired';
  return null;
}

export function enquiryBodyOf(draft: EnquiryDraft): EnquiryBody | null {
  if (draft.date === null || draft.time === null) return null;
  return { doctor_id: draft.doctorId, preferred_date: draft.date, preferred_time: draft.time, description: draft.message.trim() };
}

/**
 * The Idempotency-Key for a send: the same enquiry retried (after a lost
 * answer) keeps its key; a changed enquiry is a new request with a new key.
 */
export function keyFor(body: EnquiryBody, last: { key: string; fingerprint: string } | null, fresh: () => string) {
  const fingerprint = JSON.stringify(body);
  return last && last.fingerprint === fingerprint ? last : { key: fresh(), fingerprint };
}
