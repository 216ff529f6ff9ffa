import type { ReactNode, SyntheticEvent } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { useT } from '../../../lib/i18n.ts';
import { PROFILE_CARD_SPECIALIZATIONS } from '../../../shared/constants.ts';
import { displayName } from '../../../shared/format/display-name.ts';
import { formatFee } from '../../../shared/format/money.ts';
import { localizedNumberFormat } from '../../../shared/i18n/intl.ts';
import type { DoctorCard as Doctor } from '../../../shared/schemas/doctor.ts';
import { DoctorLink } from './doctor-link.tsx';
import { InsuranceLine } from '../../../components/ui/insurance-line.tsx';
import { BadgeCheckIcon, BriefcaseIcon, ThumbUpIcon } from '../../../components/ui/page-icons.tsx';
import { MapPinIcon } from '../../../components/ui/shared-icons.tsx';
import { addressLine as joinAddress } from '../../../shared/format/address.ts';

const kilometres = localizedNumberFormat({ maximumFractionDigits: 1 });

export const DEFAULT_AVATAR = '/media/avatars/default.svg';

function useAvatarFallback() {
  return (event: SyntheticEvent<HTMLImageElement>) => {
    const image = event.currentTarget;
    if (!image.src.endsWith(DEFAULT_AVATAR)) image.src = DEFAULT_AVATAR;
  };
}

function addressLine(doctor: Doctor): string {
  const { address_one, address_two, city } = doctor.address;
  return joinAddress([address_one, address_two, city]);
}

/** Renders the Book action of a verified doctor's card (the booking modal lives in another feature). */
export type BookAction = (doctor: Doctor, labels: { label: string; ariaLabel: string; className: string }) => ReactNode;

/** One result card (000 §2 Doctor listing); the whole card opens the detail page. */
export function DoctorCard({ doctor, href, bookAction }: { doctor: Doctor; href: string; bookAction?: BookAction | undefined }) {
  const t = useT();
  const onImageError = useAvatarFallback();
  const name = displayName(`${doctor.first_name} ${doctor.last_name}`);
  const verified = doctor.verification_badge === 'yes';
  const specializations = doctor.specializations.slice(0, PROFILE_CARD_SPECIALIZATIONS);
  const hidden = doctor.specializations.length - specializations.length;
  const address = addressLine(doctor);
  // The server sends distance_km when the page knows a position or names a city.
  const distance = typeof doctor.distance_km === 'number' ? t('listing.card.distance', { km: kilometres.format(doctor.distance_km) }) : null;
  const fees = [
    doctor.online_fee !== null ? { label: t('listing.card.feeOnline'), value: doctor.online_fee } : null,
    doctor.offline_fee !== null ? { label: t('listing.card.feeOffline'), value: doctor.offline_fee } : null,
  ].filter((fee) => fee !== null);

  return (
    <article
      className="relative flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-teal-600 hover:shadow-md sm:flex-row sm:p-5"
      data-testid="doctor-card"
    >
      <div className="flex gap-4 sm:contents">
        <img
          src={doctor.profile_image || DEFAULT_AVATAR}
          onError={onImageError}
          alt={t('listing.card.photoAlt', { name })}
          width={96}
          height={96}
          loading="lazy"
          decoding="async"
          className="h-20 w-20 shrink-0 rounded-2xl bg-slate-100 object-cover sm:h-24 sm:w-24"
        />
        <div className="min-w-0 flex-1 space-y-1.5">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h2 className="text-base font-semibold text-slate-900 sm:text-lg">
              {/* The stretched link makes the whole card a click target without nesting links. */}
              <DoctorLink href={href} className="outline-none after:absolute after:inset-0 after:rounded-2xl hover:text-teal-800">
                {t('listing.card.name', { name })}
              </DoctorLink>
            </h2>
            {verified ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-teal-50 px-2 py-0.5 text-xs font-semibold text-teal-800">
                <BadgeCheckIcon width={14} height={14} />
                {t('listing.card.verified')}
              </span>
            ) : null}
          </div>
          <p className="text-sm font-medium text-teal-800">
            {[doctor.speciality_name, doctor.degree].filter(Boolean).join(' · ')}
          </p>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
            <span className="inline-flex items-center gap-1.5">
              <BriefcaseIcon width={16} height={16} className="text-slate-500" />
              {t('listing.card.experience', { years: doctor.experience_years })}
            </span>
            {doctor.recommended_percentage > 0 ? (
              <span className="inline-flex items-center gap-1.5">
                <ThumbUpIcon width={16} height={16} className="text-slate-500" />
                {t('listing.card.recommended', { percent: doctor.recommended_percentage })}
              </span>
            ) : null}
          </p>
          {address ? (
            <p className="flex items-start gap-1.5 text-sm text-slate-600">
              <MapPinIcon width={16} height={16} className="mt-0.5 shrink-0 text-slate-500" />
              <span>
                <bdi>{address}</bdi>
                {distance ? (
                  <span className="ms-2 font-medium whitespace-nowrap text-teal-800" data-testid="doctor-distance">
                    {distance}
                  </span>
                ) : null}
              </span>
            </p>
          ) : null}
          <InsuranceLine insurance={doctor.insurance} />
          {specializations.length ? (
            <ul className="flex flex-wrap gap-1.5 pt-1">
              {specializations.map((s) => (
                <li key={s.id} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700">
                  {s.specialization}
                </li>
              ))}
              {hidden > 0 ? (
                <li className="rounded-full px-1 py-0.5 text-xs text-slate-600">{t('listing.card.moreSpecializations', { count: hidden })}</li>
              ) : null}
            </ul>
          ) : null}
        </div>
      </div>
      <div className="flex shrink-0 flex-row items-end justify-between gap-3 border-t border-slate-100 pt-3 sm:w-48 sm:flex-col sm:items-stretch sm:justify-between sm:border-t-0 sm:border-s sm:ps-5 sm:pt-0">
        <dl className="space-y-0.5 text-sm sm:text-end">
          {fees.map((fee) => (
            <div key={fee.label} className="flex items-baseline gap-2 sm:justify-end">
              <dt className="text-slate-600">{fee.label}</dt>
              <dd className="font-semibold whitespace-nowrap text-slate-900">{formatFee(fee.value, doctor.currency)}</dd>
            </div>
          ))}
        </dl>
        {/* Above the stretched link so it stays its own target: verified → the booking modal, else enquire on the detail page. */}
        {verified && bookAction ? (
          bookAction(doctor, {
            label: t('listing.card.book'),
            ariaLabel: t('listing.card.bookWith', { name }),
            className: 'relative z-10 whitespace-nowrap',
          })
        ) : (
          <DoctorLink
            href={href}
            ariaLabel={verified ? t('listing.card.bookWith', { name }) : t('listing.card.enquireWith', { name })}
            className={buttonClass(verified ? 'primary' : 'secondary', 'sm', 'relative z-10 whitespace-nowrap')}
          >
            {verified ? t('listing.card.book') : t('listing.card.enquire')}
          </DoctorLink>
        )}
      </div>
    </article>
  );
}
