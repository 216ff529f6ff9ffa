import { DoctorInsuranceLine } from './doctor-insurance-line.tsx';
import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n.ts';
import type { DoctorDetail } from '../../../shared/schemas/doctor.ts';
import { cardSpecializations, doctorAddressLine, doctorDisplayName } from '../doctor-profile-rules.ts';
import { ClaimLink } from './claim-link.tsx';
import { DoctorPhoto } from '../../../components/ui/doctor-photo.tsx';
import { GetDirections } from './get-directions.tsx';
import { BadgeCheckIcon, BriefcaseIcon, CapIcon, IdCardIcon, LanguageIcon, MapPinIcon } from './profile-icons.tsx';
import { formatList } from '../../../shared/i18n/list.ts';

function Fact({ icon, label, children, className = '' }: { icon: ReactNode; label: string; children: ReactNode; className?: string }) {
  // dt and dd sit in a div straight under the dl, the one wrapper a description list allows.
  return (
    <div className={`min-w-0 ${className}`}>
      <dt className="flex items-center gap-2 text-xs font-medium tracking-wide text-slate-500 uppercase">
        <span className="text-teal-700">{icon}</span>
        {label}
      </dt>
      <dd className="mt-0.5 ps-[1.625rem] text-sm break-words text-slate-800">{children}</dd>
    </div>
  );
}

/** Photo, name (the page's h1), badge, speciality, up to 3 specializations and the facts (000 §2). */
export function ProfileCard({ doctor }: { doctor: DoctorDetail }) {
  const t = useT();
  const name = doctorDisplayName(doctor);
  const verified = doctor.verification_badge === 'yes';
  const specializations = cardSpecializations(doctor.specializations);
  const address = doctorAddressLine(doctor);

  return (
    <section aria-labelledby="doctor-name" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:p-6">
      <div className="flex gap-4 md:gap-6">
        <DoctorPhoto src={doctor.profile_image} alt={t('detail.photoAlt', { name })} className="size-24 md:size-32" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h1 id="doctor-name" className="text-xl font-bold tracking-tight text-slate-900 md:text-2xl">
              {t('detail.doctorName', { name })}
            </h1>
            {verified ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-teal-50 px-2 py-0.5 text-xs font-semibold text-teal-800 ring-1 ring-teal-200">
                <BadgeCheckIcon width={14} height={14} />
                {t('detail.verified')}
              </span>
            ) : null}
          </div>
          {doctor.speciality_name ? (
            <p data-testid="doctor-speciality" className="mt-1 font-medium text-teal-800">
              {doctor.speciality_name}
            </p>
          ) : null}
          {specializations.length ? (
            <ul aria-label={t('detail.specializations')} className="mt-2 flex flex-wrap gap-1.5">
              {specializations.map((s) => (
                <li key={s.id} className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700">
                  {s.specialization}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>

      <dl className="mt-5 grid grid-cols-2 gap-x-4 gap-y-4 border-t border-slate-100 pt-5">
        <Fact icon={<BriefcaseIcon />} label={t('detail.experienceLabel')}>
          {t('detail.experience', { years: Number(doctor.experience_years) || 0 })}
        </Fact>
        <Fact icon={<CapIcon />} label={t('detail.degree')}>
          {doctor.degree?.trim() || t('detail.notAvailable')}
        </Fact>
        <Fact icon={<LanguageIcon />} label={t('detail.languages')}>
          {doctor.spoken_languages.length ? formatList(doctor.spoken_languages) : t('detail.notAvailable')}
        </Fact>
        <Fact icon={<IdCardIcon />} label={t('detail.mrn')}>
          {doctor.registration_number?.trim() || t('detail.notAvailable')}
        </Fact>
        <Fact icon={<BadgeCheckIcon />} label={t('detail.insurance')} className="col-span-2">
          <DoctorInsuranceLine doctorId={doctor.id} insurance={doctor.insurance} />
        </Fact>
        <Fact icon={<MapPinIcon />} label={t('detail.address')} className="col-span-2">
          {/* Doctor-entered clinic name and address: their own direction inside an Arabic page. */}
          {doctor.clinics[0]?.clinic_name ? (
            <bdi className="block font-medium">{doctor.clinics[0].clinic_name}</bdi>
          ) : null}
          {address ? <bdi>{address}</bdi> : t('detail.notAvailable')}
        </Fact>
      </dl>

      <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
        <GetDirections doctor={doctor} />
        <ClaimLink doctorId={doctor.id} verified={verified} />
      </div>
    </section>
  );
}
