import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { SearchIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../lib/i18n.ts';
import { onDemand } from '../../../lib/on-demand.ts';
import { SEARCH_ICON_CLASS, SEARCH_INPUT_CLASS } from './top-search-look.ts';
import type * as ComboExports from './top-search-combo.tsx';

const combo = onDemand<typeof ComboExports>(() => import('./top-search-combo.tsx'));

interface Woken {
  text: string;
}

/**
 * The top-bar search, every page's header (000 §2, §4).
 *
 * It starts as a still text field and becomes the accessible combobox (top-search-combo.tsx) when
 * first focused. Why (issue 17): the react-aria combobox cost a mid-range phone 150–250 ms of main
 * thread to load and hydrate on every page (its collection, listbox and popover code and a long
 * first render), while most visits never touch the header search. The still field has the same box,
 * role, name and placeholder, so nothing moves and a screen reader announces the same field.
 *
 * On focus the combobox mounts at once (`flushSync`) and takes the focus in the same gesture, so a
 * phone's keyboard stays up; text typed before its code arrived (a slow first visit) is kept and
 * searched, and so is a selection (a test's `fill` selects before it types). A field focused or
 * typed into while the page was still loading wakes as soon as the app runs.
 */
export function TopSearch() {
  const t = useT();
  const still = useRef<HTMLInputElement | null>(null);
  const live = useRef<HTMLInputElement | null>(null);
  const [woken, setWoken] = useState<Woken | null>(null);

  const takeOver = useCallback(() => {
    const input = still.current;
    if (!input?.isConnected || !combo.loaded()) return;
    const focused = document.activeElement === input;
    const start = input.selectionStart;
    const end = input.selectionEnd;
    flushSync(() => setWoken({ text: input.value }));
    const next = live.current;
    if (!focused || !next) return;
    next.focus();
    if (start !== null && end !== null) next.setSelectionRange(start, end);
  }, []);

  const wake = useCallback(() => combo.whenLoaded(takeOver), [takeOver]);

  useEffect(() => {
    const input = still.current;
    // Tapped or typed into before the app ran. (After the effects' pass: flushSync cannot run inside one.)
    if (!woken && input && (input === document.activeElement || input.value !== '')) queueMicrotask(wake);
  }, [woken, wake]);

  const Combo = combo.loaded()?.TopSearchCombo;
  if (woken && Combo) return <Combo initialText={woken.text} inputRef={live} />;
  return (
    <div className="relative w-full">
      <div className="relative">
        <SearchIcon className={SEARCH_ICON_CLASS} />
        <input
          ref={still}
          type="text"
          role="combobox"
          aria-expanded="false"
          aria-autocomplete="list"
          aria-label={t('search.label')}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          placeholder={t('search.placeholder')}
          className={SEARCH_INPUT_CLASS}
          onFocus={wake}
          onPointerEnter={combo.preload}
          onPointerDown={combo.preload}
          onTouchStart={combo.preload}
        />
      </div>
    </div>
  );
}
