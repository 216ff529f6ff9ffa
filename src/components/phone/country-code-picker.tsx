import {
  Autocomplete,
  Button,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  SearchField,
  Select,
  SelectValue,
  useFilter,
  type Key,
} from 'react-aria-components';
import { useMemo } from 'react';
import { useLocale, useT } from '../../lib/i18n.ts';
import { intlTag } from '../../shared/i18n/locale.ts';
import { COUNTRIES, countryByCode, type Country } from './countries.ts';

interface CountryCodePickerProps {
  /** ISO code of the chosen country. */
  value: string;
  onChange: (country: Country) => void;
  isDisabled?: boolean;
}

/**
 * The dial-code picker shown in phone mode (000 §4): a select whose popover has a
 * search box filtering by country name, ISO code or dial code. React Aria gives
 * the listbox keyboard navigation, focus management and screen-reader labels.
 */
export function CountryCodePicker({ value, onChange, isDisabled }: CountryCodePickerProps) {
  const t = useT();
  const locale = useLocale();
  const { contains } = useFilter({ sensitivity: 'base' });
  // Country names in the page's language (Intl.DisplayNames, CLDR), in that language's order; English keeps the list's names.
  const items = useMemo(() => {
    if (locale === 'en') return COUNTRIES.map((country) => ({ ...country, shown: country.name }));
    const names = new Intl.DisplayNames([intlTag(locale)], { type: 'region', fallback: 'none' });
    const collator = new Intl.Collator(intlTag(locale));
    return COUNTRIES.map((country) => ({ ...country, shown: names.of(country.code) ?? country.name })).sort((a, b) => collator.compare(a.shown, b.shown));
  }, [locale]);
  const selected = countryByCode(value);
  const onSelect = (key: Key | null) => {
    const country = countryByCode(key === null ? null : String(key));
    if (country) onChange(country);
  };

  return (
    <Select aria-label={t('auth.countryCode')} value={value} onChange={onSelect} isDisabled={isDisabled} className="shrink-0">
      <Button className="flex h-full items-center gap-1 rounded-s-lg border-e border-slate-300 bg-slate-50 px-3 text-sm font-medium text-slate-800 outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-teal-600">
        {/* The value is drawn from our own data so the button stays compact (flag and code only). */}
        <SelectValue className="sr-only" />
        {selected ? (
          <span aria-hidden="true" className="flex items-center gap-1.5">
            <span className="text-lg leading-none">{selected.emoji}</span>
            <span>{selected.dial_code}</span>
          </span>
        ) : null}
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 text-slate-500" fill="currentColor">
          <path d="M5.5 7.5 10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.6" fill="none" strokeLinecap="round" />
        </svg>
      </Button>
      <Popover placement="bottom start" className="w-72 max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white shadow-lg outline-none">
        <Autocomplete filter={(text, query) => contains(text, query)}>
          <SearchField aria-label={t('auth.searchCountry')} autoFocus className="border-b border-slate-200 p-2">
            <Input
              placeholder={t('auth.searchCountry')}
              className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm outline-none focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30"
            />
          </SearchField>
          <ListBox<Country & { shown: string }>
            items={items}
            className="max-h-64 overflow-auto p-1 outline-none"
            renderEmptyState={() => <p className="px-3 py-2 text-sm text-slate-500">{t('auth.noCountry')}</p>}
          >
            {(country) => (
              <ListBoxItem
                id={country.code}
                textValue={`${country.shown} ${country.name} ${country.code} ${country.dial_code}`}
                className="flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[focused]:bg-teal-50 data-[selected]:font-semibold"
              >
                <span aria-hidden="true" className="text-lg leading-none">{country.emoji}</span>
                <span className="flex-1 truncate">{country.shown}</span>
                <span className="text-slate-500">{country.dial_code}</span>
              </ListBoxItem>
            )}
          </ListBox>
        </Autocomplete>
      </Popover>
    </Select>
  );
}
