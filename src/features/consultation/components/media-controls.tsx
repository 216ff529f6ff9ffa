import { Button } from 'react-aria-components';
import { useT } from '../../../lib/i18n.ts';
import type { LocalMedia } from '../use-local-media.ts';
import { CameraIcon, CameraOffIcon, HangUpIcon, MicIcon, MicOffIcon } from './media-icons.tsx';

const round =
  'inline-flex h-12 w-12 items-center justify-center rounded-full outline-none transition-colors ' +
  'data-[focus-visible]:ring-2 data-[focus-visible]:ring-teal-500 data-[focus-visible]:ring-offset-2 data-[disabled]:opacity-40';
const on = 'bg-slate-100 text-slate-800 data-[hovered]:bg-slate-200';
const off = 'bg-red-600 text-white data-[hovered]:bg-red-700';

/** Microphone and camera toggles, and Leave while in the call. */
export function MediaControls({ media, onLeave }: { media: LocalMedia; onLeave?: () => void }) {
  const t = useT();
  // While the devices start, the buttons wait in their neutral look rather than showing "off".
  const audioOn = media.status === 'loading' || (media.micOn && media.hasAudio);
  const videoOn = media.status === 'loading' || (media.cameraOn && media.hasVideo);
  return (
    <div role="group" aria-label={t('consult.controls')} className="flex items-center justify-center gap-3">
      <Button
        aria-label={t(media.micOn ? 'consult.micOff' : 'consult.micOn')}
        isDisabled={!media.hasAudio}
        onPress={media.toggleMic}
        className={`${round} ${audioOn ? on : off}`}
      >
        {audioOn ? <MicIcon /> : <MicOffIcon />}
      </Button>
      <Button
        aria-label={t(media.cameraOn ? 'consult.cameraOff' : 'consult.cameraOn')}
        isDisabled={!media.hasVideo}
        onPress={media.toggleCamera}
        className={`${round} ${videoOn ? on : off}`}
      >
        {videoOn ? <CameraIcon /> : <CameraOffIcon />}
      </Button>
      {onLeave ? (
        <Button onPress={onLeave} className={`${round} w-auto gap-2 bg-red-600 px-5 font-semibold text-white data-[hovered]:bg-red-700`}>
          <HangUpIcon />
          {t('consult.leave')}
        </Button>
      ) : null}
    </div>
  );
}
