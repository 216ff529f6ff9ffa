/**
 * The verification console's queue constants (issue 20), without a schema
 * library: the console's route definitions use them, and those are part of
 * the app shell's first chunk (see src/lib/search-params.ts).
 */
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_REASON_MAX = 1000;
export const ADMIN_SEARCH_MAX = 100;
/** PAGE_MAX of schemas/db-values.ts, which imports zod: a page past it reads as page 1 in a URL. */
export const ADMIN_PAGE_MAX = 10_000;

export const REGISTRATION_TABS = ['pending', 'verified', 'rejected'] as const;
export type RegistrationTab = (typeof REGISTRATION_TABS)[number];
export const CLAIM_TABS = ['pending', 'approved', 'rejected'] as const;
export type ClaimTab = (typeof CLAIM_TABS)[number];
export const REVIEW_TABS = ['visible', 'hidden'] as const;
export type ReviewTab = (typeof REVIEW_TABS)[number];
export const AUDIT_SUBJECTS = ['doctor', 'claim', 'review'] as const;
export type AuditSubject = (typeof AUDIT_SUBJECTS)[number];
