import { useCallback, useEffect, useRef, useState } from 'react';
import type { IceServer } from '../../shared/schemas/consultation.ts';
import { PeerSession, type CallStatus } from './peer-session.ts';

interface Options {
  room: string;
  polite: boolean;
  iceServers: IceServer[];
  localStream: MediaStream | null;
  /** The session runs while true (the user pressed Join). */
  active: boolean;
}

/** A PeerSession for as long as the user is in the call; it says 'leave' when the page goes away. */
export function usePeerSession({ room, polite, iceServers, localStream, active }: Options) {
  const [status, setStatus] = useState<CallStatus | null>(null);
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const sessionRef = useRef<PeerSession | null>(null);
  // A refetched room brings an equal but new list: only a real change restarts the call.
  const iceKey = JSON.stringify(iceServers);

  useEffect(() => {
    if (!active) return;
    const session = new PeerSession({
      room,
      polite,
      iceServers: JSON.parse(iceKey) as IceServer[],
      localStream,
      onStatus: setStatus,
      onRemoteStream: setRemote,
    });
    sessionRef.current = session;
    void session.start();
    const onPageHide = () => session.dispose();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      session.dispose();
      sessionRef.current = null;
      setStatus(null);
      setRemote(null);
    };
  }, [active, room, polite, iceKey, localStream]);

  const retry = useCallback(() => sessionRef.current?.retry(), []);
  const leave = useCallback(async () => {
    await sessionRef.current?.leave();
  }, []);
  return { status, remote, retry, leave };
}
