import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Pagination } from '../../../components/ui/pagination.tsx';
import type { AdminMessageKey } from '../../../shared/i18n/en-admin.ts';
import type { QueuePage as QueuePageData } from '../api/admin-keys.ts';
import { QueueLayout, QueueRow } from './queue-layout.tsx';
import { QueueSearch } from './queue-search.tsx';
import { LoadFailed, Loading, Nothing } from './queue-states.tsx';
import { QueueTabs } from './queue-tabs.tsx';
import { useT } from '../../../lib/i18n.ts';

/** A queue's URL state: the tab, the search, the page and the open item. */
export interface QueueState<T extends string> {
  status: T;
  search?: string | undefined;
  page?: number | undefined;
  id?: number | undefined;
}

/** What makes one queue: its texts, tabs, queries and how a row and an open item look. */
export interface QueueDefinition<T extends string, Row, Detail> {
  title: AdminMessageKey;
  searchPlaceholder: AdminMessageKey;
  tabs: readonly T[];
  useList: (request: { status: T; search?: string | undefined; page?: number | undefined }) => UseQueryResult<QueuePageData<Row>> & { isPlaceholderData: boolean };
  useDetail: (id: number | undefined) => UseQueryResult<Detail>;
  renderRow: (row: Row) => ReactNode;
  renderDetail: (detail: Detail) => ReactNode;
}

/**
 * One verification queue (registrations, claims): the title, search, status tabs with counts,
 * the list with pagination, and the open item beside it (or full page on a tablet).
 */
export function QueuePage<T extends string, Row extends { id: number }, Detail extends { id: number }>({
  queue: { title, searchPlaceholder, tabs, useList, useDetail, renderRow, renderDetail },
  state,
  onChange,
}: {
  queue: QueueDefinition<T, Row, Detail>;
  state: QueueState<T>;
  onChange: (next: Partial<QueueState<T>>) => void;
}) {
  const t = useT();
  const list = useList({ status: state.status, search: state.search, page: state.page });
  const detail = useDetail(state.id);
  const rows = list.data?.data ?? [];

  const listView = (
    <>
      {list.isPending ? <Loading /> : null}
      {list.isError ? <LoadFailed onRetry={() => void list.refetch()} /> : null}
      {list.isSuccess && rows.length === 0 ? <Nothing text={state.search ? t('admin.emptySearch') : t('admin.emptyQueue')} /> : null}
      <ul className={`space-y-2 ${list.isPlaceholderData ? 'opacity-60' : ''}`}>
        {rows.map((row) => (
          <QueueRow key={row.id} id={row.id} selected={row.id === state.id}>
            {renderRow(row)}
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
      renderDetail(detail.data)
    );

  return (
    <>
      <h1 className="mb-4 text-2xl font-bold tracking-tight text-slate-900">{t(title)}</h1>
      <QueueSearch value={state.search ?? ''} placeholder={t(searchPlaceholder)} onSearch={(search) => onChange({ search: search || undefined, page: undefined })} />
      <QueueTabs<T>
        tabs={tabs.map((id) => ({ id, label: `admin.tab.${id}` as AdminMessageKey }))}
        selected={state.status}
        counts={list.data?.counts}
        onSelect={(status) => onChange({ status, page: undefined, id: undefined })}
      >
        <QueueLayout list={listView} detail={detailView} hasDetail={state.id !== undefined} />
      </QueueTabs>
    </>
  );
}
