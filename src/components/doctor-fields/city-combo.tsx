import { useMemo, useState } from 'react';
import { ComboBox, FieldError, Input, Label, ListBox, ListBoxItem, Popover, type Key } from 'react-aria-components';
import { useCitySuggestions } from '../../lib/city-suggestions.ts';
import { useLocale, useT } from '../../lib/i18n.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { CITY_SUGGEST_DEBOUNCE_MS } from '../../shared/constants.ts';
import type { CitySuggestion } from '../../shared/schemas/location.ts';
import { fieldClass, labelClass } from '../ui/button-styles.ts';
import { popoverClass } from '../ui/option-item.tsx';
import { RequiredMark } from './text-input.tsx';

const cityKey = (city: CitySuggestion) => `${city.country}:${city.city_slug}:${city.latitude},${city.longitude}`;

export interface CityComboProps {
  label: string;
  value: string;
  onType: (text: string) => void;
  onPick: (city: CitySuggestion, countryName: string) => void;
  error?: string | null | undefined;
  required?: boolean;
}

/** City with gazetteer autocomplete (001 §2 "City (with place autocomplete)"; ae, us, in, gb, ca, au). */
export function CityCombo({ label, value, onType, onPick, error, required }: CityComboProps) {
  const t = useT();
  const locale = useLocale();
  const [typed, setTyped] = useState(false);
  const search = typed ? value.trim() : '';
  const settled = useDebouncedValue(search, CITY_SUGGEST_DEBOUNCE_MS);
  const { data, isFetching } = useCitySuggestions(settled);
  const suggestions = useMemo(() => (search ? (data ?? []) : []), [data, search]);
  const regions = useMemo(() => new Intl.DisplayNames([locale], { type: 'region' }), [locale]);
  const countryName = (city: CitySuggestion) => regions.of(city.country.toUpperCase()) ?? city.country.toUpperCase();

  const onSelectionChange = (key: Key | null) => {
    const city = suggestions.find((item) => cityKey(item) === key);
    if (!city) return;
    setTyped(false);
    onPick(city, countryName(city));
  };

  return (
    <ComboBox
      items={suggestions}
      inputValue={value}
      onInputChange={(text) => {
        setTyped(true);
        onType(text);
      }}
      onSelectionChange={onSelectionChange}
      allowsCustomValue
      allowsEmptyCollection={search !== ''}
      menuTrigger="input"
      isRequired={required}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      className="flex min-w-0 flex-col"
    >
      <Label className={labelClass}>
        <RequiredMark text={label} required={required} />
      </Label>
      <Input placeholder={t('doctorFields.cityPlaceholder')} autoComplete="off" className={fieldClass} />
      <FieldError className="mt-1.5 text-xs font-medium text-red-700">
        <span role="alert">{error}</span>
      </FieldError>
      <Popover className={popoverClass} offset={6} placement="bottom start">
        <ListBox<CitySuggestion>
          className="outline-none"
          renderEmptyState={() => (
            <p className="px-3 py-2 text-sm text-slate-600">{settled === search && !isFetching ? t('home.search.noLocations') : t('home.search.searchingLocations')}</p>
          )}
        >
          {(city) => (
            <ListBoxItem
              id={cityKey(city)}
              textValue={city.city}
              className="flex cursor-pointer flex-col rounded-lg px-3 py-2 text-sm text-slate-800 outline-none data-[focused]:bg-teal-50 data-[focused]:text-teal-900"
            >
              <span className="truncate font-medium">{city.city}</span>
              <span className="truncate text-xs text-slate-600">
                {city.state && city.state !== city.city ? t('home.search.cityRegion', { state: city.state, country: countryName(city) }) : countryName(city)}
              </span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
