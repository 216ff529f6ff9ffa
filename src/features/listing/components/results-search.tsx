import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { SearchIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../lib/i18n.ts';
import { SEARCH_REFETCH_MS } from '../../../shared/constants.ts';

/**
 * The listing's text filter. Typing updates the URL (and so the list) after
 * SEARCH_REFETCH_MS of quiet (000 §4); Enter applies it at once.
 */
export function ResultsSearch({ value, onCommit }: { value: string; onCommit: (text: string) => void }) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState(value);
  const [urlValue, setUrlValue] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The URL changed under us (back/forward, Clear All): show what it says.
  if (value !== urlValue) {
    setUrlValue(value);
    setText(value);
  }

  // A newer URL value wins over text still waiting to be applied; unmounting drops it too.
  useEffect(() => () => clearTimeout(timer.current), [value]);

  const onType = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onCommit(next), SEARCH_REFETCH_MS);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    clearTimeout(timer.current);
    onCommit(text);
  };

  return (
    <form role="search" onSubmit={onSubmit} className="relative w-full">
      <label htmlFor={id} className="sr-only">
        {t('listing.search.label')}
      </label>
      <SearchIcon width={18} height={18} className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-slate-500" />
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => onType(event.target.value)}
        placeholder={t('listing.search.placeholder')}
        enterKeyHint="search"
        className="h-10 w-full rounded-xl border border-slate-300 bg-white ps-10 pe-3 text-sm text-slate-900 outline-none placeholder:text-slate-500 focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30"
      />
    </form>
  );
}
