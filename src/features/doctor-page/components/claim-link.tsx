import { Link } from '@tanstack/react-router';
import { useT } from '../../../lib/i18n.ts';

/** 'Claim This Profile' for an unverified doctor, 'Reclaim' for a verified one (000 §2, 001 §4). */
export function ClaimLink({ doctorId, verified }: { doctorId: number; verified: boolean }) {
  const t = useT();
  const className =
    'rounded text-sm font-semibold text-teal-700 underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-teal-600';
  return verified ? (
    <Link to="/reclaim-profile/$doctorId" params={{ doctorId: String(doctorId) }} className={className}>
      {t('detail.reclaim')}
    </Link>
  ) : (
    <Link to="/claim-profile/$doctorId" params={{ doctorId: String(doctorId) }} className={className}>
      {t('detail.claim')}
    </Link>
  );
}
