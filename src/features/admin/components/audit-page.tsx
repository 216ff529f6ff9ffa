import { Link } from '@tanstack/react-router';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import type { DecisionItem } from '../../../shared/schemas/admin-items.ts';
import { formatWhen } from '../admin-format.ts';
import { useAudit } from '../api/audit.ts';
import type { AuditSearch } from '../queue-search-params.ts';
import { LoadFailed, Loading, Nothing } from './queue-states.tsx';
import { useT } from '../../../lib/i18n.ts';

/** Where an entry's item opens in the console. */
function ItemLink({ entry }: { entry: DecisionItem }) {
  const t = useT();
  const label = t(`admin.audit.subject.${entry.subject_type}`, { id: entry.subject_id });
  const className = 'font-medium text-teal-800 underline underline-offset-2';
  if (entry.subject_type === 'doctor') {
    return <Link to="/admin/registrations" search={{ status: 'pending', id: entry.subject_id }} className={className}>{label}</Link>;
  }
  if (entry.subject_type === 'claim') {
    return <Link to="/admin/claims" search={{ status: 'pending', id: entry.subject_id }} className={className}>{label}</Link>;
  }
  return <Link to="/admin/reviews" search={{ status: 'visible', search: undefined }} className={className}>{label}</Link>;
}

/** The audit log: every decision, newest first; nothing here can be edited. */
export function AuditPage({ state, onChange }: { state: AuditSearch; onChange: (next: Partial<AuditSearch>) => void }) {
  const t = useT();
  const list = useAudit({ subject_type: state.subject_type, page: state.page });
  const rows = list.data?.data ?? [];
  const options = [
    { id: 'all', label: t('admin.audit.filter.all') },
    { id: 'doctor', label: t('admin.nav.registrations') },
    { id: 'claim', label: t('admin.nav.claims') },
    { id: 'review', label: t('admin.nav.reviews') },
  ];
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('admin.nav.audit')}</h1>
      <p className="mt-1 mb-4 text-sm text-slate-600">{t('admin.audit.intro')}</p>
      <div className="mb-4 max-w-xs">
        <SelectField
          label={t('admin.audit.filter')}
          placeholder={t('admin.audit.filter.all')}
          options={options}
          value={state.subject_type ?? 'all'}
          onChange={(key) => onChange({ subject_type: key === 'all' || key === null ? undefined : (key as DecisionItem['subject_type']), page: undefined })}
        />
      </div>
      {list.isPending ? <Loading /> : null}
      {list.isError ? <LoadFailed onRetry={() => void list.refetch()} /> : null}
      {list.isSuccess && rows.length === 0 ? <Nothing text={t('admin.audit.empty')} /> : null}
      {rows.length ? (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full min-w-[40rem] text-start text-sm">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-2 font-semibold">{t('admin.audit.when')}</th>
                <th scope="col" className="px-4 py-2 font-semibold">{t('admin.audit.who')}</th>
                <th scope="col" className="px-4 py-2 font-semibold">{t('admin.audit.what')}</th>
                <th scope="col" className="px-4 py-2 font-semibold">{t('admin.audit.item')}</th>
                <th scope="col" className="px-4 py-2 font-semibold">{t('admin.audit.reason')}</th>
              </tr>
            </thead>
            <tbody className={list.isPlaceholderData ? 'opacity-60' : ''}>
              {rows.map((entry) => (
                <tr key={entry.id} className="border-t border-slate-100 align-top">
                  <td className="px-4 py-2 whitespace-nowrap text-slate-700">{formatWhen(entry.created_at)}</td>
                  <td className="px-4 py-2 break-all text-slate-900">{entry.actor}</td>
                  <td className="px-4 py-2 font-medium text-slate-900">{t(`admin.action.${entry.action}`)}</td>
                  <td className="px-4 py-2"><ItemLink entry={entry} /></td>
                  <td className="px-4 py-2 whitespace-pre-wrap text-slate-700">{entry.reason ?? t('admin.none')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <div className="mt-4">
        <Pagination page={state.page ?? 1} lastPage={list.data?.lastPage ?? 1} onChange={(page) => onChange({ page })} />
      </div>
    </>
  );
}
