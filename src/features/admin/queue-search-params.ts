import { z } from 'zod';
import { ADMIN_SEARCH_MAX, CLAIM_TABS, REGISTRATION_TABS, REVIEW_TABS } from '../../shared/schemas/admin.ts';
import { dbId, pageNumber } from '../../shared/schemas/db-values.ts';

/**
 * A queue's state in the URL: tab, search, page and the open item. Anything
 * malformed falls back to the default (an old or edited link still opens).
 */
const common = {
  search: z.string().max(ADMIN_SEARCH_MAX).optional().catch(undefined),
  page: pageNumber().optional().catch(undefined),
  id: dbId().optional().catch(undefined),
};

export const registrationsSearch = z.object({ status: z.enum(REGISTRATION_TABS).default('pending').catch('pending'), ...common });
export const claimsSearch = z.object({ status: z.enum(CLAIM_TABS).default('pending').catch('pending'), ...common });
export const reviewsSearch = z.object({ status: z.enum(REVIEW_TABS).default('visible').catch('visible'), ...common });
export const auditSearch = z.object({
  subject_type: z.enum(['doctor', 'claim', 'review']).optional().catch(undefined),
  page: pageNumber().optional().catch(undefined),
});

export type RegistrationsSearch = z.infer<typeof registrationsSearch>;
export type ClaimsSearch = z.infer<typeof claimsSearch>;
export type ReviewsSearch = z.infer<typeof reviewsSearch>;
export type AuditSearch = z.infer<typeof auditSearch>;
