import { useState } from 'react';
import { Button } from 'react-aria-components';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { WarningIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/i18n.ts';
import type { MessageKey } from '../../../shared/i18n/en.ts';
import type { ConsultationRoom } from '../../../shared/schemas/consultation.ts';
import type { CallStatus } from '../peer-session.ts';
import { useLocalMedia, type LocalMedia } from '../use-local-media.ts';
import { usePeerSession } from '../use-peer-session.ts';
import { MediaControls } from './media-controls.tsx';
import { BackToBookings, RoomNotice } from './room-notice.tsx';
import { VideoTile } from './video-tile.tsx';

type Phase = 'preview' | 'call' | 'left';

const STATUS_TEXT: Record<Exclude<CallStatus, 'closed' | 'ended'>, MessageKey> = {
  waiting: 'consult.waiting',
  connecting: 'consult.connecting',
  connected: 'consult.connected',
  left: 'consult.otherLeft',
  lost: 'consult.lost',
};

const supportsWebRtc = () => typeof window !== 'undefined' && typeof window.RTCPeerConnection === 'function';

/** The open room: camera preview and Join, then the call, then "You left". */
export function CallRoom({ room, roomId }: { room: ConsultationRoom; roomId: string }) {
  const t = useT();
  const [supported] = useState(supportsWebRtc);
  const media = useLocalMedia();
  const [phase, setPhase] = useState<Phase>('preview');
  const call = usePeerSession({
    room: roomId,
    polite: room.role === 'doctor',
    iceServers: room.ice_servers,
    localStream: media.stream,
    active: phase === 'call' && supported,
  });

  if (!supported) return <RoomNotice title={t('consult.noWebrtc')} text={t('consult.noWebrtcText')} role={room.role} />;
  if (call.status === 'closed') return <RoomNotice title={t('consult.roomClosed')} role={room.role} />;

  const leave = async () => {
    await call.leave();
    media.stop();
    setPhase('left');
  };

  if (phase === 'left') {
    return (
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm">
        <p role="status" className="text-lg font-semibold text-slate-900">
          {t('consult.youLeft')}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button
            className={buttonClass('primary')}
            onPress={() => {
              media.retry();
              setPhase('preview');
            }}
          >
            {t('consult.rejoin')}
          </Button>
          <BackToBookings role={room.role} variant="secondary" />
        </div>
      </div>
    );
  }

  if (phase === 'preview') return <Preview media={media} role={room.role} onJoin={() => setPhase('call')} />;

  const status = call.status && call.status !== 'ended' ? call.status : 'waiting';
  const connected = status === 'connected';
  return (
    <div className="space-y-4">
      <p
        role="status"
        data-testid="call-status"
        data-status={status}
        className={`flex items-center gap-2 rounded-xl px-4 py-2 text-sm font-semibold ${
          connected ? 'bg-emerald-50 text-emerald-800' : status === 'lost' ? 'bg-red-50 text-red-800' : 'bg-slate-100 text-slate-800'
        }`}
      >
        {status === 'waiting' || status === 'connecting' ? <Spinner size="sm" decorative /> : null}
        {t(STATUS_TEXT[status], { name: room.other.name })}
      </p>
      <div className="relative">
        <VideoTile
          label={t('consult.remoteVideo', { name: room.other.name })}
          stream={call.remote}
          testId="remote-video"
          // Sized to the screen so the own picture and the controls stay in view on a phone too.
          className="h-[45dvh] w-full sm:h-[55dvh]"
          placeholder={connected ? undefined : room.other.name}
        />
        <div className="absolute end-3 bottom-3 w-24 sm:w-56">
          <OwnVideo media={media} testId="local-video" className="aspect-[3/4] border-2 border-white shadow-lg sm:aspect-video" />
        </div>
        {status === 'lost' || status === 'left' ? (
          <div className="absolute inset-x-3 top-3 rounded-xl bg-white/95 p-4 text-sm shadow">
            <p className="text-slate-700">{t(status === 'lost' ? 'consult.lostText' : 'consult.otherLeftText')}</p>
            {status === 'lost' ? (
              <Button className={buttonClass('primary', 'sm', 'mt-3')} onPress={call.retry}>
                {t('consult.retry')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      <MediaControls media={media} onLeave={() => void leave()} />
    </div>
  );
}

/** The own camera: mirrored, silent, and its placeholder while the camera is off. */
function OwnVideo({ media, ...tile }: { media: LocalMedia; testId: string; className: string; placeholder?: string }) {
  const t = useT();
  return <VideoTile label={t('consult.localVideo')} stream={media.stream} muted mirrored showVideo={media.hasVideo && media.cameraOn} {...tile} />;
}

/** Before joining: the own camera, the toggles, what is wrong with the devices, and Join. */
function Preview({ media, role, onJoin }: { media: LocalMedia; role: ConsultationRoom['role']; onJoin: () => void }) {
  const t = useT();
  const issue = media.status === 'ready' ? media.issue : null;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center">
      <div className="space-y-4">
        <OwnVideo
          media={media}
          testId="preview-video"
          placeholder={media.status === 'loading' ? t('consult.mediaLoading') : t('consult.cameraIsOff')}
          className="aspect-[4/3] w-full sm:aspect-video"
        />
        <MediaControls media={media} />
      </div>
      <div className="space-y-4">
        <h2 className="text-lg font-semibold text-slate-900">{t('consult.previewTitle')}</h2>
        {issue ? (
          <div role="alert" className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
            <WarningIcon width={20} height={20} className="mt-0.5 shrink-0" />
            <div>
              {issue === 'audio-only' ? (
                <p>{t('consult.audioOnly')}</p>
              ) : (
                <>
                  <p className="font-semibold">{t(issue === 'denied' ? 'consult.mediaDenied' : 'consult.mediaMissing')}</p>
                  <p className="mt-1">{t(issue === 'denied' ? 'consult.mediaDeniedHelp' : 'consult.mediaMissingHelp')}</p>
                  <Button className={buttonClass('secondary', 'sm', 'mt-3')} onPress={media.retry}>
                    {t('consult.retry')}
                  </Button>
                </>
              )}
            </div>
          </div>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button className={buttonClass('primary', 'lg')} isDisabled={media.status === 'loading'} onPress={onJoin}>
            {media.stream || media.status === 'loading' ? t('bookings.joinCall') : t('consult.joinWithoutMedia')}
          </Button>
          <BackToBookings role={role} variant="secondary" />
        </div>
      </div>
    </div>
  );
}
