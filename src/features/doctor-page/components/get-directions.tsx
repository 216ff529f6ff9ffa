import { buttonClass } from '../../../components/ui/button-styles.ts';
import { toast } from '../../../components/ui/toast.ts';
import { useT } from '../../../lib/i18n.ts';
import type { DoctorDetail } from '../../../shared/schemas/doctor.ts';
import { directionsUrl, openDirections } from '../doctor-profile-rules.ts';
import { NavigationIcon } from './profile-icons.tsx';

/** Opens driving directions to the first clinic (else the doctor's address) in a new tab (000 §2, §8). */
export function GetDirections({ doctor }: { doctor: Pick<DoctorDetail, 'address' | 'clinics'> }) {
  const t = useT();
  const onClick = () => {
    const outcome = openDirections(directionsUrl(doctor));
    if (outcome === 'no-address') toast.error(t('detail.directionsNoAddress'));
    else if (outcome === 'failed') toast.error(t('detail.directionsFailed'));
  };
  return (
    <button type="button" onClick={onClick} className={buttonClass('secondary', 'sm')}>
      <NavigationIcon width={16} height={16} className="text-teal-700" />
      {t('detail.getDirections')}
    </button>
  );
}
