import { field } from './search-params.ts';

/**
 * The doctor page's `slot` search param, kept as text (route definitions load with the app
 * shell, so the parsing lives in src/shared/slot-param.ts, loaded with the page).
 */
/**
 * Whom a booking started from a link is for (issue 41): 'Book again' on a family member's booking and a
 * waitlist offer held for one name the family member; the details step starts on them. A database id only.
 */
export const personSearchField = field((v) => (typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= 2_147_483_647 ? v : undefined));

export const slotSearchField = field((v) => (typeof v === 'string' && v.length <= 40 ? v : undefined));
