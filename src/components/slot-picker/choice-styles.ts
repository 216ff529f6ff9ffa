/** The look of a date chip or a time slot: a radio drawn as a button. */
export const choiceClass =
  'flex cursor-pointer select-none items-center justify-center rounded-xl border border-slate-300 bg-white text-slate-800 outline-none transition-colors ' +
  // Hover only tints choices that are neither chosen nor disabled, so a chosen one always reads as chosen.
  'not-data-[selected]:data-[hovered]:border-teal-600 not-data-[selected]:data-[hovered]:bg-teal-50 ' +
  'data-[selected]:border-teal-700 data-[selected]:bg-teal-700 data-[selected]:text-white ' +
  'data-[focus-visible]:ring-2 data-[focus-visible]:ring-teal-600 data-[focus-visible]:ring-offset-1 ' +
  'data-[disabled]:cursor-not-allowed data-[disabled]:border-slate-200 data-[disabled]:bg-slate-100 data-[disabled]:text-slate-500';

export const groupLabelClass = 'mb-2 block text-sm font-semibold text-slate-800';
