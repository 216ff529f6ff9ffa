import { field } from './search-params.ts';

/**
 * The doctor page's `slot` search param, kept as text (route definitions load with the app
 * shell, so the parsing lives in src/shared/slot-param.ts, loaded with the page).
 */
export const slotSearchField = field((v) => (typeof v === 'string' && v.length <= 40 ? v : undefined));
