import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { UserIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../lib/i18n.ts';
import { mediaUrl } from '../../../lib/media-url.ts';
import type { DoctorPortalProfile } from '../../../shared/schemas/doctor-profile-data.ts';
import { doctorRoute } from '../../../shared/urls.ts';

/** Photo (or the fallback avatar), name and the way to the public page the saves change. */
export function ProfileSummary({ profile }: { profile: DoctorPortalProfile }) {
  const t = useT();
  const name = [profile.first_name, profile.last_name].filter(Boolean).join(' ');
  const url = mediaUrl(profile.profile_image);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <div className="mb-6 flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      {url && failed !== url ? (
        <img src={url} alt={t('portalProfile.photoAlt', { name })} onError={() => setFailed(url)} className="size-16 shrink-0 rounded-full bg-slate-100 object-cover" />
      ) : (
        <span role="img" aria-label={t('portalProfile.photoAlt', { name })} className="flex size-16 shrink-0 items-center justify-center rounded-full bg-teal-50 text-teal-700">
          <UserIcon width={30} height={30} strokeWidth={1.5} />
        </span>
      )}
      <div className="min-w-0">
        <p className="truncate text-lg font-semibold text-slate-900">{t('detail.doctorName', { name })}</p>
        {profile.speciality ? <p className="truncate text-sm text-slate-600">{profile.speciality.speciality}</p> : null}
        <Link
          to="/$speciality/$location/doctor/dr-{$doctorSlug}"
          {...doctorRoute(profile)}
          className="text-sm font-semibold text-teal-700 underline-offset-2 outline-none hover:underline focus-visible:underline"
        >
          {t('portalProfile.viewPublic')}
        </Link>
      </div>
    </div>
  );
}
