import type { DayEntryData } from '../../shared/schemas/booking.ts';
import { dayChipLabel } from '../../lib/date-labels.ts';
import { useT } from '../../lib/i18n.ts';
import { buttonClass } from '../ui/button-styles.ts';
import { ChevronEndIcon, ChevronStartIcon } from '../ui/icons.tsx';
import { Choice, ChoiceGroup } from './choice-group.tsx';
import { choiceClass, groupLabelClass } from './choice-styles.ts';

/** The strip's neighbouring pages of 7 days; null where there is none (today's page, the booking horizon). */
export interface StripPages {
  previous: (() => void) | null;
  next: (() => void) | null;
}

export interface DateStripProps {
  label: string;
  days: readonly DayEntryData[];
  value: string | null;
  onChange: (date: string) => void;
  /** Earlier and later dates (issue 39): the booking panel pages on to the last bookable day. */
  pages?: StripPages | undefined;
}

/** The 7-day strip in a 7-column grid; days with status false are greyed out and cannot be picked (000 §3). */
export function DateStrip({ label, days, value, onChange, pages }: DateStripProps) {
  return (
    <ChoiceGroup
      label={label}
      labelClassName={pages ? 'text-sm font-semibold text-slate-800' : groupLabelClass}
      controls={pages ? <PageButtons pages={pages} /> : undefined}
    >
      {(name) => (
        <div className="grid grid-cols-7 gap-1.5">
          {days.map((entry) => {
            const chip = dayChipLabel(entry.date);
            return (
              <Choice
                key={entry.date}
                name={name}
                value={entry.date}
                checked={value === entry.date}
                disabled={!entry.status}
                onChange={onChange}
                aria-label={chip.full}
                className={`${choiceClass} flex-col py-1.5`}
              >
                <span className="text-[11px] leading-4 font-medium uppercase">{chip.weekday}</span>
                <span className="text-base leading-5 font-bold">{chip.day}</span>
                <span className="text-[11px] leading-4">{chip.month}</span>
              </Choice>
            );
          })}
        </div>
      )}
    </ChoiceGroup>
  );
}

/** Two chevrons at the label's end, pointing along the reading direction (mirrored in Arabic). */
function PageButtons({ pages }: { pages: StripPages }) {
  const t = useT();
  const pageClass = buttonClass('secondary', 'icon', 'h-9! w-9! shrink-0');
  return (
    <div className="flex gap-1.5">
      <button type="button" className={pageClass} disabled={!pages.previous} onClick={pages.previous ?? undefined} aria-label={t('booking.earlierDates')} title={t('booking.earlierDates')}>
        <ChevronStartIcon width={18} height={18} />
      </button>
      <button type="button" className={pageClass} disabled={!pages.next} onClick={pages.next ?? undefined} aria-label={t('booking.laterDates')} title={t('booking.laterDates')}>
        <ChevronEndIcon width={18} height={18} />
      </button>
    </div>
  );
}
