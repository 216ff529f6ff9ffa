import { REGISTRATION_TABS } from '../../../shared/schemas/admin.ts';
import { formatWhen, joinParts } from '../admin-format.ts';
import { useRegistration, useRegistrations } from '../api/registrations.ts';
import type { RegistrationsSearch } from '../queue-search-params.ts';
import { QueuePage } from './queue-page.tsx';
import { RegistrationDetail } from './registration-detail.tsx';

/** The doctor registrations queue: tabs with counts, search, the list and the open registration. */
export function RegistrationsPage({ state, onChange }: { state: RegistrationsSearch; onChange: (next: Partial<RegistrationsSearch>) => void }) {
  return (
    <QueuePage
      queue={{
        title: 'admin.nav.registrations',
        searchPlaceholder: 'admin.searchRegistrations',
        tabs: REGISTRATION_TABS,
        useList: useRegistrations,
        useDetail: useRegistration,
        renderRow: (row) => (
          <>
            <span className="block font-semibold text-slate-900">
              {row.first_name} {row.last_name}
            </span>
            <span className="block text-slate-600">{joinParts(row.speciality, row.city, row.registration_no)}</span>
            <span className="block text-xs text-slate-500">
              {row.account?.email ?? ''} · {formatWhen(row.updated_at)}
            </span>
          </>
        ),
        renderDetail: (detail) => <RegistrationDetail key={detail.id} detail={detail} />,
      }}
      state={state}
      onChange={onChange}
    />
  );
}
