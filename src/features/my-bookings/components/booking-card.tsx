import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { CalendarIcon, CheckIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/i18n.ts';
import type { MyBookingItem } from '../../../shared/schemas/my-appointments.ts';
import { bookingActions } from '../booking-actions.ts';
import { STATUS_LABEL, STATUS_TONE, bookingDate, bookingFee, bookingTime, calendarHref, clinicLines, patientName } from '../booking-format.ts';
import type { BookingsTab } from '../bookings-search.ts';
import { ClockIcon, MapPinIcon, VideoIcon } from '../../../components/ui/shared-icons.tsx';
import { CalendarPlusIcon } from './booking-icons.tsx';
import { DoctorSummary } from './doctor-summary.tsx';
import { ProposalPanel } from './proposal-panel.tsx';
import { slotParam } from '../../../shared/slot-param.ts';

export interface BookingCardProps {
  item: MyBookingItem;
  tab: BookingsTab;
  viewerZone: string;
  /** A cancellation of this booking is on its way (sent, or queued while offline). */
  pending: boolean;
  /** Replaces the in-flight note when the cancellation waits on this device (or was refused on replay). */
  marker?: ReactNode;
  onCancel: (item: MyBookingItem) => void;
  /** Opens the reschedule dialog (issue 19); without it the card offers no Reschedule. */
  onReschedule?: ((item: MyBookingItem) => void) | undefined;
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** One booking of My Bookings (001 §2, §3): what, when, where, who, and what can be done with it. */
export function BookingCard({ item, tab, viewerZone, pending, marker, onCancel, onReschedule }: BookingCardProps) {
  const t = useT();
  const actions = bookingActions(item, tab, { pending });
  const when = bookingTime(item, viewerZone);
  const clinic = clinicLines(item.clinic);
  const titleId = `booking-${item.id}-title`;
  return (
    <article aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700">
            {item.appointment_type === 'online' ? <VideoIcon width={14} height={14} /> : <MapPinIcon width={14} height={14} />}
            {t(item.appointment_type === 'online' ? 'bookings.type.online' : 'bookings.type.offline')}
            <span className="font-normal text-slate-600">
              · {t(item.appointment_type === 'online' ? 'bookings.type.onlineLong' : 'bookings.type.offlineLong')}
            </span>
          </span>
          {item.subject_relation ? (
            <span data-testid="booking-person" className="rounded-full bg-teal-50 px-2.5 py-1 text-xs font-semibold text-teal-900 ring-1 ring-inset ring-teal-200">
              {t('bookings.person.for', { name: item.name })}
            </span>
          ) : null}
          <span data-testid="booking-status" className={`rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${STATUS_TONE[item.booking_status]}`}>
            {t(STATUS_LABEL[item.booking_status])}
          </span>
          {marker ? (
            marker
          ) : pending ? (
            <span role="status" className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-2.5 py-1 text-xs font-semibold text-amber-900">
              <Spinner size="sm" decorative />
              {t('bookings.cancelPending')}
            </span>
          ) : null}
        </div>
        <h2 id={titleId} className="text-xs font-medium text-slate-500">
          {t('bookings.bookingNumber', { id: item.id })}
        </h2>
      </div>

      <div className="mt-4">
        <DoctorSummary doctor={item.doctor} />
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 rounded-xl bg-slate-50 p-3 sm:grid-cols-4">
        <Detail label={t('bookings.date')}>
          <span className="inline-flex items-center gap-1.5">
            <CalendarIcon width={14} height={14} className="shrink-0 text-slate-500" />
            {bookingDate(item.appointment_date)}
          </span>
        </Detail>
        <Detail label={t('bookings.time')}>
          <span className="inline-flex items-center gap-1.5">
            <ClockIcon width={14} height={14} className="shrink-0 text-slate-500" />
            {when.zone ? t('bookings.timeWithZone', { time: when.time, zone: when.zone }) : when.time}
          </span>
        </Detail>
        <Detail label={t('bookings.fee')}>{bookingFee(item)}</Detail>
        <Detail label={t('bookings.patient')}>{patientName(item)}</Detail>
        {clinic ? (
          <div className="col-span-2 sm:col-span-4">
            <Detail label={t('bookings.clinic')}>
              <span className="flex items-start gap-1.5">
                <MapPinIcon width={14} height={14} className="mt-0.5 shrink-0 text-slate-500" />
                <span>
                  <span className="block">{clinic.name}</span>
                  {clinic.address ? <span className="block font-normal text-slate-600">{clinic.address}</span> : null}
                </span>
              </span>
            </Detail>
          </div>
        ) : null}
      </dl>

      {item.booking_status === 'cancelled' && (item.cancel_reason || item.cancelled_by === 'doctor') ? (
        <p className="mt-3 text-sm text-slate-600">
          {item.cancelled_by === 'doctor' ? <span className="block font-medium text-slate-800">{t('bookings.cancelledByDoctor')}</span> : null}
          {item.cancel_reason ? t('bookings.cancelReason', { reason: item.cancel_reason }) : null}
        </p>
      ) : null}

      {item.review_hidden_reason ? (
        <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{t('review.hiddenByModerators', { reason: item.review_hidden_reason })}</p>
      ) : null}

      {tab === 'upcoming' && item.booking_status === 'confirmed' && !pending ? <ProposalPanel item={item} viewerZone={viewerZone} /> : null}

      <BookingActionsRow item={item} actions={actions} onCancel={onCancel} onReschedule={onReschedule} />
    </article>
  );
}

function BookingActionsRow({
  item,
  actions,
  onCancel,
  onReschedule,
}: {
  item: MyBookingItem;
  actions: ReturnType<typeof bookingActions>;
  onCancel: (item: MyBookingItem) => void;
  onReschedule?: ((item: MyBookingItem) => void) | undefined;
}) {
  const t = useT();
  const reviewed = item.review_id !== null;
  const reschedule = actions.reschedule && onReschedule;
  if (!actions.cancel && !reschedule && !actions.review && !actions.bookAgain && !actions.calendar && !actions.join && !reviewed) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center justify-end gap-2 border-t border-slate-100 pt-4">
      {actions.join && item.appointment_link ? (
        <a href={item.appointment_link} target="_blank" rel="noopener noreferrer" className={buttonClass('ghost', 'sm', 'text-teal-800')}>
          <VideoIcon width={16} height={16} />
          {t('bookings.joinCall')}
        </a>
      ) : null}
      {actions.calendar ? (
        <a href={calendarHref(item.id)} download={`appointment-${item.id}.ics`} className={buttonClass('ghost', 'sm', 'text-teal-800')}>
          <CalendarPlusIcon width={16} height={16} />
          {t('bookings.addToCalendar')}
        </a>
      ) : null}
      {reviewed ? (
        <span className="inline-flex items-center gap-1 px-2 text-sm font-medium text-emerald-800">
          <CheckIcon width={16} height={16} />
          {t('bookings.reviewed')}
        </span>
      ) : null}
      {actions.review ? (
        <Link
          to="/add-review/$doctorSlug/$doctorId"
          params={{ doctorSlug: item.doctor.slug, doctorId: String(item.doctor.id) }}
          search={{ appointmentId: item.id }}
          className={buttonClass('secondary', 'sm')}
        >
          {t('bookings.writeReview')}
        </Link>
      ) : null}
      {actions.bookAgain ? (
        // On the same kind of consultation (and clinic) as this booking: a clinic visit books a visit again.
        <Link
          to="/doctor-details/$slug/$id"
          params={{ slug: item.doctor.slug, id: String(item.doctor.id) }}
          search={{
            slot: slotParam({ type: item.appointment_type, date: null, time: null, clinicId: item.appointment_type === 'offline' ? (item.clinic?.id ?? null) : null }),
            // For the same person (issue 41): the details step starts on them.
            ...(item.family_member_id ? { for: item.family_member_id } : {}),
          }}
          className={buttonClass('primary', 'sm')}
        >
          {t('bookings.bookAgain')}
        </Link>
      ) : null}
      {reschedule ? (
        <Button onPress={() => onReschedule(item)} className={buttonClass('secondary', 'sm')}>
          {t('reschedule.button')}
        </Button>
      ) : null}
      {actions.cancel ? (
        <Button onPress={() => onCancel(item)} className={buttonClass('secondary', 'sm', 'border-red-300 text-red-700 data-[hovered]:bg-red-50')}>
          {t('bookings.cancelBooking')}
        </Button>
      ) : null}
    </div>
  );
}
