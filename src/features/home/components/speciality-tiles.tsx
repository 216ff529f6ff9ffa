import { useId, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { ChevronDownIcon, HeartPulseIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../lib/i18n.ts';
import type { SpecialityDto } from '../../../shared/schemas/catalog.ts';
import { useSavedLocation } from '../../../lib/location/saved-location.ts';
import { hasMoreTiles, tileHref, visibleTiles } from '../tiles.ts';
import { RouterAnchor } from './router-anchor.tsx';

/** 'Browse by Specialties': the first 10 tiles, 'See all' / 'Hide All' past 10 (000 §2, §4). */
export function SpecialityTiles({ specialities }: { specialities: readonly SpecialityDto[] }) {
  const t = useT();
  const saved = useSavedLocation();
  const [expanded, setExpanded] = useState(false);
  const gridId = useId();
  const headingId = useId();
  const shown = visibleTiles(specialities, expanded);

  return (
    <section aria-labelledby={headingId} className="space-y-5">
      <div>
        <h2 id={headingId} className="text-xl font-bold tracking-tight text-slate-900 md:text-2xl">
          {t('home.tiles.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('home.tiles.intro')}</p>
      </div>
      <ul id={gridId} className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
        {shown.map((speciality) => (
          <li key={speciality.id}>
            <RouterAnchor
              href={tileHref(speciality, saved)}
              className="group flex h-full flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white px-3 py-5 text-center shadow-sm outline-none transition hover:-translate-y-0.5 hover:border-teal-300 hover:shadow-md focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2 motion-reduce:transition-none motion-reduce:hover:translate-y-0"
            >
              <span className="flex size-16 items-center justify-center rounded-full bg-teal-50 ring-1 ring-teal-100 transition-colors group-hover:bg-teal-100">
                {speciality.speciality_icon ? (
                  // Decorative: the tile's text names the link.
                  <img src={speciality.speciality_icon} alt="" width={40} height={40} loading="lazy" decoding="async" className="size-10" />
                ) : (
                  <HeartPulseIcon width={32} height={32} className="text-teal-700" />
                )}
              </span>
              <span className="text-sm font-semibold text-slate-800 group-hover:text-teal-800">{speciality.speciality}</span>
            </RouterAnchor>
          </li>
        ))}
      </ul>
      {hasMoreTiles(specialities.length) ? (
        <div className="flex justify-center">
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={gridId}
            onClick={() => setExpanded((open) => !open)}
            className={buttonClass('secondary', 'md', 'min-w-36')}
          >
            {expanded ? t('home.tiles.hideAll') : t('home.tiles.seeAll')}
            <ChevronDownIcon width={18} height={18} className={expanded ? 'rotate-180' : ''} />
          </button>
        </div>
      ) : null}
    </section>
  );
}
