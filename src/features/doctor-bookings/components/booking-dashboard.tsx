import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Bone } from '../../../components/ui/skeleton.tsx';
import { NotSavedNote, useNotSaved } from '../../../components/ui/not-saved.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useDoctorBookings } from '../api/doctor-bookings.ts';
import { bookingDate, bookingTime, patientName, viewerTimeZone } from '../booking-labels.ts';
import type { DoctorBookingsRequest } from '../booking-list-search.ts';

/** Page size 1: the first row is the soonest upcoming booking, `total` the count. */
const UPCOMING: DoctorBookingsRequest = { type: 'Upcoming', consultation_type: [], booking_status: [], from_date: '', per_page: 1, page: 1 };
/** Past bookings still confirmed or ongoing: the doctor has not marked them complete or a no-show yet. */
const UNMARKED: DoctorBookingsRequest = { ...UPCOMING, type: 'Past', booking_status: ['confirmed', 'ongoing'] };

function Tile({ title, children, action }: { title: string; children: ReactNode; action: ReactNode }) {
  return (
    <section className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-sm font-medium text-slate-600">{title}</h2>
      <div className="mt-2 flex-1 text-slate-900">{children}</div>
      {action ? <div className="mt-4">{action}</div> : null}
    </section>
  );
}

/**
 * /doctor/dashboard (its menu entry is hidden, 001 §2): the doctor's bookings
 * at a glance, each figure linking to the Booking List filtered to it.
 */
export function BookingDashboard({ doctorName }: { doctorName: string }) {
  const t = useT();
  const upcoming = useDoctorBookings(UPCOMING);
  const unmarked = useDoctorBookings(UNMARKED);
  const upcomingNotSaved = useNotSaved(upcoming);
  const unmarkedNotSaved = useNotSaved(unmarked);
  const next = upcoming.data?.data[0];
  const when = next ? bookingTime(next, viewerTimeZone()) : null;
  const figure = (value: number | undefined) =>
    value === undefined ? <Bone className="h-9 w-16" /> : <p className="text-3xl font-bold tabular-nums">{value}</p>;

  return (
    <div>
      <p className="mb-6 text-lg font-semibold text-slate-900">{t('doctorBookings.dashboard.welcome', { name: doctorName })}</p>
      {upcomingNotSaved || unmarkedNotSaved ? <NotSavedNote className="mb-4" /> : null}
      <div className="grid gap-4 md:grid-cols-3">
        <Tile
          title={t('doctorBookings.dashboard.upcoming')}
          action={
            <Link to="/doctor/booking-list" className={buttonClass('secondary', 'sm')}>
              {t('doctorBookings.dashboard.viewAll')}
            </Link>
          }
        >
          {figure(upcoming.data?.total)}
        </Tile>
        <Tile title={t('doctorBookings.dashboard.next')} action={null}>
          {upcoming.isPending ? (
            <Bone className="h-12 w-full" />
          ) : next && when ? (
            <>
              <p className="font-semibold">{patientName(next)}</p>
              <p className="text-sm text-slate-600">
                {t('doctorBookings.dashboard.nextAt', {
                  date: bookingDate(next.appointment_date),
                  time: when.zone ? t('doctorBookings.timeWithZone', { time: when.time, zone: when.zone }) : when.time,
                })}
              </p>
              <p className="text-sm text-slate-600">{t(`doctorBookings.type.${next.appointment_type}`)}</p>
            </>
          ) : (
            <p className="text-sm text-slate-600">{t('doctorBookings.dashboard.noNext')}</p>
          )}
        </Tile>
        <Tile
          title={t('doctorBookings.dashboard.awaiting')}
          action={
            <Link to="/doctor/booking-list" search={{ tab: 'past', status: 'confirmed,ongoing' }} className={buttonClass('secondary', 'sm')}>
              {t('doctorBookings.dashboard.review')}
            </Link>
          }
        >
          {figure(unmarked.data?.total)}
        </Tile>
      </div>
    </div>
  );
}
