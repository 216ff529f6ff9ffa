/**
 * The look of a date chip or a time slot: a native radio drawn as a button. The label carries
 * `data-selected` and `data-disabled` (as react-aria's Radio did); focus and hover come from the input.
 */
export const choiceClass =
  'flex cursor-pointer select-none items-center justify-center rounded-xl border border-slate-300 bg-white text-slate-800 outline-none transition-colors ' +
  // Hover only tints choices that are neither chosen nor disabled, so a chosen one always reads as chosen.
  'not-data-[selected]:not-data-[disabled]:hover:border-teal-600 not-data-[selected]:not-data-[disabled]:hover:bg-teal-50 ' +
  'data-[selected]:border-teal-700 data-[selected]:bg-teal-700 data-[selected]:text-white ' +
  'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-teal-600 has-[:focus-visible]:ring-offset-1 ' +
  'data-[disabled]:cursor-not-allowed data-[disabled]:border-slate-200 data-[disabled]:bg-slate-100 data-[disabled]:text-slate-500';

export const groupLabelClass = 'mb-2 block text-sm font-semibold text-slate-800';
