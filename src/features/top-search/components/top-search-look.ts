/** The search field's look, shared by its still form and its combobox (top-search.tsx), so waking it moves nothing. */
export const SEARCH_ICON_CLASS = 'pointer-events-none absolute start-3 top-1/2 size-4.5 -translate-y-1/2 text-slate-500';
export const SEARCH_INPUT_CLASS =
  'h-11 w-full rounded-xl border border-slate-300 bg-white ps-9 pe-3 text-sm text-slate-900 outline-none placeholder:text-slate-500 focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30';
