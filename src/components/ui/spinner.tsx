import { useT } from '../../lib/i18n.ts';

const sizes = { sm: 'h-4 w-4 border-2', md: 'h-6 w-6 border-2', lg: 'h-10 w-10 border-[3px]' } as const;

/** A busy indicator; `label` is announced (defaults to "Loading…"), pass `decorative` inside labelled buttons. */
export function Spinner({
  size = 'md',
  label,
  decorative = false,
  className = '',
}: {
  size?: keyof typeof sizes;
  label?: string;
  decorative?: boolean;
  className?: string;
}) {
  const t = useT();
  const ring = (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-current border-e-transparent motion-reduce:animate-[spin_1.5s_linear_infinite] ${sizes[size]} ${className}`}
    />
  );
  if (decorative) return ring;
  return (
    <span role="status" className="inline-flex items-center">
      {ring}
      <span className="sr-only">{label ?? t('ui.loading')}</span>
    </span>
  );
}
