import { useT } from '../../../lib/i18n.ts';

const tones: Record<string, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  verified: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  approved: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  rejected: 'bg-red-50 text-red-900 ring-red-200',
  unverified: 'bg-slate-100 text-slate-800 ring-slate-200',
};

export function StatusBadge({ status }: { status: 'pending' | 'verified' | 'approved' | 'rejected' | 'unverified' }) {
  const t = useT();
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[status] ?? tones.unverified}`}>
      {t(`admin.status.${status}`)}
    </span>
  );
}
