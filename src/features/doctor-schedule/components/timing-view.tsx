import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { useT } from '../../../lib/i18n.ts';
import { formatTime12 } from '../../../shared/format/time.ts';
import { WEEKDAYS } from '../../../shared/schemas/doctor.ts';
import type { TimingItem } from '../../../shared/schemas/timings.ts';
import { configFee, dayLabelKey, typeLabelKey } from '../timing-format.ts';

const sectionClass = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm';
const headingClass = 'mb-4 text-base font-semibold text-slate-900';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-0.5 break-words font-medium text-slate-900">{value || '—'}</dd>
    </div>
  );
}

/** One configuration, read-only, with a Back button to its tab of the list (001 §2 View). */
export function TimingView({ item }: { item: TimingItem }) {
  const t = useT();
  const clinic = item.clinic;
  const byDay = new Map(item.timings.map((entry) => [entry.day, entry.slots]));
  return (
    <div className="space-y-5">
      <section className={sectionClass} aria-labelledby="summary-heading">
        <h2 id="summary-heading" className={headingClass}>
          {t(typeLabelKey[item.timing_type])}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Row label={t('schedule.form.typeLabel')} value={t(typeLabelKey[item.timing_type])} />
          {item.online_fee !== null ? <Row label={t('schedule.form.virtualFee')} value={configFee(item, item.online_fee)} /> : null}
          {item.timing_type === 'offline' ? <Row label={t('schedule.form.visitFee')} value={configFee(item, item.offline_fee)} /> : null}
          <Row label={t('ui.slotDuration')} value={t('schedule.form.minutes', { minutes: item.slot_duration })} />
        </dl>
      </section>

      {clinic ? (
        <section className={sectionClass} aria-labelledby="clinic-heading">
          <h2 id="clinic-heading" className={headingClass}>
            {t('schedule.form.clinicHeading')}
          </h2>
          <dl className="grid gap-4 sm:grid-cols-2">
            <Row label={t('schedule.form.clinicName')} value={clinic.clinic_name} />
            <Row label={t('schedule.form.addressOne')} value={clinic.address_one ?? ''} />
            <Row label={t('schedule.form.addressTwo')} value={clinic.address_two ?? ''} />
            <Row label={t('schedule.form.city')} value={clinic.city ?? ''} />
            <Row label={t('schedule.form.state')} value={clinic.state ?? ''} />
            <Row label={t('schedule.form.country')} value={clinic.country ?? ''} />
            <Row label={t('schedule.form.postalCode')} value={clinic.postal_code ?? ''} />
          </dl>
        </section>
      ) : null}

      <section className={sectionClass} aria-labelledby="days-heading">
        <h2 id="days-heading" className={headingClass}>
          {t('schedule.form.daysHeading')}
        </h2>
        <dl className="divide-y divide-slate-100">
          {WEEKDAYS.map((day) => {
            const slots = byDay.get(day);
            return (
              <div key={day} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3 first:pt-0 last:pb-0">
                <dt className="font-medium text-slate-900">{t(dayLabelKey[day])}</dt>
                <dd className="text-sm text-slate-700">
                  {slots ? (
                    <ul className="flex flex-wrap justify-end gap-2">
                      {slots.map((slot) => (
                        <li key={slot.start_time} className="rounded-lg bg-teal-50 px-2.5 py-1 font-medium text-teal-900 tabular-nums">
                          {t('schedule.view.slot', { start: formatTime12(slot.start_time), end: formatTime12(slot.end_time) })}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <span className="text-slate-500">{t('schedule.form.dayOff')}</span>
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
      </section>

      <div className="flex justify-end">
        <Link to="/doctor/appointments-list" search={{ type: item.timing_type }} className={buttonClass('secondary', 'md', 'min-w-28')}>
          {t('schedule.back')}
        </Link>
      </div>
    </div>
  );
}
