import { useT } from '../../lib/i18n.ts';
import { SearchIcon } from '../ui/icons.tsx';

/** Same footprint as the search box while its code loads (both 44 px tall: a 40 px box moved `main` up 4 px after load, the layout shift Lighthouse counted on every page). */
export function SearchSlotFallback() {
  const t = useT();
  return (
    <div aria-hidden="true" className="flex h-11 w-full items-center gap-2 rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-500">
      <SearchIcon width={18} height={18} />
      <span className="truncate">{t('search.placeholder')}</span>
    </div>
  );
}

export function AccountSlotFallback() {
  return <div aria-hidden="true" className="h-10 w-24" />;
}
