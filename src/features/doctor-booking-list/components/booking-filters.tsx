import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n.ts';
import type { MessageKey } from '../../../shared/i18n/en.ts';
import {
  CONSULTATION_TYPES, DATE_RANGES, TAB_STATUSES, activeFilterCount, clearFilters, toggle, withFilters,
  type BookingListState, type DateRange,
} from '../booking-list-search.ts';

const inputClass =
  'h-4 w-4 shrink-0 cursor-pointer border-slate-400 accent-teal-700 outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2';

const RANGE_LABEL: Record<DateRange, MessageKey> = {
  1: 'doctorBookings.filter.last7',
  15: 'doctorBookings.filter.last15',
  30: 'doctorBookings.filter.lastMonth',
};

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="border-b border-slate-200 py-4 first:pt-0 last:border-b-0 last:pb-0">
      <legend className="float-start mb-2.5 w-full text-sm font-semibold text-slate-900">{title}</legend>
      <ul className="clear-both space-y-2">{children}</ul>
    </fieldset>
  );
}

function Choice({ type, name, checked, onChange, label }: { type: 'radio' | 'checkbox'; name: string; checked: boolean; onChange: () => void; label: string }) {
  return (
    <li>
      <label className="flex cursor-pointer items-center gap-2.5 text-sm text-slate-700 hover:text-slate-900">
        <input type={type} name={name} className={`${inputClass} ${type === 'checkbox' ? 'rounded' : ''}`} checked={checked} onChange={onChange} />
        {label}
      </label>
    </li>
  );
}

/** The Booking List's filter panel (001 §2): date range, consultation type, booking status. Every change applies at once. */
export function BookingFilters({ state, onChange }: { state: BookingListState; onChange: (next: BookingListState) => void }) {
  const t = useT();
  const count = activeFilterCount(state);
  return (
    <div>
      <Group title={t('doctorBookings.filter.dateRange')}>
        <Choice
          type="radio"
          name="booking-range"
          checked={state.range === null}
          onChange={() => onChange(withFilters(state, { range: null }))}
          label={t('doctorBookings.filter.anyDate')}
        />
        {DATE_RANGES.map((range) => (
          <Choice
            key={range}
            type="radio"
            name="booking-range"
            checked={state.range === range}
            onChange={() => onChange(withFilters(state, { range }))}
            label={t(RANGE_LABEL[range])}
          />
        ))}
      </Group>
      <Group title={t('doctorBookings.filter.consultationType')}>
        {CONSULTATION_TYPES.map((type) => (
          <Choice
            key={type}
            type="checkbox"
            name="booking-type"
            checked={state.types.includes(type)}
            onChange={() => onChange(withFilters(state, { types: toggle(state.types, type, CONSULTATION_TYPES) }))}
            label={t(`doctorBookings.type.${type}`)}
          />
        ))}
      </Group>
      <Group title={t('doctorBookings.filter.bookingStatus')}>
        {TAB_STATUSES[state.tab].map((status) => (
          <Choice
            key={status}
            type="checkbox"
            name="booking-status"
            checked={state.statuses.includes(status)}
            onChange={() => onChange(withFilters(state, { statuses: toggle(state.statuses, status, TAB_STATUSES[state.tab]) }))}
            label={t(`doctorBookings.status.${status}`)}
          />
        ))}
      </Group>
      {count ? (
        <button
          type="button"
          onClick={() => onChange(clearFilters(state))}
          className="mt-4 rounded text-sm font-semibold text-teal-700 outline-none hover:text-teal-900 focus-visible:ring-2 focus-visible:ring-teal-600"
        >
          {t('doctorBookings.clearAll')}
        </button>
      ) : null}
    </div>
  );
}
