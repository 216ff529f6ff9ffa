import { z } from 'zod';
import { CONSULT_SDP_MAX_CHARS } from '../constants.ts';
import { msg } from './message.ts';
import { ROOM_STATES } from '../consultation/room-window.ts';
import { appointmentTimes } from './parts.ts';

/**
 * The video consultation room of an online booking (/consult/<room>) and the
 * WebRTC signalling between its two parties (server/routes/consultations.ts).
 */

/** The room id: the last path segment of the booking's appointment_link (128 random bits, hex). */
export const ROOM_ID = /^[0-9a-f]{32}$/;
export const isRoomId = (value: string) => ROOM_ID.test(value);

export const roomParams = z.object({ room: z.string() });

/** GET …/signals?after=<seq>: the other party's signals after this cursor (0 = all kept). */
export const signalsQuery = z.object({
  after: z.preprocess(
    (value) => (value === undefined || value === '' ? 0 : value),
    z.coerce.number(msg('consult.error.after')).int(msg('consult.error.after')).min(0, msg('consult.error.after')),
  ),
});

const dataError = msg('consult.error.data');

/** join: a party arrived (data null) or answers another's arrival ({ ack: true }) so both know who is there. */
const joinSignal = z.object({
  kind: z.literal('join'),
  data: z.strictObject({ ack: z.boolean(dataError) }, dataError).nullable().optional().transform((value) => value ?? null),
});

const descriptionSignal = z.object({
  kind: z.literal('description'),
  data: z.strictObject(
      {
        type: z.enum(['offer', 'answer'], dataError),
        sdp: z.string(dataError).min(1, msg('consult.error.data')).max(CONSULT_SDP_MAX_CHARS, msg('consult.error.tooLarge')),
      },
      dataError,
    ),
});

/** An ICE candidate as RTCIceCandidate.toJSON() gives it; candidate '' marks the end of candidates. */
const candidateSignal = z.object({
  kind: z.literal('candidate'),
  data: z.strictObject(
      {
        candidate: z.string(dataError).max(2000, msg('consult.error.tooLarge')),
        sdpMid: z.string(dataError).max(64, msg('consult.error.data')).nullable().optional(),
        sdpMLineIndex: z.number(dataError).int().min(0).max(64).nullable().optional(),
        usernameFragment: z.string(dataError).max(256, msg('consult.error.data')).nullable().optional(),
      },
      dataError,
    ),
});

const leaveSignal = z.object({
  kind: z.literal('leave'),
  data: z.null(dataError).optional().transform(() => null),
});

export const SIGNAL_KINDS = ['join', 'description', 'candidate', 'leave'] as const;
export type SignalKind = (typeof SIGNAL_KINDS)[number];

export const signalBody = z.discriminatedUnion('kind', [joinSignal, descriptionSignal, candidateSignal, leaveSignal], msg('consult.error.kind'));
export type SignalInput = z.input<typeof signalBody>;
export type SignalPayload = z.output<typeof signalBody>;

const consultRole = z.enum(['patient', 'doctor']);
export type ConsultRole = z.infer<typeof consultRole>;

export const signal = z.object({
  /** The cursor: pass the last one seen as `after`. */
  seq: z.number().int(),
  from: consultRole,
  kind: z.enum(SIGNAL_KINDS),
  data: z.unknown(),
  created_at: z.string(),
});
export type Signal = z.infer<typeof signal>;

/** RTCIceServer, as the browser's RTCPeerConnection takes it (config ICE_SERVERS). */
export const iceServer = z.object({
  urls: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServer>;
export const iceServers = z.array(iceServer);

/** GET /api/consultations/:room */
export const consultationRoom = z.object({
  appointment_id: z.number().int(),
  /** Who is asking. */
  role: consultRole,
  /** The other party: 'Dr. First Last' for the patient, the booked name for the doctor. */
  other: z.object({ name: z.string(), photo: z.string().nullable() }),
  speciality: z.string().nullable(),
  ...appointmentTimes,
  booking_status: z.string(),
  opens_at: z.string(),
  closes_at: z.string(),
  state: z.enum(ROOM_STATES),
  /** The server's clock when it answered: the page counts down against it, not the device's. */
  now: z.string(),
  ice_servers: iceServers,
});
export type ConsultationRoom = z.infer<typeof consultationRoom>;
