import { useT } from '../../../lib/i18n.ts';
import type { ConsultationRoom } from '../../../shared/schemas/consultation.ts';
import { countdownParts, zonedTime } from '../room-clock.ts';
import { ClockIcon } from '../../../components/ui/shared-icons.tsx';

/** Before the window: when the room opens and a live countdown (the page opens the room by itself). */
export function RoomCountdown({ room, now, viewerZone }: { room: ConsultationRoom; now: number; viewerZone: string }) {
  const t = useT();
  const { time, zone } = zonedTime(room.opens_at, room.time_zone, viewerZone);
  const { days, clock } = countdownParts(Date.parse(room.opens_at) - now);
  const countdown = days > 0 ? t('consult.countdownDays', { days, clock }) : clock;
  return (
    <div className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm">
      <div className="mb-4 flex h-14 w-14 items-center justify-center rounded-full bg-teal-50 text-teal-700">
        <ClockIcon width={28} height={28} />
      </div>
      <p role="status" className="text-lg font-semibold text-slate-900">
        {t('consult.opensAt', { time: zone ? t('bookings.timeWithZone', { time, zone }) : time })}
      </p>
      {/* role=timer is not announced every second; the status above is. */}
      <p role="timer" className="mt-2 text-3xl font-bold tabular-nums text-teal-800">
        {t('consult.opensIn', { countdown })}
      </p>
      <p className="mt-3 max-w-md text-sm text-slate-600">{t('consult.opensHint')}</p>
    </div>
  );
}
