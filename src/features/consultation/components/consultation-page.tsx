import { useState } from 'react';
import { Button } from 'react-aria-components';
import { PageContainer } from '../../../components/layout/page.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { NotSavedNote, useNotSaved } from '../../../components/ui/not-saved.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useSession } from '../../../lib/session.ts';
import { CONSULT_CLOSES_AFTER_MINUTES } from '../../../shared/constants.ts';
import { roomState } from '../../../shared/consultation/room-window.ts';
import type { MessageKey } from '../../../shared/i18n/en.ts';
import { useConsultationRoom, type LoadedRoom } from '../api/consultation-room.ts';
import { clockOffset } from '../room-clock.ts';
import { browserZone, useServerNow } from '../use-server-now.ts';
import { CallRoom } from './call-room.tsx';
import { RoomCountdown } from './room-countdown.tsx';
import { RoomHeader } from './room-header.tsx';
import { RoomNotice } from './room-notice.tsx';

const CLOSED_BY_STATUS: Partial<Record<string, MessageKey>> = {
  completed: 'consult.closedCompleted',
  no_show: 'consult.closedNoShow',
};

/** /consult/<room>: the video consultation of an online booking, for its patient and its doctor. */
export function ConsultationPage({ room }: { room: string }) {
  const t = useT();
  usePageMeta(t('meta.pageTitle', { title: t('consult.pageTitle') }));
  const query = useConsultationRoom(room);
  const sessionRole = useSession()?.userType === 'doctor' ? 'doctor' : 'patient';
  const [viewerZone] = useState(browserZone);

  // Offline with the room never opened here: say so instead of a spinner that never ends (issue 42).
  const notSaved = useNotSaved(query);
  let body;
  if (notSaved) {
    body = <NotSavedNote />;
  } else if (query.isPending) {
    body = (
      <div className="flex justify-center py-16">
        <Spinner size="lg" />
      </div>
    );
  } else if (query.isError) {
    const missing = isApiError(query.error) && [401, 403, 404].includes(query.error.status);
    body = missing ? (
      <RoomNotice title={t('consult.notFound')} text={t('consult.notFoundText')} role={sessionRole} />
    ) : (
      <div role="alert">
        <EmptyState
          title={t('consult.loadFailed')}
          description={query.error.message}
          action={
            <Button className={buttonClass('primary')} onPress={() => void query.refetch()}>
              {t('consult.retry')}
            </Button>
          }
        />
      </div>
    );
  } else {
    body = (
      <div className="space-y-6">
        <RoomHeader room={query.data} viewerZone={viewerZone} />
        <RoomBody data={query.data} roomId={room} viewerZone={viewerZone} />
      </div>
    );
  }
  return (
    <PageContainer>
      {query.isSuccess ? null : <h1 className="sr-only">{t('consult.pageTitle')}</h1>}
      {body}
    </PageContainer>
  );
}

function RoomBody({ data, roomId, viewerZone }: { data: LoadedRoom; roomId: string; viewerZone: string }) {
  const t = useT();
  const now = useServerNow(clockOffset(data.now, data.received_at));
  const state = roomState(data, now);
  if (state === 'not_open') return <RoomCountdown room={data} now={now} viewerZone={viewerZone} />;
  if (state === 'cancelled') return <RoomNotice title={t('consult.cancelled')} text={t('consult.cancelledText')} role={data.role} />;
  if (state === 'closed') {
    const byStatus = CLOSED_BY_STATUS[data.booking_status];
    const text = byStatus ? t(byStatus) : t('consult.closedText', { minutes: CONSULT_CLOSES_AFTER_MINUTES });
    return <RoomNotice title={t('consult.roomClosed')} text={text} role={data.role} />;
  }
  return <CallRoom room={data} roomId={roomId} />;
}
