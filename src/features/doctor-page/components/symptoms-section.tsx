import { useState } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { visibleSymptoms } from '../doctor-profile-rules.ts';
import { SectionCard } from './section-card.tsx';

/** Symptoms the doctor treats (services): 4 at first, then See All / Show Less (000 §2). */
export function SymptomsSection({ services }: { services: readonly string[] }) {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  if (!services.length) return null;
  const { shown, canToggle } = visibleSymptoms(services, expanded);
  return (
    <SectionCard id="doctor-symptoms" title={t('detail.symptoms')}>
      <ul id="doctor-symptom-list" className="flex flex-wrap gap-2">
        {shown.map((name) => (
          <li key={name} className="rounded-full border border-teal-100 bg-teal-50 px-3 py-1.5 text-sm text-teal-900">
            {name}
          </li>
        ))}
      </ul>
      {canToggle ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls="doctor-symptom-list"
          onClick={() => setExpanded((value) => !value)}
          className="mt-3 rounded text-sm font-semibold text-teal-700 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-teal-600"
        >
          {expanded ? t('detail.showLess') : t('detail.seeAll')}
        </button>
      ) : null}
    </SectionCard>
  );
}
