import { InsuranceLine } from '../../../components/ui/insurance-line.tsx';
import { useInsuranceCoverage, useOwnInsurance } from '../../../lib/patient-insurance.ts';
import { useSession } from '../../../lib/session.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import type { CardInsurance } from '../../../shared/schemas/doctor.ts';

interface LineProps {
  doctorId: number;
  insurance: CardInsurance | undefined;
}

/**
 * The doctor page's insurance line (issue 41), like the cards: the public page says which insurers
 * the doctor accepts (or "Self-pay"); for a signed-in patient whose own saved insurance this doctor
 * takes (a clinic, or video cover), it says "In network: Daman Enhanced". Personal, so only after
 * hydration: the server's page and the cached copy stay the same for everyone, and their render (a
 * visitor's) makes no query for it (issue 40).
 */
export function DoctorInsuranceLine({ doctorId, insurance }: LineProps) {
  const hydrated = useHydrated();
  const session = useSession();
  return hydrated && session?.userType === 'user' ? <PatientInsuranceLine doctorId={doctorId} insurance={insurance} /> : <InsuranceLine insurance={insurance} />;
}

function PatientInsuranceLine({ doctorId, insurance }: LineProps) {
  const own = useOwnInsurance();
  const coverage = useInsuranceCoverage(own ? doctorId : 0);
  const mine = own ? coverage.data?.find((item) => item.family_member_id === null) : undefined;
  const inNetwork = mine && (mine.clinic_ids.length > 0 || mine.video);
  return <InsuranceLine insurance={inNetwork && insurance ? { ...insurance, in_network: [mine.network_name] } : insurance} />;
}
