import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { ClockIcon, VideoIcon } from '../../../components/ui/shared-icons.tsx';
import { ShieldCheckIcon } from './home-icons.tsx';

/** The teal band: heading, intro and highlights, with the search card (or its skeleton) overlapping its foot. */
export function HomeHero({ headingId, children }: { headingId: string; children: ReactNode }) {
  const t = useT();
  const highlights = [
    { icon: ShieldCheckIcon, text: t('home.highlight.verified') },
    { icon: VideoIcon, text: t('home.highlight.visits') },
    { icon: ClockIcon, text: t('home.highlight.booking') },
  ];
  return (
    <>
      <section aria-labelledby={headingId} className="relative isolate overflow-hidden bg-gradient-to-br from-teal-700 via-teal-700 to-teal-900 text-white">
        <div aria-hidden="true" className="absolute -end-24 -top-24 -z-10 size-80 rounded-full bg-teal-500/25 blur-2xl" />
        <div aria-hidden="true" className="absolute -bottom-32 start-1/3 -z-10 size-96 rounded-full bg-emerald-400/10 blur-3xl" />
        <div className="mx-auto max-w-7xl px-4 pt-9 pb-28 sm:px-6 md:pt-14 md:pb-32 lg:px-8">
          <h1 id={headingId} className="max-w-2xl text-3xl font-bold tracking-tight text-balance md:text-5xl">
            {t('page.home.heading')}
          </h1>
          <p className="mt-3 max-w-xl text-base text-teal-50 md:mt-4 md:text-lg">{t('home.intro')}</p>
          <ul className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium text-teal-50">
            {highlights.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-2">
                <Icon width={18} height={18} className="text-teal-200" />
                {text}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <div className="relative mx-auto -mt-20 max-w-7xl px-4 sm:px-6 lg:px-8">{children}</div>
    </>
  );
}
