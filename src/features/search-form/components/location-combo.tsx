import { useMemo, useRef, type RefObject } from 'react';
import { ComboBox, Input, ListBox, ListBoxItem, Popover, type Key } from 'react-aria-components';
import { fieldClass } from '../../../components/ui/button-styles.ts';
import { popoverClass } from '../../../components/ui/option-item.tsx';
import { useLocale, useT } from '../../../lib/i18n.ts';
import { CITY_SUGGEST_DEBOUNCE_MS } from '../../../shared/constants.ts';
import type { CitySuggestion } from '../../../shared/schemas/location.ts';
import { useCitySuggestions } from '../../../lib/city-suggestions.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { MapPinIcon } from '../../../components/ui/shared-icons.tsx';
import { CardComboField, CardFieldError } from './field-error.tsx';
import { LocateButton } from './locate-button.tsx';
import { OpenForEarlyText } from '../../../components/ui/open-for-early-text.tsx';

const cityKey = (city: CitySuggestion) => `${city.country}:${city.city_slug}:${city.latitude},${city.longitude}`;

interface LocationComboProps {
  /** What the field shows: the typed text, or the saved address until the visitor types or picks. */
  value: string;
  /** True once the visitor typed or picked; until then the shown text is the saved address. */
  touched: boolean;
  picked: CitySuggestion | null;
  onType: (text: string) => void;
  onPick: (city: CitySuggestion) => void;
  onFocus: () => void;
  invalid: boolean;
  locating: boolean;
  onLocate: () => void;
  /** Its input, so the still field it replaces can hand the focus over (search-card.tsx). */
  inputRef?: RefObject<HTMLInputElement | null>;
  /** The visitor was typing in the still field: show the suggestions for what they typed. */
  openForTyped?: boolean;
}

/**
 * The location input with gazetteer suggestions (000 §5 place autocomplete): debounced,
 * 'No locations found' when nothing matches, closes on an outside press (react-aria popover).
 */
export function LocationCombo({ value, touched, picked, onType, onPick, onFocus, invalid, locating, onLocate, inputRef, openForTyped = false }: LocationComboProps) {
  const t = useT();
  const locale = useLocale();
  const ownInput = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownInput;
  const search = touched ? value.trim() : '';
  const settled = useDebouncedValue(search, CITY_SUGGEST_DEBOUNCE_MS);
  const { data, isFetching } = useCitySuggestions(settled);
  const suggestions = useMemo(() => (search ? (data ?? []) : []), [data, search]);
  const answered = settled === search && !isFetching;
  const regions = useMemo(() => new Intl.DisplayNames([locale], { type: 'region' }), [locale]);

  const onSelectionChange = (key: Key | null) => {
    const city = suggestions.find((item) => cityKey(item) === key);
    if (city) onPick(city);
  };
  const where = (city: CitySuggestion) => {
    const country = regions.of(city.country.toUpperCase()) ?? city.country.toUpperCase();
    return city.state && city.state !== city.city ? t('home.search.cityRegion', { state: city.state, country }) : country;
  };

  return (
    <ComboBox
      items={suggestions}
      inputValue={value}
      onInputChange={onType}
      selectedKey={picked ? cityKey(picked) : null}
      onSelectionChange={onSelectionChange}
      onFocus={() => {
        onFocus();
        // The saved address is shown until the visitor types: typing replaces it.
        if (!touched) input.current?.select();
      }}
      allowsCustomValue
      allowsEmptyCollection={search !== ''}
      menuTrigger="input"
      isRequired
      isInvalid={invalid}
      validationBehavior="aria"
      className="flex min-w-0 flex-col"
    >
      <CardComboField label={t('home.search.location')} icon={MapPinIcon}>
        <Input
          ref={input}
          placeholder={locating ? t('home.search.locating') : t('home.search.locationPlaceholder')}
          className={`${fieldClass} h-12 ps-10 pe-12 text-base sm:text-sm`}
        />
        <LocateButton locating={locating} onLocate={onLocate} />
      </CardComboField>
      <OpenForEarlyText text={openForTyped && touched ? value : ''} />
      <span role="status" className="sr-only">
        {locating ? t('home.search.locating') : ''}
      </span>
      {invalid ? <CardFieldError message={t('home.search.locationRequired')} /> : null}
      <Popover className={popoverClass} offset={6} maxHeight={288} placement="bottom start">
        <ListBox<CitySuggestion>
          className="outline-none"
          renderEmptyState={() => (
            <p className="px-3 py-2 text-sm text-slate-600">
              {answered ? t('home.search.noLocations') : t('home.search.searchingLocations')}
            </p>
          )}
        >
          {(city) => (
            <ListBoxItem
              id={cityKey(city)}
              textValue={city.city}
              className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-slate-800 outline-none data-[focused]:bg-teal-50 data-[focused]:text-teal-900"
            >
              <MapPinIcon className="size-4 shrink-0 text-slate-400" />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate font-medium">{city.city}</span>
                <span className="truncate text-xs text-slate-500">{where(city)}</span>
              </span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
