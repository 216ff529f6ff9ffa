import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/i18n.ts';
import { CrosshairIcon } from './card-icons.tsx';

/** 'Use my location' inside the location field, still or live. A plain button: a react-aria Button there would become the combobox's own toggle. */
export function LocateButton({ locating, onLocate }: { locating: boolean; onLocate: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      onClick={onLocate}
      disabled={locating}
      aria-label={t('home.search.useMyLocation')}
      title={t('home.search.useMyLocation')}
      className="absolute inset-y-1 end-1 flex w-10 items-center justify-center rounded-lg text-teal-700 outline-none transition-colors hover:bg-teal-50 focus-visible:ring-2 focus-visible:ring-teal-600 disabled:cursor-wait"
    >
      {locating ? <Spinner size="sm" decorative /> : <CrosshairIcon className="size-5" />}
    </button>
  );
}
