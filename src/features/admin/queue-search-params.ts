import { field, numberParam, optionalSearch, positiveIdParam, searchObject, type SearchOf } from '../../lib/search-params.ts';
import { ADMIN_PAGE_MAX, ADMIN_SEARCH_MAX, AUDIT_SUBJECTS, CLAIM_TABS, REGISTRATION_TABS, REVIEW_TABS } from '../../shared/admin-queues.ts';

/**
 * A queue's state in the URL: tab, search, page and the open item. Anything
 * malformed falls back to the default (an old or edited link still opens).
 * No schema library here: route definitions are in the shell's first chunk.
 */
const oneOf = <T extends string>(values: readonly T[], fallback: T) => field((raw) => (values.includes(raw as T) ? (raw as T) : fallback));
const optionalOneOf = <T extends string>(values: readonly T[]) => field((raw) => (values.includes(raw as T) ? (raw as T) : undefined));
const search = field((raw) => (typeof raw === 'string' && raw.trim() && raw.length <= ADMIN_SEARCH_MAX ? raw : undefined));
const page = numberParam((n) => Number.isInteger(n) && n > 1 && n <= ADMIN_PAGE_MAX, undefined);

const registrations = searchObject({ status: oneOf(REGISTRATION_TABS, 'pending'), search, page, id: positiveIdParam });
const claims = searchObject({ status: oneOf(CLAIM_TABS, 'pending'), search, page, id: positiveIdParam });
const reviews = searchObject({ status: oneOf(REVIEW_TABS, 'visible'), search, page, id: positiveIdParam });
const audit = searchObject({ subject_type: optionalOneOf(AUDIT_SUBJECTS), page });

export const registrationsSearch = optionalSearch(registrations);
export const claimsSearch = optionalSearch(claims);
export const reviewsSearch = optionalSearch(reviews);
export const auditSearch = optionalSearch(audit);

export type RegistrationsSearch = SearchOf<typeof registrations.shape>;
export type ClaimsSearch = SearchOf<typeof claims.shape>;
export type ReviewsSearch = SearchOf<typeof reviews.shape>;
export type AuditSearch = SearchOf<typeof audit.shape>;
