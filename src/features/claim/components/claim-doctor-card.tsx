import { useQuery } from '@tanstack/react-query';
import { UserIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../lib/i18n.ts';
import { displayName } from '../../../shared/format/display-name.ts';
import { mediaUrl } from '../../../lib/media-url.ts';
import { doctorDetailQueryOptions } from '../../doctor-profile/api/doctor-detail.ts';

/** Which profile is being claimed: the doctor's photo and name, from the (persisted) doctor-detail cache. */
export function ClaimDoctorCard({ doctorId }: { doctorId: number }) {
  const t = useT();
  const { data } = useQuery({ ...doctorDetailQueryOptions(doctorId), retry: false });
  if (!data) return null;
  const name = t('booking.mail.doctorName', { name: displayName(`${data.first_name} ${data.last_name}`) });
  const image = mediaUrl(data.profile_image);
  return (
    <div className="mb-5 flex items-center gap-4 rounded-2xl border border-teal-100 bg-teal-50/60 p-4">
      {image ? (
        <img src={image} alt="" className="size-14 shrink-0 rounded-full bg-white object-cover" />
      ) : (
        <span aria-hidden="true" className="flex size-14 shrink-0 items-center justify-center rounded-full bg-white text-teal-700">
          <UserIcon width={26} height={26} />
        </span>
      )}
      <div className="min-w-0">
        <p className="truncate font-semibold text-slate-900">{t('claim.form.doctor', { name })}</p>
        {data.speciality_name ? <p className="truncate text-sm text-slate-600">{data.speciality_name}</p> : null}
      </div>
    </div>
  );
}
