import { Link, createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { useOnline } from '../../components/ui/offline-banner.tsx';
import { PortalPage } from '../../features/doctor-schedule/components/portal-page.tsx';
import { PlusIcon } from '../../features/doctor-schedule/components/schedule-icons.tsx';
import { ScheduleList } from '../../features/doctor-schedule/components/schedule-list.tsx';
import { useT } from '../../lib/i18n.ts';
import { field, optionalSearch, searchObject } from '../../lib/search-params.ts';
import { useSession } from '../../lib/session.ts';
import type { TimingType } from '../../shared/schemas/timings.ts';

/** The tab is in the URL: ?type=online is Virtual; Visit (offline), the first tab, is the default. */
const listSearch = searchObject({
  type: field((v): TimingType => (v === 'online' || v === 'offline' ? v : 'offline')),
});

/** Configure Appointment (001 §2): the doctor's configurations by type. */
export const Route = createFileRoute('/doctor/appointments-list')({
  validateSearch: optionalSearch(listSearch),
  search: { middlewares: [stripSearchParams({ type: 'offline' as const })] },
  component: AppointmentsListPage,
});

function AppointmentsListPage() {
  const t = useT();
  const { type } = Route.useSearch();
  const navigate = Route.useNavigate();
  const doctorId = useSession()?.user.doctor_id ?? null;
  // A new configuration is saved straight on the server: offline the page says why this waits.
  const online = useOnline();
  return (
    <PortalPage
      title={t('portal.configureAppointment')}
      actions={
        <Link
          to="/doctor/add-appointment"
          disabled={!online}
          className={buttonClass('primary', 'md', 'aria-disabled:cursor-not-allowed aria-disabled:opacity-50')}
        >
          <PlusIcon width={18} height={18} />
          {t('schedule.addConfiguration')}
        </Link>
      }
    >
      {doctorId === null ? null : (
        <ScheduleList doctorId={doctorId} type={type} onTypeChange={(next) => void navigate({ search: { type: next }, replace: true })} />
      )}
    </PortalPage>
  );
}
