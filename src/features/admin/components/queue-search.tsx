import { useEffect, useState } from 'react';
import { Input, Label, SearchField } from 'react-aria-components';
import { fieldClass, labelClass } from '../../../components/ui/button-styles.ts';
import { SearchIcon } from '../../../components/ui/icons.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { ADMIN_SEARCH_MAX } from '../../../shared/schemas/admin.ts';
import { useT } from '../../../lib/i18n.ts';

/** The queue's search box: typed text reaches the URL (and the server) once typing pauses. */
export function QueueSearch({ value, placeholder, onSearch }: { value: string; placeholder: string; onSearch: (search: string) => void }) {
  const t = useT();
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text, 300);
  useEffect(() => {
    if (settled.trim() !== value) onSearch(settled.trim());
    // Only a settled change of the text searches; the URL's value is compared, not watched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  return (
    <SearchField value={text} onChange={setText} onSubmit={(submitted) => onSearch(submitted.trim())} className="mb-4 max-w-md">
      <Label className={labelClass}>{t('admin.search')}</Label>
      <div className="relative">
        <SearchIcon width={18} height={18} className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-slate-500" aria-hidden="true" />
        <Input placeholder={placeholder} maxLength={ADMIN_SEARCH_MAX} className={`${fieldClass} ps-10 [&::-webkit-search-cancel-button]:hidden`} />
      </div>
    </SearchField>
  );
}
