import { useT } from '../../../lib/i18n.ts';
import { formatRating } from '../doctor-profile-rules.ts';

/** The id of the star drawing StarSymbol puts in the page once, and every StarRating refers to. */
const STAR_ID = 'mb-star';
/** The gap between two stars, in CSS pixels (it was Tailwind's gap-0.5 between five icons). */
const GAP = 2;

/**
 * The star once per page (the doctor page renders it before its ratings and reviews). Issue 40: the
 * page drew a full 24px icon per star, ~105 of them (five per review), a third of its HTML and of the
 * server render's elements; each rating now draws its five stars as references to this one.
 */
export function StarSymbol() {
  return (
    <svg width="0" height="0" className="absolute" aria-hidden="true" focusable="false">
      <symbol id={STAR_ID} viewBox="0 0 24 24">
        <path d="M12 2.8l2.8 5.7 6.3.9-4.6 4.4 1.1 6.2L12 17l-5.6 3 1.1-6.2L2.9 9.4l6.3-.9z" />
      </symbol>
    </svg>
  );
}

/**
 * Five stars, filled up to the rounded rating, read out as 'Rated 4.8 out of 5'. One drawing `size`
 * pixels high holding the five stars `GAP` pixels apart, as the five icons stood; a filled star is
 * amber, an empty one a slate outline. Needs StarSymbol on the page.
 */
export function StarRating({ value, size = 16 }: { value: number; size?: number }) {
  const t = useT();
  const filled = Math.round(Number(value) || 0);
  // Drawing units (24 a star) per CSS pixel at this size.
  const unit = 24 / size;
  const width = 5 * size + 4 * GAP;
  return (
    <span role="img" aria-label={t('detail.ratedOutOf', { rating: formatRating(value) })} className="inline-flex items-center">
      <svg
        viewBox={`0 0 ${width * unit} 24`}
        width={width}
        height={size}
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {[0, 1, 2, 3, 4].map((n) => (
          <use
            key={n}
            href={`#${STAR_ID}`}
            x={n * (size + GAP) * unit}
            width="24"
            height="24"
            fill={n < filled ? 'currentColor' : 'none'}
            className={n < filled ? 'text-amber-500' : 'text-slate-300'}
          />
        ))}
      </svg>
    </span>
  );
}
