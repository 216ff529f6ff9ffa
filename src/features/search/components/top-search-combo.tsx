import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { ComboBox, Input, ListBox, ListBoxItem, Popover, type Key } from 'react-aria-components';
import { SearchIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../lib/i18n.ts';
import type { SearchResult } from '../../../shared/schemas/catalog.ts';
import { savedLocationCoordinates, savedLocationSlug } from '../../../lib/location/location-url.ts';
import { useVisitorLocation } from '../../../lib/location/visitor-location.ts';
import { searchResultHref } from '../search-target.ts';
import { useGlobalSearch } from '../use-global-search.ts';

const keyOf = (result: SearchResult) => `${result.type}:${result.id}`;

/**
 * The top-bar search (000 §2, §4): an accessible combobox asking the server on
 * every keystroke; choosing a speciality opens its listing, a doctor their page.
 * The shell decides where it is shown (hidden for doctors and on a few pages).
 */
export function TopSearch() {
  const t = useT();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const { results, answeredFor, loading, search, reset } = useGlobalSearch();
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
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-4.5 -translate-y-1/2 text-slate-500" />
        <Input
          placeholder={t('search.placeholder')}
          className="h-11 w-full rounded-xl border border-slate-300 bg-white ps-9 pe-3 text-sm text-slate-900 outline-none placeholder:text-slate-500 focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30"
        />
      </div>
      <Popover
        placement="bottom start"
        offset={6}
        className="w-(--trigger-width) min-w-64 overflow-auto rounded-xl border border-slate-200 bg-white shadow-lg outline-none"
      >
        <ListBox<SearchResult>
          className="max-h-80 overflow-auto p-1 outline-none"
          renderEmptyState={() => (
            <p className="px-3 py-2.5 text-sm text-slate-500">{answered ? t('common.noData') : t('search.searching')}</p>
          )}
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
