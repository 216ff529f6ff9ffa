import type { SortBy } from '../../../shared/listing/query.ts';

export interface SortSelectProps {
  value: SortBy;
  onChange: (value: SortBy) => void;
  /** The chip-bar pill on mobile. */
  compact?: boolean;
}

/** Relevance is the empty sort value; a Select needs a non-empty key for it. */
export const toKey = (value: SortBy) => value || 'relevance';

/** Sort By's look, shared by its still button and its Select (sort-select.tsx), so waking it moves nothing. */
export function sortLook(compact: boolean) {
  const trigger = compact
    ? 'h-9 rounded-full border border-slate-300 bg-white ps-3 pe-2.5 text-sm font-medium text-slate-800'
    : 'h-10 min-w-44 rounded-xl border border-slate-300 bg-white ps-3 pe-2.5 text-sm text-slate-900';
  return {
    root: `flex shrink-0 items-center gap-2 ${compact ? '' : 'text-sm'}`,
    label: compact ? 'sr-only' : 'whitespace-nowrap text-sm font-medium text-slate-700',
    button: `${trigger} inline-flex items-center justify-between gap-2 outline-none`,
  };
}
