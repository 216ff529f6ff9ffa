import { z } from 'zod';
import { dbId, hasNulCharacter, pageNumber } from './db-values.ts';
import { msg } from './message.ts';
import { ADMIN_REASON_MAX, ADMIN_SEARCH_MAX, CLAIM_TABS, REVIEW_TABS } from '../admin-queues.ts';

/**
 * Requests of the verification console (issue 20): one schema per query and
 * body, used by the console's forms and by the server routes.
 */
export {
  ADMIN_PAGE_SIZE, ADMIN_REASON_MAX, ADMIN_SEARCH_MAX, CLAIM_TABS, REGISTRATION_TABS, REVIEW_TABS,
  type ClaimTab, type RegistrationTab, type ReviewTab,
} from '../admin-queues.ts';

const noNul = (value: string) => !hasNulCharacter(value);

/** Free text for the search box: trimmed, bounded, no NUL. */
export const adminSearch = z.string().trim().max(ADMIN_SEARCH_MAX).refine(noNul).optional();

/** A decision's reason: required, read by the doctor, claimant or reviewer. */
export const decisionReason = z
  .string(msg('common.reasonRequired'))
  .trim()
  .min(1, msg('common.reasonRequired'))
  .max(ADMIN_REASON_MAX, msg('common.reasonTooLong', { max: ADMIN_REASON_MAX }))
  .refine(noNul, msg('common.reasonRequired'));

export const idParams = z.object({ id: dbId() });

/** GET /api/admin/doctors: `?pending=1` (the first console) or `?status=`, with search and page. */
export const registrationsQuery = z.object({
  pending: z.string().max(8).optional(),
  status: z.enum(['pending', 'verified', 'rejected', 'unverified']).optional(),
  search: adminSearch,
  page: pageNumber().optional(),
});

export const claimsQuery = z.object({
  status: z.enum(CLAIM_TABS).default('pending'),
  search: adminSearch,
  page: pageNumber().optional(),
});

export const reviewsQuery = z.object({
  status: z.enum(REVIEW_TABS).default('visible'),
  search: adminSearch,
  page: pageNumber().optional(),
});

export const auditQuery = z.object({
  subject_type: z.enum(['doctor', 'claim', 'review']).optional(),
  page: pageNumber().optional(),
});

/**
 * The status the admin saw when deciding: another admin's decision in
 * between makes this one a 409 naming who decided, instead of overriding it.
 */
export const doctorDecisionBody = z.object({ expected_status: z.enum(['pending', 'verified', 'rejected', 'unverified']).optional() }).nullish();
export const doctorRejectBody = z.object({
  reason: decisionReason,
  expected_status: z.enum(['pending', 'verified', 'rejected', 'unverified']).optional(),
});
export const claimRejectBody = z.object({ reason: decisionReason });
export const reviewHideBody = z.object({ reason: decisionReason });

export const proofKind = z.enum(['license', 'identity']);
export type ProofKind = z.infer<typeof proofKind>;
