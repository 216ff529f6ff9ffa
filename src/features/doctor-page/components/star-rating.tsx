import { useT } from '../../../lib/i18n.ts';
import { formatRating } from '../doctor-profile-rules.ts';

/** The sizes the page draws stars at, as the `--star` of the `.mb-stars` rules in app.css. */
const SIZES = { 14: '[--star:14px]', 16: '', 18: '[--star:18px]' } as const;
/** `.mb-stars-N`: N stars filled (app.css). Written out so that Tailwind's scanner keeps nothing it need not. */
const FILLED = ['mb-stars-0', 'mb-stars-1', 'mb-stars-2', 'mb-stars-3', 'mb-stars-4', 'mb-stars-5'] as const;

/**
 * Five stars, filled up to the rounded rating, read out as 'Rated 4.8 out of 5': one element, its stars
 * drawn by the stylesheet (`.mb-stars` in app.css: `size` pixels each, 2 px apart, amber when filled, a
 * slate outline when not). Issue 40: a rating was an `<svg>` with five `<use>`s, 7 elements and ~900
 * bytes, and a review page draws 21 of them; the server's render time follows the element count.
 */
export function StarRating({ value, size = 16, className }: { value: number; size?: keyof typeof SIZES; className?: string }) {
  const t = useT();
  const filled = Math.min(5, Math.max(0, Math.round(Number(value) || 0)));
  const classes = ['mb-stars', FILLED[filled], SIZES[size], className].filter(Boolean).join(' ');
  return <span role="img" aria-label={t('detail.ratedOutOf', { rating: formatRating(value) })} className={classes} />;
}
