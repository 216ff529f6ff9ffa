import { useT } from '../../../lib/i18n.ts';
import type { Insurer } from '../../../shared/schemas/insurance.ts';
import { filterGroups, type LanguageOption } from '../filter-options.ts';
import { setVerified, toggleFilterValue } from '../filter-state.ts';
import { listValues, type ListingSearch } from '../../../shared/listing/query.ts';
import type { UpdateSearch } from './listing-types.ts';
import { FilterGroup, VerifiedFilter } from './filter-group.tsx';
import { MyInsuranceFilter } from './my-insurance-filter.tsx';

/** Every filter of 000 §9, shared by the desktop sidebar and the mobile panel. */
export function FilterList({ search, update, languages, insurers }: { search: ListingSearch; update: UpdateSearch; languages: readonly LanguageOption[]; insurers: readonly Insurer[] }) {
  const t = useT();
  return (
    <div>
      <VerifiedFilter checked={search.verified} onChange={(checked) => update((prev) => setVerified(prev, checked))} />
      <MyInsuranceFilter search={search} update={update} />
      {filterGroups(t, languages, insurers).map((group) => (
        <FilterGroup
          key={group.key}
          group={group}
          selected={listValues(search[group.key])}
          onToggle={(value) => update((prev) => toggleFilterValue(prev, group.key, value))}
        />
      ))}
    </div>
  );
}
