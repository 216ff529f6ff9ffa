import { del, get, set } from 'idb-keyval';
import type { ClaimType } from '../../shared/schemas/claim.ts';
import type { ClaimFormValues } from './claim-form.ts';

/**
 * The Claim/Reclaim form kept across the Microsoft sign-in redirect, which
 * leaves the page: IndexedDB because it holds the chosen files (structured
 * clone keeps File objects). One draft at a time, read once, and ignored
 * after half an hour so an abandoned sign-in does not leave ID proofs behind for long.
 */
const DRAFT_KEY = 'mb.claim-draft';
export const CLAIM_DRAFT_TTL_MS = 30 * 60_000;

export interface ClaimDraft {
  doctorId: number;
  type: ClaimType;
  savedAt: number;
  values: ClaimFormValues;
  files: { license: File | null; identity: File | null };
}

export async function saveClaimDraft(draft: Omit<ClaimDraft, 'savedAt'>, at = Date.now()): Promise<void> {
  await set(DRAFT_KEY, { ...draft, savedAt: at } satisfies ClaimDraft);
}

/** The draft of this form if one is waiting (and fresh); it is deleted either way once read. */
export async function takeClaimDraft(doctorId: number, type: ClaimType, at = Date.now()): Promise<ClaimDraft | null> {
  const draft = await get<ClaimDraft>(DRAFT_KEY);
  if (!draft) return null;
  if (isDraftFor(draft, doctorId, type, at)) {
    await del(DRAFT_KEY);
    return draft;
  }
  // Another profile's draft stays for its own page, unless it is stale.
  if (at - draft.savedAt > CLAIM_DRAFT_TTL_MS) await del(DRAFT_KEY);
  return null;
}

export const isDraftFor = (draft: ClaimDraft, doctorId: number, type: ClaimType, at: number) =>
  draft.doctorId === doctorId && draft.type === type && at - draft.savedAt <= CLAIM_DRAFT_TTL_MS && at >= draft.savedAt - 60_000;
