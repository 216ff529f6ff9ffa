import { useId, useState } from 'react';
import { useT } from '../../../lib/i18n.ts';
import type { FilterGroup as Group } from '../filter-options.ts';

const checkboxClass =
  'h-4 w-4 shrink-0 cursor-pointer rounded border-slate-400 accent-teal-700 outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2';

/** One checkbox group of the filters; options past `visible` appear on 'More'. */
export function FilterGroup({
  group,
  selected,
  onToggle,
}: {
  group: Group;
  selected: readonly string[];
  onToggle: (value: string) => void;
}) {
  const t = useT();
  const id = useId();
  // A chosen option among the hidden ones (from a shared link) opens the group.
  const [expanded, setExpanded] = useState(() => group.options.slice(group.visible).some((o) => selected.includes(o.value)));
  const hasMore = group.options.length > group.visible;
  const shown = expanded || !hasMore ? group.options : group.options.slice(0, group.visible);

  return (
    <fieldset className="border-b border-slate-200 py-4 last:border-b-0">
      <legend className="float-start mb-2.5 w-full text-sm font-semibold text-slate-900">{group.title}</legend>
      <ul id={`${id}-options`} className="clear-both space-y-2">
        {shown.map((option) => (
          <li key={option.value}>
            <label className="flex cursor-pointer items-center gap-2.5 text-sm text-slate-700 hover:text-slate-900">
              <input
                type="checkbox"
                className={checkboxClass}
                checked={selected.includes(option.value)}
                onChange={() => onToggle(option.value)}
              />
              {option.label}
            </label>
          </li>
        ))}
      </ul>
      {hasMore ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={`${id}-options`}
          onClick={() => setExpanded((open) => !open)}
          className="mt-2 rounded text-sm font-semibold text-teal-700 outline-none hover:text-teal-900 focus-visible:ring-2 focus-visible:ring-teal-600"
        >
          {expanded ? t('listing.less') : t('listing.more')}
        </button>
      ) : null}
    </fieldset>
  );
}

/** The verified-only switch (000 §6: visitors can use it). */
export function VerifiedFilter({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const t = useT();
  return (
    <div className="border-b border-slate-200 py-4">
      <label className="flex cursor-pointer items-center gap-2.5 text-sm font-semibold text-slate-900">
        <input type="checkbox" className={checkboxClass} checked={checked} onChange={(event) => onChange(event.target.checked)} />
        {t('listing.verified')}
      </label>
    </div>
  );
}
