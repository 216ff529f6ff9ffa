import { Link } from '@tanstack/react-router';
import { Button } from 'react-aria-components';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { toast } from '../../../components/ui/toast.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { slotParam } from '../../../shared/slot-param.ts';
import { formatDateLong } from '../../../shared/format/date-long.ts';
import { formatTime12 } from '../../../shared/format/time.ts';
import type { WaitlistEntryData } from '../../../shared/schemas/waitlist.ts';
import { useLeaveWaitlist } from '../api/leave-waitlist.ts';
import { useMyWaitlist } from '../api/my-waitlist.ts';
import { localizedDateFormat } from '../../../shared/i18n/intl.ts';

/** The hold's end on the same clock as the offered time (the clinic's). */
const clockIn = (timeZone: string) => localizedDateFormat({ hour: 'numeric', minute: '2-digit', timeZone });

/**
 * My Bookings' waiting lists (issue 19): each doctor the patient waits for, the dates, a
 * time held for them with 'Book this time', and Leave. Nothing shows while there is none.
 */
export function WaitlistSection() {
  const t = useT();
  const { data } = useMyWaitlist();
  if (!data?.length) return null;
  return (
    <section aria-labelledby="waitlist-heading" className="mb-6">
      <h2 id="waitlist-heading" className="mb-3 text-lg font-semibold text-slate-900">
        {t('waitlist.section')}
      </h2>
      <ul className="grid gap-3 md:grid-cols-2">
        {data.map((entry) => (
          <WaitlistCard key={entry.id} entry={entry} />
        ))}
      </ul>
    </section>
  );
}

function WaitlistCard({ entry }: { entry: WaitlistEntryData }) {
  const t = useT();
  const leave = useLeaveWaitlist();
  const { offer } = entry;
  const onLeave = () =>
    leave.mutate(entry.id, {
      onSuccess: (message) => toast.success(message ?? t('waitlist.left')),
      onError: (error) => toast.error(errorMessage(error)),
    });
  return (
    <li data-testid="waitlist-entry" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold text-slate-900">{entry.doctor.name}</p>
          <p className="text-sm text-slate-600">
            {t(entry.appointment_type === 'online' ? 'booking.type.online' : 'booking.type.offline')}
            {entry.clinic ? ` · ${entry.clinic.name}` : ''}
          </p>
          <p className="text-sm text-slate-600">
            {t('waitlist.entryDates', { from: formatDateLong(entry.from_date), to: formatDateLong(entry.to_date) })}
          </p>
        </div>
        <span className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700">{t('waitlist.status.waiting')}</span>
      </div>
      {offer ? (
        <div role="status" className="mt-3 rounded-xl border border-teal-200 bg-teal-50 p-3">
          <p className="font-semibold text-teal-900">{t('waitlist.offer.title')}</p>
          <p className="text-sm text-slate-800">
            {t('waitlist.offer.when', { date: formatDateLong(offer.appointment_date), time: formatTime12(offer.appointment_time) })}
          </p>
          <p className="text-xs text-slate-600">{t('waitlist.offer.heldUntil', { time: clockIn(offer.time_zone).format(new Date(offer.expires_at)) })}</p>
          <Link
            to="/doctor-details/$slug/$id"
            params={{ slug: entry.doctor.slug, id: String(entry.doctor.id) }}
            search={{
              slot: slotParam({ type: entry.appointment_type, date: offer.appointment_date, time: offer.appointment_time, clinicId: entry.clinic?.id ?? null }),
              // The time is held for the entry's person (issue 41): the details step starts on them.
              ...(entry.family_member_id ? { for: entry.family_member_id } : {}),
            }}
            className={buttonClass('primary', 'sm', 'mt-3')}
          >
            {t('waitlist.offer.book')}
          </Link>
        </div>
      ) : null}
      <div className="mt-3 flex justify-end">
        <Button onPress={onLeave} isDisabled={leave.isPending} className={buttonClass('ghost', 'sm')}>
          {leave.isPending ? t('waitlist.leaving') : t('waitlist.leave')}
        </Button>
      </div>
    </li>
  );
}
