import { isApiError } from '../../lib/api-client.ts';
import type { IceServer, Signal, SignalInput } from '../../shared/schemas/consultation.ts';
import { beaconLeave, pollSignals, postSignal } from './api/signals.ts';
import { advanceCursor, freshSignals } from './signal-cursor.ts';

/**
 * One side of a consultation call: an RTCPeerConnection negotiated with the
 * "perfect negotiation" pattern (MDN), the doctor being the polite peer, over
 * the room's signalling API (a long-poll loop with the `after` cursor).
 *
 * Presence: joining posts 'join'. A side that sees the other's 'join' starts
 * over with a fresh connection (the other may have reloaded) and answers with
 * 'join' { ack: true }; a side that sees an ack starts its connection if it has
 * none. Both then add their tracks and negotiate; glare is what perfect
 * negotiation resolves. Posts are sent one at a time, so they keep their order.
 */
export type CallStatus = 'waiting' | 'connecting' | 'connected' | 'left' | 'lost' | 'closed' | 'ended';

export interface PeerSessionOptions {
  room: string;
  polite: boolean;
  iceServers: IceServer[];
  localStream: MediaStream | null;
  onStatus: (status: CallStatus) => void;
  onRemoteStream: (stream: MediaStream | null) => void;
}

/** How long 'disconnected' may last before the call counts as lost (ICE often recovers by itself). */
const DISCONNECT_GRACE_MS = 6000;
const RETRY_DELAY_MS = 2000;
/**
 * How long 'connecting' may last before the polite side starts the negotiation over. A signal
 * that went missing (or an offer both sides dropped) would otherwise leave both waiting for
 * good; on one network a call connects in about a second, through TURN in a few.
 */
const CONNECT_TIMEOUT_MS = 12_000;
/** Fresh starts the watchdog makes before the call counts as lost (the user can still retry). */
const MAX_AUTO_RESTARTS = 2;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    }, { once: true });
  });

export class PeerSession {
  private readonly options: PeerSessionOptions;
  private readonly abort = new AbortController();
  private pc: RTCPeerConnection | null = null;
  private cursor = 0;
  private sendChain: Promise<unknown> = Promise.resolve();
  private makingOffer = false;
  private ignoreOffer = false;
  private pendingCandidates: RTCIceCandidateInit[] = [];
  private remote: MediaStream | null = null;
  private disconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private status: CallStatus | null = null;
  private iceRestarted = false;
  private connectTimer: ReturnType<typeof setTimeout> | undefined;
  private autoRestarts = 0;

  constructor(options: PeerSessionOptions) {
    this.options = options;
  }

  /** Announces this side and starts listening for the other. */
  async start(): Promise<void> {
    this.setStatus('waiting');
    try {
      const joined = await this.send({ kind: 'join' });
      // What the other side sent before this join was meant for an earlier visit.
      if (joined) this.cursor = advanceCursor(this.cursor, joined);
    } catch (error) {
      if (this.handleFatal(error)) return;
    }
    void this.pollLoop();
  }

  /** After a lost connection: start over, and ask the other side to do the same. */
  retry(): void {
    this.autoRestarts = 0;
    this.restart();
  }

  private restart(): void {
    this.closePeer();
    this.setStatus('waiting');
    void this.send({ kind: 'join' }).catch((error: unknown) => this.handleFatal(error));
  }

  /** Hang up: tell the other side, stop listening, close the connection. */
  async leave(): Promise<void> {
    if (this.abort.signal.aborted) return;
    this.abort.abort();
    this.closePeer();
    this.setStatus('ended');
    await postSignal(this.options.room, { kind: 'leave' }).catch(() => beaconLeave(this.options.room));
  }

  /** The page is going away (unmount, navigation, closing the tab). */
  dispose(): void {
    if (this.abort.signal.aborted) return;
    this.abort.abort();
    this.closePeer();
    beaconLeave(this.options.room);
  }

  private setStatus(status: CallStatus) {
    if (status === this.status) return;
    this.status = status;
    clearTimeout(this.connectTimer);
    if (status === 'connected') this.autoRestarts = 0;
    if (status === 'connecting' && this.options.polite) {
      this.connectTimer = setTimeout(() => this.onConnectTimeout(), CONNECT_TIMEOUT_MS);
    }
    this.options.onStatus(status);
  }

  /** Still not connected: start over once or twice (both sides get fresh connections), then report it lost. */
  private onConnectTimeout(): void {
    if (this.abort.signal.aborted || this.status !== 'connecting') return;
    if (this.autoRestarts >= MAX_AUTO_RESTARTS) {
      this.setStatus('lost');
      return;
    }
    this.autoRestarts += 1;
    this.restart();
  }

  /** Posts in order, one after another; resolves with the stored signal. */
  private send(signal: SignalInput): Promise<Signal | undefined> {
    const next = this.sendChain.then(() =>
      this.abort.signal.aborted && signal.kind !== 'leave' ? undefined : postSignal(this.options.room, signal),
    );
    this.sendChain = next.catch(() => undefined);
    return next;
  }

  /** A 404/401/409 means the room is gone or closed for us: stop. True when handled so. */
  private handleFatal(error: unknown): boolean {
    if (!isApiError(error) || ![401, 403, 404, 409].includes(error.status)) return false;
    this.abort.abort();
    this.closePeer();
    this.setStatus('closed');
    return true;
  }

  private async pollLoop(): Promise<void> {
    const { signal } = this.abort;
    while (!signal.aborted) {
      try {
        const batch = await pollSignals(this.options.room, this.cursor, signal);
        for (const item of freshSignals(this.cursor, batch)) {
          if (signal.aborted) return;
          this.cursor = advanceCursor(this.cursor, item);
          await this.handle(item);
        }
      } catch (error) {
        if (signal.aborted || this.handleFatal(error)) return;
        // The network: keep the call (media flows peer to peer) and ask again shortly.
        await sleep(RETRY_DELAY_MS, signal);
      }
    }
  }

  private async handle(signal: Signal): Promise<void> {
    switch (signal.kind) {
      case 'join': {
        const ack = (signal.data as { ack?: boolean } | null)?.ack === true;
        if (!ack) {
          this.closePeer();
          this.createPeer();
          await this.send({ kind: 'join', data: { ack: true } }).catch(() => undefined);
        } else if (!this.pc) {
          this.createPeer();
        }
        if (this.status !== 'connected') this.setStatus('connecting');
        return;
      }
      case 'description':
        return this.onDescription(signal.data as RTCSessionDescriptionInit);
      case 'candidate':
        return this.onCandidate(signal.data as RTCIceCandidateInit);
      case 'leave':
        this.closePeer();
        this.setStatus('left');
        return;
    }
  }

  private createPeer(): RTCPeerConnection {
    const pc = new RTCPeerConnection({ iceServers: this.options.iceServers });
    this.pc = pc;
    this.iceRestarted = false;
    this.makingOffer = false;
    this.ignoreOffer = false;
    this.pendingCandidates = [];
    const local = this.options.localStream;
    const kinds = new Set(local?.getTracks().map((track) => track.kind));
    for (const track of local?.getTracks() ?? []) pc.addTrack(track, local!);
    // Without a camera or microphone this side still receives the other's.
    if (!kinds.has('audio')) pc.addTransceiver('audio', { direction: 'recvonly' });
    if (!kinds.has('video')) pc.addTransceiver('video', { direction: 'recvonly' });

    pc.ontrack = ({ track, streams }) => {
      if (this.pc !== pc) return;
      const stream = streams[0] ?? this.remote ?? new MediaStream();
      if (!stream.getTracks().includes(track)) stream.addTrack(track);
      this.remote = stream;
      this.options.onRemoteStream(stream);
    };
    pc.onicecandidate = ({ candidate }) => {
      if (this.pc !== pc || !candidate) return;
      const json = candidate.toJSON();
      void this.send({
        kind: 'candidate',
        data: {
          candidate: json.candidate ?? '',
          sdpMid: json.sdpMid ?? null,
          sdpMLineIndex: json.sdpMLineIndex ?? null,
          usernameFragment: json.usernameFragment ?? null,
        },
      }).catch(() => undefined);
    };
    pc.onnegotiationneeded = async () => {
      try {
        this.makingOffer = true;
        await pc.setLocalDescription();
        if (this.pc !== pc || !pc.localDescription) return;
        await this.send({ kind: 'description', data: { type: pc.localDescription.type as 'offer', sdp: pc.localDescription.sdp } });
      } catch {
        // A collision or a closed connection: perfect negotiation recovers from the other side's offer.
      } finally {
        this.makingOffer = false;
      }
    };
    pc.onconnectionstatechange = () => {
      if (this.pc !== pc) return;
      clearTimeout(this.disconnectTimer);
      const state = pc.connectionState;
      if (state === 'connected') {
        this.iceRestarted = false;
        this.setStatus('connected');
      } else if (state === 'failed') {
        // One ICE restart first (it renegotiates through perfect negotiation); then the user decides.
        if (this.iceRestarted) this.setStatus('lost');
        else {
          this.iceRestarted = true;
          pc.restartIce();
        }
      }
      else if (state === 'disconnected') {
        this.disconnectTimer = setTimeout(() => {
          if (this.pc === pc && pc.connectionState !== 'connected') this.setStatus('lost');
        }, DISCONNECT_GRACE_MS);
      }
    };
    return pc;
  }

  private async onDescription(description: RTCSessionDescriptionInit): Promise<void> {
    const pc = this.pc ?? this.createPeer();
    if (this.status !== 'connected') this.setStatus('connecting');
    const collision = description.type === 'offer' && (this.makingOffer || pc.signalingState !== 'stable');
    this.ignoreOffer = !this.options.polite && collision;
    if (this.ignoreOffer) return;
    try {
      await pc.setRemoteDescription(description);
      for (const candidate of this.pendingCandidates.splice(0)) await pc.addIceCandidate(candidate).catch(() => undefined);
      if (description.type === 'offer') {
        await pc.setLocalDescription();
        if (this.pc === pc && pc.localDescription) {
          await this.send({ kind: 'description', data: { type: pc.localDescription.type as 'answer', sdp: pc.localDescription.sdp } });
        }
      }
    } catch {
      // A description of a connection this side already replaced: the fresh negotiation wins.
    }
  }

  private async onCandidate(candidate: RTCIceCandidateInit): Promise<void> {
    const pc = this.pc;
    if (!pc) return;
    // Candidates may overtake their description; keep them until it is set.
    if (!pc.remoteDescription) {
      this.pendingCandidates.push(candidate);
      return;
    }
    try {
      await pc.addIceCandidate(candidate);
    } catch {
      // Candidates of an ignored offer (or of a replaced connection) are expected to fail.
    }
  }

  private closePeer(): void {
    clearTimeout(this.disconnectTimer);
    clearTimeout(this.connectTimer);
    const pc = this.pc;
    this.pc = null;
    this.pendingCandidates = [];
    if (pc) {
      pc.ontrack = null;
      pc.onicecandidate = null;
      pc.onnegotiationneeded = null;
      pc.onconnectionstatechange = null;
      pc.close();
    }
    if (this.remote) {
      this.remote = null;
      this.options.onRemoteStream(null);
    }
  }
}
