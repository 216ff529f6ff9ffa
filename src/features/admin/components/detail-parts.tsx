import type { ReactNode } from 'react';
import type { DecisionItem } from '../../../shared/schemas/admin-items.ts';
import { formatWhen } from '../admin-format.ts';
import { useT } from '../../../lib/i18n.ts';

/** A titled block of an item's details. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 className="mb-3 text-sm font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      {children}
    </section>
  );
}

/** Label/value pairs; an empty value reads as a dash. */
export function Facts({ items }: { items: [string, ReactNode][] }) {
  const t = useT();
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd className="break-words text-slate-900">{value === null || value === undefined || value === '' ? t('admin.none') : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The decisions on an item, oldest first (the audit log's entries for it). */
export function DecisionHistory({ decisions }: { decisions: DecisionItem[] }) {
  const t = useT();
  return (
    <Section title={t('admin.section.history')}>
      {decisions.length === 0 ? (
        <p className="text-sm text-slate-600">{t('admin.noDecisions')}</p>
      ) : (
        <ol className="space-y-2 text-sm">
          {decisions.map((decision) => (
            <li key={decision.id} className="rounded-lg bg-slate-50 px-3 py-2">
              <p className="font-medium text-slate-900">
                {t('admin.audit.entry', { action: t(`admin.action.${decision.action}`), actor: decision.actor, when: formatWhen(decision.created_at) })}
              </p>
              {decision.reason ? <p className="mt-1 whitespace-pre-wrap text-slate-700">{decision.reason}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
