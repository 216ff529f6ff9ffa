import { reviewerFirstNames, reviewerLastInitials } from './data/names.ts';
import { reviewText } from './data/review-texts.ts';
import { Rng } from './prng.ts';

export interface ReviewSeed {
  reviewerName: string;
  stars: number;
  review: string;
  isRecommended: boolean;
  /** Milliseconds before the seed time. */
  ageMs: number;
}

/** Star weights for 1…5: most doctors are liked, a few are divisive. */
const profiles = [
  [1, 1, 4, 24, 70],
  [2, 4, 12, 42, 40],
  [10, 12, 25, 30, 23],
];

const TWO_YEARS_MS = 730 * 86_400_000;

function text(rng: Rng, stars: number): string {
  const pool = stars >= 4 ? reviewText.good : stars === 3 ? reviewText.mixed : reviewText.poor;
  return [rng.pick(pool.openers), rng.pick(pool.middles), rng.pick(pool.closers)].filter(Boolean).join(' ');
}

export interface ReviewOptions {
  bench?: boolean;
  count?: number;
}

/** The reviews of one doctor: 0-30 (bench: 0-50), skewed to four and five stars. */
export function makeReviews(index: number, options: ReviewOptions = {}): ReviewSeed[] {
  const rng = Rng.for(options.bench ? 'bench-reviews' : 'reviews', index);
  const count = options.count ?? (options.bench ? rng.int(0, 50) : rng.chance(0.15) ? 0 : 1 + Math.floor(30 * Math.pow(rng.float(), 1.6)));
  const weights = rng.weighted(profiles, [55, 35, 10]);
  const reviews: ReviewSeed[] = [];
  for (let i = 0; i < count; i++) {
    const stars = rng.weighted([1, 2, 3, 4, 5], weights);
    const recommendChance = stars >= 4 ? 0.95 : stars === 3 ? 0.5 : 0.1;
    reviews.push({
      reviewerName: `${rng.pick(reviewerFirstNames)} ${reviewerLastInitials.charAt(rng.int(0, reviewerLastInitials.length - 1))}.`,
      stars,
      review: text(rng, stars),
      isRecommended: rng.chance(recommendChance),
      ageMs: Math.floor(rng.float() * TWO_YEARS_MS),
    });
  }
  return reviews;
}
