import { describe, expect, it } from 'vitest';
import { CLAIM_DRAFT_TTL_MS, isDraftFor, type ClaimDraft } from './claim-draft.ts';

const draft: ClaimDraft = {
  doctorId: 7,
  type: 'claim',
  savedAt: 1_000_000,
  values: { first_name: 'A', last_name: 'B', license_proof_number: 'L', id_proof_number: 'I' },
  files: { license: null, identity: null },
};

describe('isDraftFor', () => {
  it('restores only on the same form, within half an hour', () => {
    expect(isDraftFor(draft, 7, 'claim', draft.savedAt + 5_000)).toBe(true);
    expect(isDraftFor(draft, 7, 'claim', draft.savedAt + CLAIM_DRAFT_TTL_MS + 1)).toBe(false);
    expect(isDraftFor(draft, 8, 'claim', draft.savedAt + 5_000)).toBe(false);
    expect(isDraftFor(draft, 7, 'reclaim', draft.savedAt + 5_000)).toBe(false);
  });
});
