import { useT } from '../../../lib/i18n.ts';
import type { Currency } from '../../../shared/format/currency.ts';
import type { Insurer } from '../../../shared/schemas/insurance.ts';
import { filterGroups, type LanguageOption } from '../filter-options.ts';
import { setVerified, toggleFilterValue } from '../filter-state.ts';
import { listValues, type ListingSearch } from '../../../shared/listing/query.ts';
import type { UpdateSearch } from './listing-types.ts';
import { FilterGroup, VerifiedFilter } from './filter-group.tsx';
import { MyInsuranceFilter } from './my-insurance-filter.tsx';

/** Every filter of 000 §9, shared by the desktop sidebar and the mobile panel. */
export function FilterList({
  search,
  update,
  languages,
  insurers,
  currency,
}: {
  search: ListingSearch;
  update: UpdateSearch;
  languages: readonly LanguageOption[];
  insurers: readonly Insurer[];
  /** The listing's currency (its answer's), the Fees bands' sign. */
  currency: Currency | null;
}) {
  const t = useT();
  return (
    <div>
      <VerifiedFilter checked={search.verified} onChange={(checked) => update((prev) => setVerified(prev, checked))} />
      <MyInsuranceFilter search={search} update={update} />
      {filterGroups(t, languages, insurers, currency).map((group) => (
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
