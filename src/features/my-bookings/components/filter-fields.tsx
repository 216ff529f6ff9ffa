import { Checkbox, CheckboxGroup, Label, Radio, RadioGroup } from 'react-aria-components';
import { useT } from '../../../lib/i18n.ts';
import type { BookingStatus } from '../../../shared/schemas/booking-status.ts';
import { STATUS_LABEL, RANGE_LABEL } from '../booking-format.ts';
import { chosenConsultation, chosenStatuses, setRange, tabFilters, toggleConsultation, toggleStatus } from '../bookings-filters.ts';
import { CONSULTATION_TYPES, DATE_RANGES, TAB_STATUSES, type BookingsSearch, type ConsultationType, type DateRange } from '../bookings-search.ts';

const groupClass = 'border-b border-slate-200 py-4 first:pt-0 last:border-b-0 last:pb-0';
const legendClass = 'mb-2.5 block text-sm font-semibold text-slate-900';
const optionClass =
  'group flex cursor-pointer items-center gap-2.5 rounded text-sm text-slate-700 outline-none data-[hovered]:text-slate-900 data-[focus-visible]:ring-2 data-[focus-visible]:ring-teal-600';
const boxClass =
  'flex h-4 w-4 shrink-0 items-center justify-center border border-slate-400 bg-white group-data-[selected]:border-teal-700 group-data-[selected]:bg-teal-700';

function Box({ round = false }: { round?: boolean }) {
  return (
    <span aria-hidden="true" className={`${boxClass} ${round ? 'rounded-full' : 'rounded'}`}>
      <span className={`hidden bg-white group-data-[selected]:block ${round ? 'h-1.5 w-1.5 rounded-full' : 'h-2 w-2 rounded-[1px]'}`} />
    </span>
  );
}

const NO_RANGE = 'any';

/**
 * The filters of My Bookings (001 §2): Consultation Type, Date Range and Status,
 * as the tab offers them. Shared by the desktop sidebar (applies at once) and the
 * mobile sheet (applies on Apply): both pass the search to edit and get the next one.
 */
export function FilterFields({ value, onChange }: { value: BookingsSearch; onChange: (next: BookingsSearch) => void }) {
  const t = useT();
  const offers = tabFilters(value.tab);
  const consultation = chosenConsultation(value);
  const statuses = chosenStatuses(value);
  return (
    <div>
      {offers.consultation ? (
        <CheckboxGroup
          className={groupClass}
          value={consultation}
          onChange={(next) => {
            const changed = CONSULTATION_TYPES.find((type) => next.includes(type) !== consultation.includes(type));
            if (changed) onChange(toggleConsultation(value, changed as ConsultationType));
          }}
        >
          <Label className={legendClass}>{t('bookings.filter.consultationType')}</Label>
          <div className="space-y-2">
            {CONSULTATION_TYPES.map((type) => (
              <Checkbox key={type} value={type} className={optionClass}>
                <Box />
                {t(type === 'online' ? 'bookings.filter.online' : 'bookings.filter.offline')}
              </Checkbox>
            ))}
          </div>
        </CheckboxGroup>
      ) : null}
      {offers.range ? (
        <RadioGroup
          className={groupClass}
          value={value.range === undefined ? NO_RANGE : String(value.range)}
          onChange={(next) => onChange(setRange(value, next === NO_RANGE ? undefined : (Number(next) as DateRange)))}
        >
          <Label className={legendClass}>{t('bookings.filter.dateRange')}</Label>
          <div className="space-y-2">
            <Radio value={NO_RANGE} className={optionClass}>
              <Box round />
              {t('bookings.filter.anyDate')}
            </Radio>
            {DATE_RANGES.map((range) => (
              <Radio key={range} value={String(range)} className={optionClass}>
                <Box round />
                {t(RANGE_LABEL[range])}
              </Radio>
            ))}
          </div>
        </RadioGroup>
      ) : null}
      {offers.status ? (
        <CheckboxGroup
          className={groupClass}
          value={statuses}
          onChange={(next) => {
            const changed = TAB_STATUSES[value.tab].find((status) => next.includes(status) !== statuses.includes(status));
            if (changed) onChange(toggleStatus(value, changed as BookingStatus));
          }}
        >
          <Label className={legendClass}>{t('bookings.filter.status')}</Label>
          <div className="space-y-2">
            {TAB_STATUSES[value.tab].map((status) => (
              <Checkbox key={status} value={status} className={optionClass}>
                <Box />
                {t(STATUS_LABEL[status])}
              </Checkbox>
            ))}
          </div>
        </CheckboxGroup>
      ) : null}
    </div>
  );
}
