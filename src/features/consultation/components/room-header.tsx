import { useState } from 'react';
import { UserIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../lib/i18n.ts';
import type { ConsultationRoom } from '../../../shared/schemas/consultation.ts';
import { roomDate, zonedTime } from '../room-clock.ts';
import { mediaUrl } from '../../../lib/media-url.ts';

/** Who the call is with (photo, name, speciality) and when, in the booking's zone. */
export function RoomHeader({ room, viewerZone }: { room: ConsultationRoom; viewerZone: string }) {
  const t = useT();
  const src = mediaUrl(room.other.photo);
  const [failed, setFailed] = useState(false);
  const { time, zone } = zonedTime(room.starts_at, room.time_zone, viewerZone);
  const alt = t('consult.photoAlt', { name: room.other.name });
  const box = 'h-14 w-14 shrink-0 overflow-hidden rounded-full border border-slate-200 sm:h-16 sm:w-16';
  return (
    <header className="flex min-w-0 items-center gap-4">
      {src && !failed ? (
        <img src={src} alt={alt} onError={() => setFailed(true)} className={`${box} bg-slate-100 object-cover`} />
      ) : (
        <span role="img" aria-label={alt} className={`${box} flex items-center justify-center bg-teal-50 text-teal-700`}>
          <UserIcon width={28} height={28} strokeWidth={1.5} />
        </span>
      )}
      <div className="min-w-0">
        <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">{t('consult.heading', { name: room.other.name })}</h1>
        {room.role === 'patient' && room.speciality ? <p className="text-sm text-slate-600">{room.speciality}</p> : null}
        <p className="mt-0.5 text-sm font-medium text-slate-700" data-testid="consult-when">
          {t('consult.when', {
            date: roomDate(room.appointment_date),
            time: zone ? t('bookings.timeWithZone', { time, zone }) : time,
          })}
          <span className="font-normal text-slate-500"> · {t('doctorBookings.duration', { minutes: room.duration })}</span>
        </p>
      </div>
    </header>
  );
}
