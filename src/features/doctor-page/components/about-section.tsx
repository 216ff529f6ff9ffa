import { useT } from '../../../lib/i18n.ts';
import { SectionCard } from './section-card.tsx';

/** The doctor's own words (about_doctor); nothing when they wrote none. */
export function AboutSection({ text }: { text: string | null }) {
  const t = useT();
  const about = text?.trim();
  if (!about) return null;
  return (
    <SectionCard id="doctor-about" title={t('detail.about')}>
      {/* The doctor's own words, in whatever language they wrote: laid out in their own direction. */}
      <p dir="auto" className="text-start text-sm leading-relaxed whitespace-pre-line text-slate-700 md:text-base">
        {about}
      </p>
    </SectionCard>
  );
}
