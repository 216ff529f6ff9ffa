import { useT } from '../../lib/i18n.ts';
import { formatList } from '../../shared/i18n/list.ts';
import type { CardInsurance } from '../../shared/schemas/doctor.ts';

/**
 * A doctor's insurance in one line (issue 41), on listing cards and the doctor page: the networks of
 * the listing's Insurance filter the doctor is in ("In network: Daman Enhanced"), else the insurers
 * accepted, else "Self-pay". A card saved offline before insurance existed has none: nothing shown.
 */
export function InsuranceLine({ insurance, className = '' }: { insurance: CardInsurance | undefined; className?: string }) {
  const t = useT();
  if (!insurance) return null;
  const text = insurance.in_network.length
    ? t('insurance.inNetwork', { networks: formatList(insurance.in_network) })
    : insurance.insurers.length
      ? t('insurance.accepts', { insurers: formatList(insurance.insurers) })
      : t('insurance.selfPay');
  return (
    <p className={`text-sm ${insurance.in_network.length ? 'font-semibold text-teal-800' : 'text-slate-700'} ${className}`} data-testid="insurance-line">
      {text}
    </p>
  );
}
