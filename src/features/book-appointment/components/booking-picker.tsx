import { Suspense, useId, useRef, type KeyboardEvent } from 'react';
import { buttonClass, fieldClass, labelClass } from '../../../components/ui/button-styles.ts';
import { ChevronDownIcon, WifiOffIcon } from '../../../components/ui/icons.tsx';
import { Bone, SkeletonRegion } from '../../../components/ui/skeleton.tsx';
import { useT } from '../../../lib/i18n.ts';
import { lazyComponent } from '../../../lib/on-demand.ts';
import { currencyOf } from '../../../shared/format/currency.ts';
import { formatFee } from '../../../shared/format/money.ts';
import type { AppointmentType } from '../../../shared/schemas/booking.ts';
import { zoneLabel } from '../../../shared/slots/zone-label.ts';
import { canBook, selectionMessage, tabLabels, type SelectionWording } from '../booking-selection.ts';
import { selectionFee } from '../booking-summary.ts';
import { viewerTimeZone } from '../../../lib/date-labels.ts';
import type { BookingFlow } from '../use-booking-flow.ts';
import { DateStrip } from '../../../components/slot-picker/date-strip.tsx';
import { SlotGrid } from '../../../components/slot-picker/slot-grid.tsx';

const TYPES: readonly AppointmentType[] = ['online', 'offline'];

// 'Choose Clinic' (react-aria Select: its listbox, popover and collection code) shows on the Visit tab only:
// fetched when that tab is hovered, touched or focused, not with every doctor page (issue 17).
const { Component: ClinicSelect, preload: preloadClinicSelect } = lazyComponent(() =>
  import('../../../components/ui/dropdowns.tsx').then((m) => m.ClinicSelect),
);

/** The clinic field's box while its code arrives: same label and height, nothing moves. */
function ClinicSelectPlaceholder() {
  const t = useT();
  return (
    <div className="flex flex-col" aria-busy="true">
      <span className={labelClass}>{t('ui.clinic')}</span>
      <span className={`${fieldClass} flex items-center justify-between gap-2 text-slate-500`}>
        <span className="truncate">{t('ui.clinic.placeholder')}</span>
        <ChevronDownIcon width={18} height={18} className="shrink-0" />
      </span>
    </div>
  );
}

const tabClass =
  'flex h-10 cursor-pointer items-center justify-center rounded-lg px-2 text-xs font-bold tracking-wide text-slate-600 outline-none transition-colors sm:text-sm ' +
  'hover:text-teal-800 aria-selected:bg-white aria-selected:text-teal-800 aria-selected:shadow-sm ' +
  'focus-visible:ring-2 focus-visible:ring-teal-600';

export interface BookingPickerProps {
  flow: BookingFlow;
  /** 'booking' on the detail-page panel, 'enquiry' in the Book Appointment modal (000 §5 wording). */
  wording: SelectionWording;
}

/**
 * Tabs, clinic, 7-day strip (paged on to the booking horizon), slots, fee and the Book Appointment button (000 §2, §4 steps 1–4).
 *
 * The two tabs follow the WAI-ARIA tabs pattern by hand (roving focus, arrows that follow the reading
 * direction, Home and End, selection on focus as react-aria does) rather than with react-aria's Tabs:
 * its collection is built through a store it subscribes to, so on a server-rendered doctor page the
 * whole panel rendered again in one synchronous ~100 ms task (at 1x) right after hydration (issue 17).
 */
export function BookingPicker({ flow, wording }: BookingPickerProps) {
  const t = useT();
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const selected = flow.selection.type;
  const select = (type: AppointmentType) => {
    if (type !== selected) flow.dispatch({ kind: 'tab', type });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    const next =
      event.key === 'Home' ? 0 : event.key === 'End' ? TYPES.length - 1 : step === undefined ? null : (index + step + TYPES.length) % TYPES.length;
    if (next === null) return;
    event.preventDefault();
    select(TYPES[next]!);
    tabs.current[next]?.focus();
  };
  return (
    <div>
      <div
        role="tablist"
        aria-label={t('booking.tabsLabel')}
        aria-orientation="horizontal"
        className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1"
      >
        {TYPES.map((type, index) => (
          <button
            key={type}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${type}`}
            aria-selected={type === selected}
            aria-controls={type === selected ? `${id}-panel` : undefined}
            tabIndex={type === selected ? 0 : -1}
            onClick={() => select(type)}
            onKeyDown={(event) => onKeyDown(event, index)}
            {...(type === 'offline' ? { onPointerEnter: preloadClinicSelect, onTouchStart: preloadClinicSelect, onFocus: preloadClinicSelect } : {})}
            className={tabClass}
          >
            {t(tabLabels[wording][type])}
          </button>
        ))}
      </div>
      {/* Keyed by tab, as react-aria gave each tab its own panel: the date and time choices start afresh. */}
      <div key={selected} role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${selected}`} className="mt-4 outline-none">
        <PickerBody flow={flow} wording={wording} />
      </div>
    </div>
  );
}

function PickerSkeleton() {
  return (
    <SkeletonRegion className="space-y-4">
      <Bone className="h-4 w-24" />
      <div className="grid grid-cols-7 gap-1.5">
        {Array.from({ length: 7 }, (_, i) => (
          <Bone key={i} className="h-16 rounded-xl" />
        ))}
      </div>
      <Bone className="h-11 w-full rounded-xl" />
    </SkeletonRegion>
  );
}

function PickerBody({ flow, wording }: BookingPickerProps) {
  const t = useT();
  const { selection, dispatch, availability, data } = flow;
  // Slots are never saved for offline use (they change by the minute), and an answer from
  // before the network went (or one that failed because of it) says nothing about the doctor:
  // offline, the panel says what booking needs, never 'No Online Consultation Available'.
  if (!flow.online) {
    return (
      <div className="space-y-3">
        <p className="rounded-xl bg-slate-50 p-4 text-center text-sm font-medium text-slate-700">{t('booking.slotsNeedConnection')}</p>
        <BookAction flow={flow} wording={wording} />
      </div>
    );
  }
  if (!data) {
    if (availability.isError) {
      return (
        <div role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-800">
          <p>{t('booking.loadError')}</p>
          <button type="button" onClick={() => void availability.refetch()} className={buttonClass('secondary', 'sm', 'mt-3')}>
            {t('booking.retry')}
          </button>
        </div>
      );
    }
    return <PickerSkeleton />;
  }

  const offline = selection.type === 'offline';
  const noneText = t(offline ? 'booking.noOffline' : 'booking.noOnline');
  const noDays = !data.days.some((day) => day.status);
  const canPage = flow.pages.previous !== null || flow.pages.next !== null;
  if (noDays && !canPage && (!offline || data.clinics.length === 0)) {
    return <p className="rounded-xl bg-slate-50 p-4 text-center text-sm font-medium text-slate-700">{noneText}</p>;
  }

  // Slots belong to the chosen date; a previous date's answer shown while loading does not count.
  const slots = selection.date !== null && data.date === selection.date ? (offline ? data.offline_timeslots : data.online_timeslots) : null;
  const zone = zoneLabel(data.time_zone, viewerTimeZone(), new Date());
  const fee = selectionFee(data, selection);
  // The answer's zone is the doctor's or the chosen clinic's: its country's currency (currency.ts).
  const currency = currencyOf({ timeZone: data.time_zone });

  return (
    // While another clinic's days load the previous strip stays on screen (no flash): it is marked busy.
    <div className="space-y-4" aria-busy={availability.isPlaceholderData || undefined}>
      {offline ? (
        <Suspense fallback={<ClinicSelectPlaceholder />}>
          <ClinicSelect
            clinics={data.clinics.map((clinic) => ({ ...clinic, price: clinic.price ?? 0 }))}
            currency={currency}
            value={selection.clinicId}
            onChange={(key) => dispatch({ kind: 'clinic', clinicId: key === null ? null : Number(key) })}
            isRequired
          />
        </Suspense>
      ) : null}
      {/* A week with no free day still shows its strip when other weeks can be paged to (issue 39). */}
      {noDays && !canPage ? null : (
        <DateStrip
          label={t('booking.dateLabel')}
          days={data.days}
          value={selection.date}
          onChange={(date) => dispatch({ kind: 'date', date })}
          pages={flow.pages}
        />
      )}
      {noDays && selection.date === null ? <p className="rounded-xl bg-slate-50 p-4 text-center text-sm font-medium text-slate-700">{noneText}</p> : null}
      {selection.date === null ? null : slots === null ? (
        <SkeletonRegion className="grid grid-cols-3 gap-2">
          {Array.from({ length: 6 }, (_, i) => (
            <Bone key={i} className="h-10 rounded-xl" />
          ))}
        </SkeletonRegion>
      ) : slots.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-4 text-center text-sm font-medium text-slate-700">{noneText}</p>
      ) : (
        <SlotGrid
          label={t('booking.timeLabel')}
          slots={slots}
          value={selection.time}
          onChange={(time) => dispatch({ kind: 'time', time })}
          note={zone ? t('slots.zoneNote', { zone }) : null}
        />
      )}
      {fee === null ? null : (
        <div className="flex items-center justify-between rounded-xl bg-teal-50 px-4 py-3 text-sm">
          <span className="font-medium text-slate-700">{t('booking.fee')}</span>
          <span className="text-base font-bold text-teal-900">{formatFee(fee, currency)}</span>
        </div>
      )}
      <BookAction flow={flow} wording={wording} />
    </div>
  );
}

function BookAction({ flow, wording }: BookingPickerProps) {
  const t = useT();
  // Every picker books a verified doctor: the modal too asks "for booking" (000 §5's "for enquiry" read as an enquiry; issue 42).
  const message = selectionMessage(flow.selection, 'booking');
  const hintId = `book-hint-${flow.doctor.id}-${wording}`;
  if (!flow.online) {
    return (
      // The message is longer than the usual label: let it wrap on a phone instead of overflowing.
      <button type="button" disabled className={buttonClass('primary', 'lg', 'h-auto! min-h-12 w-full py-2 leading-snug')}>
        <WifiOffIcon width={18} height={18} className="shrink-0" />
        {t('booking.needsConnection')}
      </button>
    );
  }
  return (
    <div>
      {/* Native buttons: the panel loads no react-aria code with the page (issue 17). */}
      <button
        type="button"
        onClick={flow.start}
        disabled={!canBook(flow.selection)}
        aria-describedby={message ? hintId : undefined}
        className={buttonClass('primary', 'lg', 'w-full')}
      >
        {t('booking.bookAppointment')}
      </button>
      {message ? (
        <p id={hintId} className="mt-2 text-center text-xs font-medium text-slate-600">
          {t(message)}
        </p>
      ) : null}
    </div>
  );
}
