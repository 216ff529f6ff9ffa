import { useT } from '../../../lib/i18n.ts';
import type { DoctorDetail } from '../../../shared/schemas/doctor.ts';
import { formatRating, ratingRows } from '../doctor-profile-rules.ts';
import { SectionCard } from './section-card.tsx';
import { StarRating } from './star-rating.tsx';

type SummaryDoctor = Pick<DoctorDetail, 'avg_rating' | 'ratings_count' | 'reviews_count' | 'recommended_percentage'>;

/** Average with stars, the 5…1 star bars and the recommended share (000 §2). */
export function RatingSummary({ doctor }: { doctor: SummaryDoctor }) {
  const t = useT();
  const rows = ratingRows(doctor.ratings_count);
  const total = Number(doctor.reviews_count) || rows.reduce((sum, row) => sum + row.count, 0);
  return (
    <SectionCard id="doctor-ratings" title={t('detail.ratings')}>
      <div className="grid gap-6 sm:grid-cols-[11rem_1fr] sm:items-center">
        <div className="text-center sm:border-e sm:border-slate-100 sm:pe-6">
          <p className="text-4xl font-bold text-slate-900" data-testid="average-rating">
            {formatRating(doctor.avg_rating)}
          </p>
          <div className="mt-1 flex justify-center">
            <StarRating value={doctor.avg_rating} size={18} />
          </div>
          <p className="mt-1 text-sm text-slate-600">
            {total === 1 ? t('detail.reviewsCountOne') : t('detail.reviewsCount', { count: total })}
          </p>
          <p className="mt-2 inline-block rounded-full bg-teal-50 px-3 py-1 text-sm font-semibold whitespace-nowrap text-teal-800">
            {t('detail.recommendedPercent', { percent: Number(doctor.recommended_percentage) || 0 })}
          </p>
        </div>
        <ul className="space-y-2">
          {rows.map((row) => (
            <li key={row.stars} className="flex items-center gap-3 text-sm">
              <span className="sr-only">{t('detail.starRowLabel', { stars: row.stars, count: row.count })}</span>
              <span aria-hidden="true" className="w-12 shrink-0 text-slate-700">
                {t('detail.starRow', { stars: row.stars })}
              </span>
              <span aria-hidden="true" className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-100">
                <span className="block h-full rounded-full bg-amber-500" style={{ width: `${row.percent}%` }} />
              </span>
              <span aria-hidden="true" className="w-8 shrink-0 text-end text-slate-600 tabular-nums">
                {row.count}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </SectionCard>
  );
}
