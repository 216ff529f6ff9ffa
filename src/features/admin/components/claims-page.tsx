import { Pagination } from '../../../components/ui/pagination.tsx';
import { useAdminT } from '../use-admin-t.ts';
import { CLAIM_TABS, type ClaimTab } from '../../../shared/schemas/admin.ts';
import { formatWhen } from '../admin-format.ts';
import { useClaim, useClaims } from '../api/claims.ts';
import type { ClaimsSearch } from '../queue-search-params.ts';
import { ClaimDetail } from './claim-detail.tsx';
import { QueueLayout, QueueRow } from './queue-layout.tsx';
import { QueueSearch } from './queue-search.tsx';
import { LoadFailed, Loading, Nothing } from './queue-states.tsx';
import { QueueTabs } from './queue-tabs.tsx';

const TABS = CLAIM_TABS.map((id) => ({ id, label: `admin.tab.${id}` as const }));

/** The claims queue: claim and reclaim requests, tabs with counts, search, the open request. */
export function ClaimsPage({ state, onChange }: { state: ClaimsSearch; onChange: (next: Partial<ClaimsSearch>) => void }) {
  const t = useAdminT();
  const list = useClaims({ status: state.status, search: state.search, page: state.page });
  const detail = useClaim(state.id);
  const rows = list.data?.data ?? [];

  const listView = (
    <>
      {list.isPending ? <Loading /> : null}
      {list.isError ? <LoadFailed onRetry={() => void list.refetch()} /> : null}
      {list.isSuccess && rows.length === 0 ? <Nothing text={state.search ? t('admin.emptySearch') : t('admin.emptyQueue')} /> : null}
      <ul className={`space-y-2 ${list.isPlaceholderData ? 'opacity-60' : ''}`}>
        {rows.map((row) => (
          <QueueRow key={row.id} id={row.id} selected={row.id === state.id}>
            <span className="block font-semibold text-slate-900">
              {t(`admin.claimType.${row.claim_type}`)} · {row.doctor.name}
            </span>
            <span className="block text-slate-600">
              {row.first_name} {row.last_name} · {row.claimant.email ?? row.claimant.phone ?? ''}
            </span>
            <span className="block text-xs text-slate-500">{formatWhen(row.created_at)}</span>
          </QueueRow>
        ))}
      </ul>
      <div className="mt-4">
        <Pagination page={state.page ?? 1} lastPage={list.data?.lastPage ?? 1} onChange={(page) => onChange({ page, id: undefined })} />
      </div>
    </>
  );

  const detailView =
    state.id === undefined ? (
      <Nothing text={t('admin.selectItem')} />
    ) : detail.isPending ? (
      <Loading />
    ) : detail.isError ? (
      <LoadFailed onRetry={() => void detail.refetch()} message={detail.error.message} />
    ) : (
      <ClaimDetail key={detail.data.id} claim={detail.data} />
    );

  return (
    <>
      <h1 className="mb-4 text-2xl font-bold tracking-tight text-slate-900">{t('admin.nav.claims')}</h1>
      <QueueSearch value={state.search ?? ''} placeholder={t('admin.searchClaims')} onSearch={(search) => onChange({ search: search || undefined, page: undefined })} />
      <QueueTabs<ClaimTab> tabs={TABS} selected={state.status} counts={list.data?.counts} onSelect={(status) => onChange({ status, page: undefined, id: undefined })}>
        <QueueLayout list={listView} detail={detailView} hasDetail={state.id !== undefined} />
      </QueueTabs>
    </>
  );
}
