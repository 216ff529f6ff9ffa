import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The camera and microphone for the call. Asks for both; when the camera is
 * missing or busy it falls back to the microphone alone. Tracks are stopped
 * when the page unmounts (or on `stop`).
 */
export type MediaIssue = 'denied' | 'missing' | 'audio-only' | null;

export interface LocalMedia {
  status: 'loading' | 'ready';
  stream: MediaStream | null;
  issue: MediaIssue;
  micOn: boolean;
  cameraOn: boolean;
  hasAudio: boolean;
  hasVideo: boolean;
  toggleMic: () => void;
  toggleCamera: () => void;
  retry: () => void;
  stop: () => void;
}

const errorName = (error: unknown) => (error instanceof DOMException || error instanceof Error ? error.name : '');

/** The best stream the device gives, and what is wrong with it. */
export async function acquireMedia(devices: Pick<MediaDevices, 'getUserMedia'> | undefined): Promise<{ stream: MediaStream | null; issue: MediaIssue }> {
  if (!devices?.getUserMedia) return { stream: null, issue: 'missing' };
  try {
    return { stream: await devices.getUserMedia({ audio: true, video: { width: { ideal: 1280 }, height: { ideal: 720 } } }), issue: null };
  } catch (error) {
    if (['NotAllowedError', 'SecurityError', 'PermissionDeniedError'].includes(errorName(error))) return { stream: null, issue: 'denied' };
  }
  try {
    return { stream: await devices.getUserMedia({ audio: true }), issue: 'audio-only' };
  } catch (error) {
    return { stream: null, issue: errorName(error) === 'NotAllowedError' ? 'denied' : 'missing' };
  }
}

export function useLocalMedia(): LocalMedia {
  const [state, setState] = useState<{ status: 'loading' | 'ready'; stream: MediaStream | null; issue: MediaIssue }>({
    status: 'loading',
    stream: null,
    issue: null,
  });
  const [micOn, setMicOn] = useState(true);
  const [cameraOn, setCameraOn] = useState(true);
  const [attempt, setAttempt] = useState(0);
  const streamRef = useRef<MediaStream | null>(null);

  const stop = useCallback(() => {
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
  }, []);

  useEffect(() => {
    let cancelled = false;
    setState((previous) => ({ ...previous, status: 'loading' }));
    void acquireMedia(typeof navigator === 'undefined' ? undefined : navigator.mediaDevices).then((result) => {
      if (cancelled) {
        for (const track of result.stream?.getTracks() ?? []) track.stop();
        return;
      }
      streamRef.current = result.stream;
      setMicOn(true);
      setCameraOn(true);
      setState({ status: 'ready', ...result });
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [attempt, stop]);

  const setEnabled = (kind: 'audio' | 'video', enabled: boolean) => {
    for (const track of streamRef.current?.getTracks() ?? []) if (track.kind === kind) track.enabled = enabled;
  };

  const tracks = state.stream?.getTracks() ?? [];
  return {
    ...state,
    micOn,
    cameraOn,
    hasAudio: tracks.some((track) => track.kind === 'audio'),
    hasVideo: tracks.some((track) => track.kind === 'video'),
    toggleMic: () => {
      setEnabled('audio', !micOn);
      setMicOn(!micOn);
    },
    toggleCamera: () => {
      setEnabled('video', !cameraOn);
      setCameraOn(!cameraOn);
    },
    retry: () => setAttempt((n) => n + 1),
    stop,
  };
}
