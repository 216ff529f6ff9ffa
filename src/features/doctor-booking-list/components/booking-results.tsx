import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { NotSavedNote, useNotSaved } from '../../../components/ui/not-saved.tsx';
import { Bone, Card, SkeletonRegion } from '../../../components/ui/skeleton.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { useT } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import type { DoctorBookingItem } from '../../../shared/schemas/doctor-bookings.ts';
import { useDoctorBookings } from '../api/doctor-bookings.ts';
import { bookingDate, bookingTime, patientName, viewerTimeZone } from '../booking-labels.ts';
import { activeFilterCount, toRequest, type BookingListState } from '../booking-list-search.ts';
import type { BookingChannel } from '../../../lib/offline/booking-channel.ts';
import type { ChangeStatusVariables } from '../api/change-appointment-status.ts';
import { BookingCard } from './booking-card.tsx';
import { CancelBookingDialog } from './cancel-booking-dialog.tsx';
import { ProposeTimeDialog } from './propose-time-dialog.tsx';
import { useStatusActions } from './use-status-actions.ts';

function RowsSkeleton() {
  return (
    <SkeletonRegion className="space-y-4">
      {[0, 1, 2].map((i) => (
        <Card key={i} className="space-y-4">
          <div className="flex items-center justify-between">
            <Bone className="h-5 w-40" />
            <Bone className="h-6 w-24 rounded-full" />
          </div>
          <div className="grid gap-3 sm:grid-cols-4">
            {[0, 1, 2, 3].map((j) => (
              <Bone key={j} className="h-8 w-full" />
            ))}
          </div>
        </Card>
      ))}
    </SkeletonRegion>
  );
}

/**
 * One tab's bookings: the list, its pagination (only from 2 pages), the empty
 * state and the status-change dialogs. `statusChannel`: sends the changes and
 * tells which wait on this device (the offline queue); those show as pending.
 */
export function BookingResults({
  state,
  onPage,
  statusChannel,
}: {
  state: BookingListState;
  onPage: (page: number) => void;
  statusChannel?: BookingChannel<ChangeStatusVariables>;
}) {
  const t = useT();
  const request = useMemo(() => toRequest(state), [state]);
  const query = useDoctorBookings(request);
  const viewerZone = useMemo(() => viewerTimeZone(), []);
  const actions = useStatusActions(statusChannel?.send, viewerZone);
  const doctorId = useSession()?.user.doctor_id ?? null;
  const [proposing, setProposing] = useState<DoctorBookingItem | null>(null);

  // Hooks above; offline, a tab or filter never opened on this device says so instead of loading forever.
  const notSaved = useNotSaved(query);
  if (notSaved) return <NotSavedNote />;
  if (query.isPending) return <RowsSkeleton />;
  if (query.isError && !query.data) {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
        <p className="text-sm font-medium text-red-800">{t('doctorBookings.loadError')}</p>
        <p className="mt-1 text-sm text-red-700">{query.error.message}</p>
        <button type="button" className={buttonClass('secondary', 'sm', 'mt-4')} onClick={() => void query.refetch()}>
          {t('doctorBookings.retry')}
        </button>
      </div>
    );
  }

  const page = query.data;
  const open = actions.open;
  const openName = open ? patientName(open.item) : '';
  const openWhen = open ? { date: bookingDate(open.item.appointment_date), time: bookingTime(open.item, viewerZone).time } : { date: '', time: '' };

  return (
    <div aria-busy={query.isPlaceholderData || undefined} className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}>
      <p role="status" className="mb-3 text-sm text-slate-600">
        {page.total === 1 ? t('doctorBookings.countOne') : t('doctorBookings.count', { total: page.total })}
      </p>
      {page.data.length === 0 ? (
        <EmptyState
          title={t('doctorBookings.empty')}
          description={activeFilterCount(state) ? t('doctorBookings.emptyFiltered') : undefined}
        />
      ) : (
        <ul aria-label={t('doctorBookings.results')} className="space-y-4">
          {page.data.map((item) => (
            <li key={item.id}>
              <BookingCard
                item={item}
                viewerZone={viewerZone}
                pending={actions.pendingId === item.id || Boolean(statusChannel?.waitingIds.has(item.id))}
                marker={statusChannel?.marker(item.id)}
                onAction={actions.start}
                onPropose={doctorId === null ? undefined : setProposing}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-6">
        <Pagination page={state.page} lastPage={page.lastPage} onChange={onPage} />
      </div>

      <ConfirmDialog
        isOpen={open?.action === 'complete' || open?.action === 'no_show'}
        onOpenChange={(isOpen) => (isOpen ? undefined : actions.close())}
        title={t(open?.action === 'no_show' ? 'doctorBookings.noShowTitle' : 'doctorBookings.completeTitle')}
        message={t(open?.action === 'no_show' ? 'doctorBookings.noShowConfirm' : 'doctorBookings.completeConfirm', { name: openName, ...openWhen })}
        confirmLabel={t(open?.action === 'no_show' ? 'doctorBookings.markNoShow' : 'doctorBookings.markComplete')}
        tone="primary"
        isPending={actions.isPending}
        onConfirm={() => actions.confirm()}
      />
      <ProposeTimeDialog item={proposing} doctorId={doctorId} viewerZone={viewerZone} onClose={() => setProposing(null)} />
      {open?.action === 'cancel' ? (
        <CancelBookingDialog
          key={open.key}
          isOpen
          onOpenChange={(isOpen) => (isOpen ? undefined : actions.close())}
          intro={t('doctorBookings.cancelIntro', { name: openName, ...openWhen })}
          isPending={actions.isPending}
          serverError={actions.fieldError}
          onSubmit={actions.confirm}
        />
      ) : null}
    </div>
  );
}
