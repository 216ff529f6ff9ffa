import { UserIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../lib/i18n.ts';
import { displayName } from '../../../shared/format/display-name.ts';
import { mediaUrl } from '../../../lib/media-url.ts';
import type { DoctorDetail } from '../../../shared/schemas/doctor.ts';

/** Which profile is being claimed: the doctor's photo and name. */
export function ClaimDoctorCard({ doctor: data }: { doctor: Pick<DoctorDetail, 'first_name' | 'last_name' | 'profile_image' | 'speciality_name'> }) {
  const t = useT();
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
