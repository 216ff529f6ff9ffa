import { useT } from '../../../lib/i18n.ts';
import { formatTime12 } from '../../../shared/format/time.ts';
import type { MyEnquiryItem } from '../../../shared/schemas/my-appointments.ts';
import { bookingDate, instantDate } from '../booking-format.ts';
import { DoctorSummary } from './doctor-summary.tsx';

/** One enquiry of the Enquiries tab: to whom, the preferred time and the message. */
export function EnquiryCard({ item, viewerZone }: { item: MyEnquiryItem; viewerZone: string }) {
  const t = useT();
  const titleId = `enquiry-${item.id}-title`;
  return (
    <article aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="rounded-full bg-violet-50 px-2.5 py-1 text-xs font-semibold text-violet-800 ring-1 ring-violet-600/20 ring-inset">
          {t('bookings.enquiryTitle')}
        </h2>
        <p className="text-xs text-slate-500">{t('bookings.sentOn', { date: instantDate(item.created_at, viewerZone) })}</p>
      </div>
      <div className="mt-4">
        <DoctorSummary doctor={item.doctor} />
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 rounded-xl bg-slate-50 p-3">
        <div>
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t('bookings.preferredDate')}</dt>
          <dd className="mt-0.5 text-sm font-medium text-slate-900">{bookingDate(item.preferred_date)}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t('bookings.preferredTime')}</dt>
          <dd className="mt-0.5 text-sm font-medium text-slate-900">{formatTime12(item.preferred_time)}</dd>
        </div>
        {item.description ? (
          <div className="col-span-2">
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t('bookings.message')}</dt>
            <dd className="mt-0.5 text-sm break-words whitespace-pre-line text-slate-800">{item.description}</dd>
          </div>
        ) : null}
      </dl>
    </article>
  );
}
