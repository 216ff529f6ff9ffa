/** Shared class names so links and buttons look the same everywhere. */
const base =
  'inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors outline-none ' +
  'focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 ' +
  'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[focus-visible]:ring-2 data-[focus-visible]:ring-teal-600 data-[focus-visible]:ring-offset-2';

const variants = {
  primary: 'bg-teal-700 text-white hover:bg-teal-800 data-[hovered]:bg-teal-800 data-[pressed]:bg-teal-900',
  secondary:
    'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 data-[hovered]:bg-slate-50 data-[pressed]:bg-slate-100',
  ghost: 'text-slate-700 hover:bg-slate-100 data-[hovered]:bg-slate-100',
  danger: 'bg-red-700 text-white hover:bg-red-800 data-[hovered]:bg-red-800',
} as const;

const sizes = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'h-10 w-10',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

/** Form field chrome shared by inputs, selects and comboboxes. */
export const fieldClass =
  'w-full rounded-xl border border-slate-300 bg-white px-3 h-11 text-sm text-slate-900 placeholder:text-slate-500 outline-none ' +
  'focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 data-[invalid]:border-red-600';

export const labelClass = 'mb-1.5 block text-sm font-medium text-slate-700';
