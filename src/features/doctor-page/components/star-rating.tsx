import { useT } from '../../../lib/i18n.ts';
import { formatRating } from '../doctor-profile-rules.ts';
import { StarIcon } from './profile-icons.tsx';

/** Five stars, filled up to the rounded rating, read out as 'Rated 4.8 out of 5'. */
export function StarRating({ value, size = 16 }: { value: number; size?: number }) {
  const t = useT();
  const filled = Math.round(Number(value) || 0);
  return (
    <span role="img" aria-label={t('detail.ratedOutOf', { rating: formatRating(value) })} className="inline-flex items-center gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} width={size} height={size} filled={n <= filled} className={n <= filled ? 'text-amber-500' : 'text-slate-300'} />
      ))}
    </span>
  );
}
