import { useState } from 'react';
import { UserIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../lib/i18n.ts';
import { mediaUrl } from '../../../lib/media-url.ts';
import { doctorName } from '../booking-format.ts';

interface DoctorParts {
  first_name: string;
  last_name: string;
  speciality: string | null;
  profile_image: string | null;
}

/** The doctor of a booking or enquiry: photo (or the default avatar), name, speciality. */
export function DoctorSummary({ doctor }: { doctor: DoctorParts }) {
  const t = useT();
  const name = doctorName(doctor);
  const url = mediaUrl(doctor.profile_image);
  const [failed, setFailed] = useState<string | null>(null);
  const box = 'h-14 w-14 shrink-0 overflow-hidden rounded-full border border-slate-200';
  return (
    <div className="flex min-w-0 items-center gap-3">
      {url && failed !== url ? (
        <img src={url} alt={t('bookings.doctorPhoto', { name })} onError={() => setFailed(url)} className={`${box} bg-slate-100 object-cover`} />
      ) : (
        <span role="img" aria-label={t('bookings.doctorPhoto', { name })} className={`${box} flex items-center justify-center bg-teal-50 text-teal-700`}>
          <UserIcon width={26} height={26} strokeWidth={1.5} />
        </span>
      )}
      <div className="min-w-0">
        <p className="truncate text-base font-semibold text-slate-900">{t('bookings.doctorName', { name })}</p>
        {doctor.speciality ? <p className="truncate text-sm text-slate-600">{doctor.speciality}</p> : null}
      </div>
    </div>
  );
}
