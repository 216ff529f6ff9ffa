import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { ComboBox, Input, ListBox, ListBoxItem, Popover, type Key } from 'react-aria-components';
import { SearchIcon } from '../../../components/ui/icons.tsx';
import { OpenForEarlyText } from '../../../components/ui/open-for-early-text.tsx';
import { useT } from '../../../lib/i18n.ts';
import type { SearchResult } from '../../../shared/schemas/catalog.ts';
import { savedLocationCoordinates, savedLocationSlug } from '../../../lib/location/location-url.ts';
import { useVisitorLocation } from '../../../lib/location/visitor-location.ts';
import { searchResultHref } from '../search-target.ts';
import { useGlobalSearch } from '../use-global-search.ts';
import { SEARCH_ICON_CLASS, SEARCH_INPUT_CLASS } from './top-search-look.ts';

const keyOf = (result: SearchResult) => `${result.type}:${result.id}`;

export interface TopSearchComboProps {
  /** What was typed in the still field before this one took over (top-search.tsx). */
  initialText: string;
  /** Its input, so focus can move to it in the gesture that woke it. */
  inputRef: RefObject<HTMLInputElement | null>;
}

/**
 * The top-bar search (000 §2, §4): an accessible combobox asking the server on
 * every keystroke; choosing a speciality opens its listing, a doctor their page.
 * The shell decides where it is shown (hidden for doctors and on a few pages).
 * It replaces the still field of top-search.tsx when that is first focused.
 */
export function TopSearchCombo({ initialText, inputRef }: TopSearchComboProps) {
  const t = useT();
  const navigate = useNavigate();
  const [text, setText] = useState(initialText);
  const { results, answeredFor, loading, search, reset } = useGlobalSearch();
  const early = useRef(initialText.trim());
  useEffect(() => {
    if (early.current) search(early.current);
    early.current = '';
  }, [search]);
  const location = useVisitorLocation();
  // Choosing an item makes the combobox write its name into the input; that is not a new search.
  const chosenName = useRef<string | null>(null);

  const onType = (value: string) => {
    setText(value);
    if (chosenName.current !== null && value === chosenName.current) {
      chosenName.current = null;
      return;
    }
    chosenName.current = null;
    search(value);
  };

  const onChoose = (key: Key | null) => {
    const result = results.find((item) => keyOf(item) === key);
    if (!result) return;
    chosenName.current = result.name;
    setText(result.name);
    reset();
    const href = searchResultHref(result, { slug: savedLocationSlug(location), ...savedLocationCoordinates(location) });
    if (href) void navigate({ href });
  };

  const typeLabel = (type: SearchResult['type']) =>
    type === 'speciality' ? t('search.type.speciality') : type === 'doctor' ? t('search.type.doctor') : t('search.type.service');
  const answered = !loading && answeredFor !== '' && answeredFor === text.trim();

  return (
    <ComboBox
      aria-label={t('search.label')}
      items={results}
      inputValue={text}
      onInputChange={onType}
      onChange={onChoose}
      allowsCustomValue
      allowsEmptyCollection={text.trim() !== ''}
      menuTrigger="input"
      className="relative w-full"
    >
      <OpenForEarlyText text={initialText} />
      <div className="relative">
        <SearchIcon className={SEARCH_ICON_CLASS} />
        <Input ref={inputRef} placeholder={t('search.placeholder')} className={SEARCH_INPUT_CLASS} />
      </div>
      <Popover
        placement="bottom start"
        offset={6}
        className="w-(--trigger-width) min-w-64 overflow-auto rounded-xl border border-slate-200 bg-white shadow-lg outline-none"
      >
        <ListBox<SearchResult>
          className="max-h-80 overflow-auto p-1 outline-none"
          renderEmptyState={() => <p className="px-3 py-2.5 text-sm text-slate-500">{answered ? t('common.noData') : t('search.searching')}</p>}
        >
          {(result) => (
            <ListBoxItem
              id={keyOf(result)}
              textValue={result.name}
              className="flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm text-slate-800 outline-none data-[focused]:bg-teal-50"
            >
              <span className="truncate">{result.name}</span>
              <span className="shrink-0 text-xs font-medium text-slate-500">{typeLabel(result.type)}</span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
