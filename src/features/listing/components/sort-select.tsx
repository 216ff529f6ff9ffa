import { useId, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../lib/i18n.ts';
import { SortIcon } from './listing-icons.tsx';
import { sortLook, toKey, type SortSelectProps } from './sort-select-look.ts';
import type * as LiveExports from './sort-select-live.tsx';

type LiveModule = typeof LiveExports;

let live: LiveModule | null = null;
let liveLoading: Promise<LiveModule> | null = null;

/** Fetches the Select's code once: on a hover or focus of the button, at the latest when it is pressed. */
function loadLive(): Promise<LiveModule> {
  liveLoading ??= import('./sort-select-live.tsx').then(
    (module) => (live = module),
    (error: unknown) => {
      liveLoading = null;
      throw error;
    },
  );
  return liveLoading;
}

function preloadLive() {
  loadLive().catch(() => undefined);
}

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

  if (woken && live) return <live.SortSelectLive {...props} />;

  const wake = () => {
    const take = () => flushSync(() => setWoken(true));
    if (live) take();
    else
      void loadLive().then(
        () => take(),
        () => undefined,
      );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    wake();
  };
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
        onKeyDown={onKeyDown}
        onPointerEnter={preloadLive}
        onFocus={preloadLive}
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
