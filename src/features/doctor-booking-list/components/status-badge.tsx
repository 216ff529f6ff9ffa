import { useT } from '../../../lib/i18n.ts';
import type { DoctorBookingStatus } from '../../../shared/schemas/doctor-bookings.ts';

const tones: Record<DoctorBookingStatus, string> = {
  confirmed: 'bg-teal-50 text-teal-800 ring-teal-600/20',
  ongoing: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  completed: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  cancelled: 'bg-red-50 text-red-800 ring-red-600/20',
  no_show: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};

export function StatusBadge({ status }: { status: DoctorBookingStatus }) {
  const t = useT();
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[status]}`}>
      {t(`doctorBookings.status.${status}`)}
    </span>
  );
}

export function TypeBadge({ type }: { type: 'online' | 'offline' }) {
  const t = useT();
  return (
    <span className="inline-flex items-center rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
      {t(`doctorBookings.type.${type}`)}
    </span>
  );
}

/** 'Patient confirmed' while an active booking's patient tapped Confirm in a reminder (issue 19). */
export function PatientConfirmedBadge({ status, confirmedAt }: { status: DoctorBookingStatus; confirmedAt: string | null | undefined }) {
  const t = useT();
  if (!confirmedAt || (status !== 'confirmed' && status !== 'ongoing')) return null;
  return (
    <span data-testid="patient-confirmed" className="rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-600/20 ring-inset">
      {t('doctorBookings.patientConfirmed')}
    </span>
  );
}
