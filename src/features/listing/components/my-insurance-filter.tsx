import { useT } from '../../../lib/i18n.ts';
import { useOwnInsurance } from '../../../lib/patient-insurance.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import type { ListingSearch } from '../../../shared/listing/query.ts';
import { isSelected, setMyInsurance } from '../filter-state.ts';
import type { UpdateSearch } from './listing-types.ts';

/**
 * "Accepts my insurance" (issue 41): for a signed-in patient with saved insurance, one tap sets the
 * listing's Insurance filter (the URL's ?insurance=) to their own saved network. Nothing on the
 * server's page or while hydrating: the session and saved insurance are the device's.
 */
function useMyNetwork(search: ListingSearch) {
  const hydrated = useHydrated();
  const own = useOwnInsurance();
  if (!hydrated || !own) return null;
  return { slug: own.network_slug, name: own.network_name, on: isSelected(search, 'insurance', own.network_slug) };
}

const checkboxClass =
  'h-4 w-4 shrink-0 cursor-pointer rounded border-slate-400 accent-teal-700 outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2';

/** The sidebar's and the filter sheet's checkbox. */
export function MyInsuranceFilter({ search, update }: { search: ListingSearch; update: UpdateSearch }) {
  const t = useT();
  const mine = useMyNetwork(search);
  if (!mine) return null;
  return (
    <div className="border-b border-slate-200 py-4">
      <label className="flex cursor-pointer items-center gap-2.5 text-sm font-semibold text-slate-900">
        <input type="checkbox" className={checkboxClass} checked={mine.on} onChange={(event) => update((prev) => setMyInsurance(prev, mine.slug, event.target.checked))} />
        <span>
          {t('listing.myInsurance')}
          <span className="block text-xs font-normal text-slate-600">{mine.name}</span>
        </span>
      </label>
    </div>
  );
}

/** The phone's quick chip. */
export function MyInsuranceChip({ search, update, className }: { search: ListingSearch; update: UpdateSearch; className: (on: boolean) => string }) {
  const t = useT();
  const mine = useMyNetwork(search);
  if (!mine) return null;
  return (
    <button type="button" aria-pressed={mine.on} onClick={() => update((prev) => setMyInsurance(prev, mine.slug, !mine.on))} className={className(mine.on)}>
      {t('listing.myInsurance')}
    </button>
  );
}
