import { useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../lib/i18n.ts';
import { onArrowOpen, onDemand } from '../../../lib/on-demand.ts';
import { SortIcon } from './listing-icons.tsx';
import { sortLook, toKey, type SortSelectProps } from './sort-select-look.ts';
import type * as LiveExports from './sort-select-live.tsx';

const live = onDemand<typeof LiveExports>(() => import('./sort-select-live.tsx'));

/**
 * Sort By: Relevance, Experience, Ratings (000 §4). `compact` is the chip-bar pill on mobile.
 *
 * It starts as a still button and becomes react-aria's Select (sort-select-live.tsx), open, when
 * first pressed. Why (issue 17): the Select's collection and its first render cost a mid-range phone
 * ~100 ms of main thread while a listing hydrates, for a control most visits never open. The still
 * button has the same look, name ("Relevance Sort By") and popup role, and opens with a click, Enter,
 * Space or the arrow keys as the Select does.
 */
export function SortSelect(props: SortSelectProps) {
  const { value, compact = false } = props;
  const t = useT();
  const id = useId();
  const [woken, setWoken] = useState(false);

  const Live = woken ? live.loaded()?.SortSelectLive : undefined;
  if (Live) return <Live {...props} />;

  const wake = () => live.whenLoaded(() => flushSync(() => setWoken(true)));
  const look = sortLook(compact);
  return (
    <div className={look.root}>
      <span id={`${id}-label`} className={look.label}>
        {t('listing.sort')}
      </span>
      <button
        type="button"
        aria-haspopup="listbox"
        aria-expanded="false"
        aria-labelledby={`${id}-value ${id}-label`}
        className={`${look.button} hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-teal-600`}
        onClick={wake}
        onKeyDown={onArrowOpen(wake)}
        onPointerEnter={live.preload}
        onFocus={live.preload}
      >
        {compact ? <SortIcon width={16} height={16} className="text-slate-600" /> : null}
        <span id={`${id}-value`} className="truncate">
          {t(`listing.sort.${toKey(value)}`)}
        </span>
        <ChevronDownIcon width={16} height={16} className="shrink-0 text-slate-500" />
      </button>
    </div>
  );
}
