import { useMemo, useRef } from 'react';
import { ComboBox, Input, ListBox, ListBoxItem, Popover, type Key } from 'react-aria-components';
import { fieldClass } from '../../../components/ui/button-styles.ts';
import { popoverClass } from '../../../components/ui/option-item.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useLocale, useT } from '../../../lib/i18n.ts';
import { CITY_SUGGEST_DEBOUNCE_MS } from '../../../shared/constants.ts';
import type { CitySuggestion } from '../../../shared/schemas/location.ts';
import { useCitySuggestions } from '../../../lib/city-suggestions.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { MapPinIcon } from '../../../components/ui/shared-icons.tsx';
import { CrosshairIcon } from './card-icons.tsx';
import { CardComboField, CardFieldError } from './field-error.tsx';

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
}

/**
 * The location input with gazetteer suggestions (000 §5 place autocomplete): debounced,
 * 'No locations found' when nothing matches, closes on an outside press (react-aria popover).
 */
export function LocationCombo({ value, touched, picked, onType, onPick, onFocus, invalid, locating, onLocate }: LocationComboProps) {
  const t = useT();
  const locale = useLocale();
  const input = useRef<HTMLInputElement>(null);
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
        {/* A plain button: a react-aria Button here would become the combobox's own toggle. */}
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
      </CardComboField>
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
