import { Pagination } from '../../../components/ui/pagination.tsx';
import { useAdminT } from '../use-admin-t.ts';
import { REGISTRATION_TABS, type RegistrationTab } from '../../../shared/schemas/admin.ts';
import { formatWhen, joinParts } from '../admin-format.ts';
import { useRegistration, useRegistrations } from '../api/registrations.ts';
import type { RegistrationsSearch } from '../queue-search-params.ts';
import { QueueLayout, QueueRow } from './queue-layout.tsx';
import { QueueSearch } from './queue-search.tsx';
import { LoadFailed, Loading, Nothing } from './queue-states.tsx';
import { QueueTabs } from './queue-tabs.tsx';
import { RegistrationDetail } from './registration-detail.tsx';

const TABS = REGISTRATION_TABS.map((id) => ({ id, label: `admin.tab.${id}` as const }));

/** The doctor registrations queue: tabs with counts, search, the list and the open registration. */
export function RegistrationsPage({ state, onChange }: { state: RegistrationsSearch; onChange: (next: Partial<RegistrationsSearch>) => void }) {
  const t = useAdminT();
  const list = useRegistrations({ status: state.status, search: state.search, page: state.page });
  const detail = useRegistration(state.id);
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
              {row.first_name} {row.last_name}
            </span>
            <span className="block text-slate-600">{joinParts(row.speciality, row.city, row.registration_no)}</span>
            <span className="block text-xs text-slate-500">
              {row.account?.email ?? ''} · {formatWhen(row.updated_at)}
            </span>
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
      <RegistrationDetail key={detail.data.id} detail={detail.data} />
    );

  return (
    <>
      <h1 className="mb-4 text-2xl font-bold tracking-tight text-slate-900">{t('admin.nav.registrations')}</h1>
      <QueueSearch value={state.search ?? ''} placeholder={t('admin.searchRegistrations')} onSearch={(search) => onChange({ search: search || undefined, page: undefined })} />
      <QueueTabs<RegistrationTab> tabs={TABS} selected={state.status} counts={list.data?.counts} onSelect={(status) => onChange({ status, page: undefined, id: undefined })}>
        <QueueLayout list={listView} detail={detailView} hasDetail={state.id !== undefined} />
      </QueueTabs>
    </>
  );
}
