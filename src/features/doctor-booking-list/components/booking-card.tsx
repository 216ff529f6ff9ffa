import type { ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { VideoIcon } from '../../../components/ui/shared-icons.tsx';
import { WifiOffIcon } from '../../../components/ui/icons.tsx';
import { useOnline } from '../../../components/ui/offline-banner.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/i18n.ts';
import { currencyOf } from '../../../shared/format/currency.ts';
import { formatPortalFee } from '../../../shared/format/money.ts';
import type { DoctorBookingItem } from '../../../shared/schemas/doctor-bookings.ts';
import { availableActions, joinLink as roomLink, type BookingAction } from '../booking-actions.ts';
import { bookingDate, bookingTime, clinicLine, patientName } from '../booking-labels.ts';
import { BookingInsuranceLine } from './booking-insurance-line.tsx';
import { BookedForLine } from './booked-for-line.tsx';
import { PatientConfirmedBadge, StatusBadge, TypeBadge } from './status-badge.tsx';

const ACTION_LABEL = {
  complete: 'doctorBookings.markComplete',
  no_show: 'doctorBookings.markNoShow',
  cancel: 'doctorBookings.cancel',
} as const;

const ACTION_STYLE: Record<BookingAction, Parameters<typeof buttonClass>[0]> = {
  complete: 'primary',
  no_show: 'secondary',
  cancel: 'secondary',
};

function Field({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2 lg:col-span-4' : ''}>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * One booking of the list: patient, type, status, date, time (with the clinic's
 * zone when it differs from the viewer's), fee, clinic, contact, description,
 * and the actions the server allows now. `pending`: a change of this booking
 * is waiting (sent, or queued offline); its buttons are replaced by a note
 * (`marker`, from the offline queue, when it waits on this device or was refused).
 */
export function BookingCard({
  item,
  viewerZone,
  pending,
  marker,
  onAction,
  onPropose,
}: {
  item: DoctorBookingItem;
  viewerZone: string;
  pending: boolean;
  marker?: ReactNode;
  onAction: (item: DoctorBookingItem, action: BookingAction) => void;
  /** 'Propose Another Time' (issue 19); absent where the portal offers no proposals. */
  onPropose?: ((item: DoctorBookingItem) => void) | undefined;
}) {
  const t = useT();
  const name = patientName(item);
  const { time, zone } = bookingTime(item, viewerZone);
  const clinic = clinicLine(item.clinic);
  const actions = availableActions(item, pending);
  const joinLink = roomLink(item, { pending });
  const contact = [item.email, item.phone].filter(Boolean).join(' · ');
  // Only online: proposing sends the patient a message now. Offline the button stays, disabled, saying why.
  const online = useOnline();
  const canPropose = Boolean(onPropose && item.can_propose && !pending);
  const proposal = item.proposal;

  return (
    <article aria-label={name} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" data-booking-id={item.id}>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="truncate text-base font-semibold text-slate-900">{name}</h3>
          <BookedForLine bookedFor={item.booked_for} date={item.appointment_date} />
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          <TypeBadge type={item.appointment_type} />
          <StatusBadge status={item.booking_status} />
          {/* Absent from lists saved before issue 19. */}
          <PatientConfirmedBadge status={item.booking_status} confirmedAt={item.patient_confirmed_at} />
        </div>
      </header>

      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 lg:grid-cols-4">
        <Field label={t('doctorBookings.field.date')}>{bookingDate(item.appointment_date)}</Field>
        <Field label={t('doctorBookings.field.time')}>
          {zone ? t('doctorBookings.timeWithZone', { time, zone }) : time}
          <span className="text-slate-500"> · {t('doctorBookings.duration', { minutes: item.duration })}</span>
        </Field>
        <Field label={t('doctorBookings.field.fee')}>{formatPortalFee(item.consultation_fees, currencyOf({ country: item.clinic?.country, timeZone: item.time_zone }))}</Field>
        {item.insurance !== undefined ? (
          <Field label={t('bookingInsurance.label')} wide>
            {item.insurance ? <BookingInsuranceLine bookingId={item.id} insurance={item.insurance} /> : t('insurance.selfPay')}
          </Field>
        ) : null}
        {clinic ? (
          <Field label={t('doctorBookings.field.clinic')} wide>
            {clinic}
          </Field>
        ) : null}
        {contact ? (
          <Field label={t('doctorBookings.field.contact')} wide>
            <span className="ltr-isolate break-all">{contact}</span>
          </Field>
        ) : null}
        {item.description ? (
          <Field label={t('doctorBookings.field.description')} wide>
            <span className="whitespace-pre-line">{item.description}</span>
          </Field>
        ) : null}
        {item.booking_status === 'cancelled' && item.cancel_reason ? (
          <Field label={t('doctorBookings.field.cancelReason')} wide>
            {item.cancel_reason}
            {item.cancel_description ? <span className="text-slate-600"> — {item.cancel_description}</span> : null}
            {item.cancelled_by ? <span className="block text-xs text-slate-500">{t(`doctorBookings.cancelledBy.${item.cancelled_by}`)}</span> : null}
          </Field>
        ) : null}
      </dl>

      {proposal ? (
        <p data-testid="proposal-waiting" className="mt-4 rounded-xl bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          {t('proposal.waiting', { date: bookingDate(proposal.appointment_date), time: bookingTime(proposal, viewerZone).time })}
        </p>
      ) : null}
      {marker ? <div className="mt-4 flex justify-end">{marker}</div> : null}
      {marker && pending ? null : pending ? (
        <p role="status" className="mt-4 flex items-center justify-end gap-2 text-sm font-medium text-amber-800">
          <Spinner size="sm" decorative />
          {t('doctorBookings.pending')}
        </p>
      ) : actions.length || joinLink || canPropose ? (
        <div role="group" aria-label={t('doctorBookings.actionsFor', { name })} className="mt-4 flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-4">
          {joinLink ? (
            <a href={joinLink} target="_blank" rel="noopener noreferrer" className={buttonClass('ghost', 'sm', 'text-teal-800')}>
              <VideoIcon width={16} height={16} />
              {t('bookings.joinCall')}
            </a>
          ) : null}
          {canPropose ? (
            online ? (
              <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => onPropose?.(item)}>
                {t('proposal.propose')}
              </button>
            ) : (
              <button type="button" disabled className={buttonClass('secondary', 'sm', 'h-auto! min-h-9 py-1.5 leading-snug')}>
                <WifiOffIcon width={16} height={16} className="shrink-0" />
                {t('proposal.needsConnection')}
              </button>
            )
          ) : null}
          {actions.map((action) => (
            <button
              key={action}
              type="button"
              className={buttonClass(ACTION_STYLE[action], 'sm', action === 'cancel' ? 'text-red-700' : '')}
              onClick={() => onAction(item, action)}
            >
              {t(ACTION_LABEL[action])}
            </button>
          ))}
        </div>
      ) : null}
    </article>
  );
}
