import { CLAIM_TABS } from '../../../shared/schemas/admin.ts';
import { formatWhen } from '../admin-format.ts';
import { useClaim, useClaims } from '../api/claims.ts';
import type { ClaimsSearch } from '../queue-search-params.ts';
import { ClaimDetail } from './claim-detail.tsx';
import { QueuePage } from './queue-page.tsx';
import { useT } from '../../../lib/i18n.ts';

function ClaimRow({ row }: { row: NonNullable<ReturnType<typeof useClaims>['data']>['data'][number] }) {
  const t = useT();
  return (
    <>
      <span className="block font-semibold text-slate-900">
        {t(`admin.claimType.${row.claim_type}`)} · {row.doctor.name}
      </span>
      <span className="block text-slate-600">
        {row.first_name} {row.last_name} · {row.claimant.email ?? row.claimant.phone ?? ''}
      </span>
      <span className="block text-xs text-slate-500">{formatWhen(row.created_at)}</span>
    </>
  );
}

/** The claims queue: claim and reclaim requests, tabs with counts, search, the open request. */
export function ClaimsPage({ state, onChange }: { state: ClaimsSearch; onChange: (next: Partial<ClaimsSearch>) => void }) {
  return (
    <QueuePage
      queue={{
        title: 'admin.nav.claims',
        searchPlaceholder: 'admin.searchClaims',
        tabs: CLAIM_TABS,
        useList: useClaims,
        useDetail: useClaim,
        renderRow: (row) => <ClaimRow row={row} />,
        renderDetail: (claim) => <ClaimDetail key={claim.id} claim={claim} />,
      }}
      state={state}
      onChange={onChange}
    />
  );
}
