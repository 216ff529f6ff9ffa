import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useT } from '../../lib/i18n.ts';
import { DoctorPhoto } from '../../components/ui/doctor-photo.tsx';
import { doctorDisplayName } from '../../features/doctor-page/doctor-name.ts';
import { doctorRoute } from '../../shared/urls.ts';
import { useRecentDoctors } from '../../features/offline/use-recent-doctors.ts';

/**
 * 'Recently viewed' on home (DESIGN §6): the last doctors opened on this device, newest
 * first. Each page was saved with its profile, so these open offline too. Composed here
 * because the list (offline) and the doctor's name and link (doctor-profile) are two features.
 */
export function RecentlyViewed() {
  const t = useT();
  const headingId = useId();
  const recent = useRecentDoctors();
  if (!recent.length) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-xl font-bold tracking-tight text-slate-900 md:text-2xl">
        {t('offline.recent.title')}
      </h2>
      <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 lg:grid-cols-4">
        {recent.map(({ doctor }) => {
          const name = t('detail.doctorName', { name: doctorDisplayName(doctor) });
          const { params, search } = doctorRoute(doctor);
          return (
            <li key={doctor.id} className="w-64 shrink-0 snap-start sm:w-auto">
              <Link
                to="/$speciality/$location/doctor/dr-{$doctorSlug}"
                params={params}
                search={search}
                className="flex h-full items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm outline-none transition hover:border-teal-300 hover:shadow-md focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2"
              >
                <DoctorPhoto src={doctor.profile_image} alt="" className="size-14" />
                <span className="min-w-0">
                  <span className="block truncate text-sm font-semibold text-slate-900">{name}</span>
                  <span className="block truncate text-xs text-slate-600">
                    {[doctor.speciality_name, doctor.address?.city].filter(Boolean).join(' · ')}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
