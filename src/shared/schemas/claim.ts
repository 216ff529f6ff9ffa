import { z } from 'zod';
import { dbId } from './db-values.ts';
import { msg } from './message.ts';

const required = z.preprocess((v) => (v ?? ''), z.string().trim().min(1, msg('claim.fieldsRequired')).max(100, msg('profile.fieldTooLong', { max: 100 })));

/** Accepted proof files (001 §5): by extension here, by content on the server. */
export const PROOF_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf'] as const;
export const PROOF_ACCEPT = '.jpg,.jpeg,.png,.pdf';

/**
 * The text fields of POST /api/add-claim (multipart; 001 §3 Claim). The two
 * files, `license_proof` and `identity_proof`, are checked by the server.
 */
export const claimFields = z.object({
  first_name: required,
  last_name: required,
  license_proof_number: required,
  id_proof_number: required,
  doctor_id: z.preprocess((v) => (v === '' ? undefined : v), dbId(msg('claim.fieldsRequired'))),
  claim_type: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 'claim' : String(v).trim().toLowerCase()),
    z.enum(['claim', 'reclaim'], msg('claim.typeInvalid')),
  ),
});
export type ClaimFields = z.output<typeof claimFields>;
export type ClaimType = ClaimFields['claim_type'];

/** The answer of POST /api/add-claim: the stored, pending claim. */
export const claimData = z.object({
  claim: z.object({
    id: z.number().int(),
    doctor_id: z.number().int(),
    claim_type: z.enum(['claim', 'reclaim']),
    status: z.string(),
    created_at: z.string(),
  }),
});
export type ClaimData = z.infer<typeof claimData>;
