import { useEffect, useRef } from 'react';
import { UserIcon } from '../../../components/ui/icons.tsx';

/**
 * A labelled video region. `muted` for the own preview (no echo); the remote
 * tile plays sound. Without a stream (or with the camera off) it shows `placeholder`.
 */
export function VideoTile({
  label,
  stream,
  muted = false,
  mirrored = false,
  showVideo = true,
  placeholder,
  className = '',
  testId,
}: {
  label: string;
  stream: MediaStream | null;
  muted?: boolean;
  mirrored?: boolean;
  showVideo?: boolean;
  placeholder?: string;
  className?: string;
  testId?: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (video.srcObject !== stream) video.srcObject = stream;
    // Autoplay may need the Join press as its gesture; a refusal leaves the controls to the user.
    if (stream) void video.play().catch(() => undefined);
  }, [stream]);

  return (
    <section aria-label={label} className={`relative overflow-hidden rounded-2xl bg-slate-900 ${className}`}>
      <video
        ref={ref}
        data-testid={testId}
        autoPlay
        playsInline
        muted={muted}
        className={`h-full w-full object-cover ${mirrored ? '-scale-x-100' : ''} ${stream && showVideo ? '' : 'invisible'}`}
      />
      {!stream || !showVideo ? (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-slate-300">
          <UserIcon width={40} height={40} strokeWidth={1.5} />
          {placeholder ? <span className="text-sm">{placeholder}</span> : null}
        </div>
      ) : null}
    </section>
  );
}
