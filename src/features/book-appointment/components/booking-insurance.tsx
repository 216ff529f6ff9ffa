import { useT } from '../../../lib/i18n.ts';
import { useFamilyMembers } from '../../../lib/family-members.ts';
import { useInsuranceCoverage } from '../../../lib/patient-insurance.ts';

export interface BookingInsuranceContext {
  doctorId: number;
  type: 'online' | 'offline';
  clinicId: number | null;
  /** The chosen consultation's fee, formatted; null before one is known. */
  feeLabel: string | null;
}

interface BookingInsuranceProps extends BookingInsuranceContext {
  /** The person booked for: null for the account holder. */
  familyMemberId: number | null;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * The details step's insurance line (issue 41), beside the fee: whether the saved insurance of the
 * person booked for is in network at the chosen clinic (a video consultation: only when the doctor
 * covers video), and, when it is, the choice to use it. Nothing without saved insurance. The server
 * checks the same rule again (add-appointment's use_insurance).
 */
export function BookingInsurance({ doctorId, type, clinicId, feeLabel, familyMemberId, checked, onChange }: BookingInsuranceProps) {
  const t = useT();
  const coverage = useInsuranceCoverage(doctorId);
  // Booking for a family member, the insurance is theirs, not the holder's: "Use Zaid's insurance".
  const member = useFamilyMembers().data?.find((item) => item.id === familyMemberId);
  const saved = coverage.data?.find((item) => item.family_member_id === familyMemberId);
  if (!saved) return null;
  const accepted = type === 'online' ? saved.video : clinicId !== null && saved.clinic_ids.includes(clinicId);
  return (
    <div className="space-y-2 rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm" data-testid="booking-insurance">
      <p className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        {feeLabel ? (
          <span className="text-slate-700">
            {t('booking.summary.fee')}: <span className="font-semibold text-slate-900">{feeLabel}</span>
          </span>
        ) : null}
        <span className={accepted ? 'font-semibold text-teal-800' : 'text-slate-700'}>
          {accepted
            ? t('bookingInsurance.inNetwork', { network: saved.network_name })
            : t(type === 'online' ? 'bookingInsurance.videoNotCovered' : 'bookingInsurance.notAccepted', { network: saved.network_name })}
        </span>
      </p>
      {accepted ? (
        <label className="flex items-center gap-2 text-slate-800">
          <input type="checkbox" name="use_insurance" checked={checked} onChange={(event) => onChange(event.target.checked)} className="size-4 shrink-0 accent-teal-700" />
          <span>{member ? t('bookingInsurance.useFor', { name: member.first_name }) : t('bookingInsurance.use')}</span>
        </label>
      ) : null}
    </div>
  );
}
