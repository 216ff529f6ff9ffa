import { BookedForLine } from './booked-for-line.tsx';
import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { NotSavedNote, useNotSaved } from '../../../components/ui/not-saved.tsx';
import { Bone } from '../../../components/ui/skeleton.tsx';
import { useT } from '../../../lib/i18n.ts';
import type { DoctorDayBooking, DoctorDayData } from '../../../shared/schemas/doctor-day.ts';
import { useDoctorDay } from '../api/doctor-day.ts';
import { bookingDate, bookingTime, viewerTimeZone } from '../booking-labels.ts';
import { percent, phoneLinks } from '../doctor-day-rules.ts';
import { BookingInsuranceLine } from './booking-insurance-line.tsx';
import { PatientConfirmedBadge, StatusBadge, TypeBadge } from './status-badge.tsx';

/**
 * /doctor/dashboard (issue 19, 'The doctor's day'): today's and tomorrow's bookings in time
 * order, each with the patient, type, status, phone (call, WhatsApp) and the video room's
 * Join, and the week's no-show rate. Opens offline from the saved copy like the booking list.
 */
export function DoctorDay({ doctorName }: { doctorName: string }) {
  const t = useT();
  const query = useDoctorDay();
  const notSaved = useNotSaved(query);
  const data = query.data;
  return (
    <div>
      <p className="mb-6 text-lg font-semibold text-slate-900">{t('doctorBookings.dashboard.welcome', { name: doctorName })}</p>
      {notSaved ? <NotSavedNote className="mb-4" /> : null}
      {query.isError && !data ? <p role="alert" className="mb-4 text-sm text-red-700">{t('doctorDay.loadFailed')}</p> : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          {data ? (
            <>
              <DaySection title={t('doctorDay.today', { date: bookingDate(data.today) })} bookings={data.bookings.filter((booking) => booking.appointment_date === data.today)} />
              <DaySection
                title={t('doctorDay.tomorrow', { date: bookingDate(data.tomorrow) })}
                bookings={data.bookings.filter((booking) => booking.appointment_date !== data.today)}
              />
            </>
          ) : notSaved ? null : (
            <Bone className="h-40 w-full" />
          )}
        </div>
        <aside className="space-y-4">
          <NoShowTile week={data?.week} />
          <Link to="/doctor/booking-list" className={buttonClass('secondary', 'md', 'w-full')}>
            {t('doctorBookings.dashboard.viewAll')}
          </Link>
        </aside>
      </div>
    </div>
  );
}

function NoShowTile({ week }: { week: DoctorDayData['week'] | undefined }) {
  const t = useT();
  return (
    <section aria-labelledby="no-show-rate" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="no-show-rate" className="text-sm font-medium text-slate-600">
        {t('doctorDay.noShowRate')}
      </h2>
      {week === undefined ? (
        <Bone className="mt-2 h-9 w-20" />
      ) : week.rate === null ? (
        <p className="mt-2 text-sm text-slate-600">{t('doctorDay.noShowNone')}</p>
      ) : (
        <>
          <p data-testid="no-show-rate" className="mt-2 text-3xl font-bold tabular-nums text-slate-900">{percent(week.rate)}</p>
          <p className="text-sm text-slate-600">{t('doctorDay.noShowDetail', { noShow: week.no_show, total: week.no_show + week.attended })}</p>
        </>
      )}
    </section>
  );
}

function DaySection({ title, bookings }: { title: string; bookings: DoctorDayBooking[] }) {
  const t = useT();
  return (
    <section aria-label={title}>
      <h2 className="mb-3 text-base font-semibold text-slate-900">{title}</h2>
      {bookings.length ? (
        <ol className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
          {bookings.map((booking) => (
            <DayRow key={booking.id} booking={booking} />
          ))}
        </ol>
      ) : (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-600">{t('doctorDay.none')}</p>
      )}
    </section>
  );
}

function DayRow({ booking }: { booking: DoctorDayBooking }) {
  const t = useT();
  const when = bookingTime(booking, viewerTimeZone());
  const links = phoneLinks(booking.phone);
  const active = booking.booking_status === 'confirmed' || booking.booking_status === 'ongoing';
  return (
    <li data-testid="day-booking" className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <div className="w-24 shrink-0">
        <p className="font-semibold tabular-nums text-slate-900">{when.time}</p>
        {when.zone ? <p className="text-xs text-slate-500">{when.zone}</p> : null}
      </div>
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-slate-900">{booking.name}</p>
        <BookedForLine bookedFor={booking.booked_for} date={booking.appointment_date} />
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <TypeBadge type={booking.appointment_type} />
          <StatusBadge status={booking.booking_status} />
          <PatientConfirmedBadge status={booking.booking_status} confirmedAt={booking.patient_confirmed_at} />
          {booking.clinic_name ? <span className="text-xs text-slate-600">{booking.clinic_name}</span> : null}
        </div>
        {booking.insurance ? (
          <p className="mt-1 text-sm text-slate-700">
            <BookingInsuranceLine bookingId={booking.id} insurance={booking.insurance} />
          </p>
        ) : null}
        {links ? (
          <p className="mt-1 text-sm">
            <a href={links.tel} aria-label={t('doctorDay.call', { name: booking.name })} className="font-medium text-teal-800 underline-offset-2 hover:underline">
              {booking.phone}
            </a>
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {links?.whatsapp ? (
          <a
            href={links.whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('doctorDay.whatsappLabel', { name: booking.name })}
            className={buttonClass('secondary', 'sm')}
          >
            {t('doctorDay.whatsapp')}
          </a>
        ) : null}
        {booking.room && active ? (
          <Link to="/consult/$room" params={{ room: booking.room }} aria-label={t('doctorDay.joinLabel', { name: booking.name })} className={buttonClass('primary', 'sm')}>
            {t('doctorDay.join')}
          </Link>
        ) : null}
      </div>
    </li>
  );
}
