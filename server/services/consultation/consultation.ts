import { roomClosesAt, roomOpensAt, roomState } from '../../../src/shared/consultation/room-window.ts';
import { displayName } from '../../../src/shared/format/display-name.ts';
import { t } from '../../../src/shared/i18n/format.ts';
import { isRoomId, type ConsultRole, type ConsultationRoom, type IceServer } from '../../../src/shared/schemas/consultation.ts';
import type { Db } from '../../db/client.ts';
import { appointmentOfRoom } from '../../repositories/appointments.ts';
import { notFound } from '../../errors.ts';
import type { RequestAuth } from '../auth/sessions.ts';
import { localName } from '../common/catalog-names.ts';
import { now } from '../common/clock.ts';

/**
 * The video room behind an online booking's appointment_link
 * (`<origin>/consult/<room>`, server/services/booking/booking.ts). Only the booking's
 * patient and its doctor may enter; to anyone else (another patient or doctor,
 * an admin) the room does not exist (404), like a malformed id.
 */
export interface RoomAccess {
  appointmentId: number;
  role: ConsultRole;
  startsAt: Date;
  endsAt: Date;
  bookingStatus: string;
}

function roleOf(auth: RequestAuth, row: { patientId: number; doctorId: number }): ConsultRole | null {
  if (auth.role === 'user' && auth.userId === row.patientId) return 'patient';
  if (auth.role === 'doctor' && auth.doctorId !== null && auth.doctorId === row.doctorId) return 'doctor';
  return null;
}

async function load(db: Db, auth: RequestAuth, room: string) {
  // A malformed id never reaches the database (the id is hex, so it is safe inside LIKE too).
  if (!isRoomId(room)) throw notFound(t('consult.notFound'));
  const row = await appointmentOfRoom(db, room);
  const role = row ? roleOf(auth, row.appointment) : null;
  if (!row || !role) throw notFound(t('consult.notFound'));
  return { row, role };
}

/** The room and the caller's place in it, for the signalling calls. */
export async function roomAccess(db: Db, auth: RequestAuth, room: string): Promise<RoomAccess> {
  const { row, role } = await load(db, auth, room);
  const a = row.appointment;
  return { appointmentId: a.id, role, startsAt: a.startsAt, endsAt: a.endsAt, bookingStatus: a.bookingStatus };
}

export function accessState(access: RoomAccess, at = now().getTime()) {
  return roomState(
    { starts_at: access.startsAt.toISOString(), ends_at: access.endsAt.toISOString(), booking_status: access.bookingStatus },
    at,
  );
}

/** GET /api/consultations/:room */
export async function consultationRoom(db: Db, auth: RequestAuth, room: string, iceServers: IceServer[]): Promise<ConsultationRoom> {
  const { row, role } = await load(db, auth, room);
  const a = row.appointment;
  const at = now();
  const doctorName = t('portal.doctorName', {
    name: displayName([row.doctor.firstName, row.doctor.lastName].filter(Boolean).join(' ')).replace(/^Dr\.?\s+/i, ''),
  });
  const patientName = a.name.trim() || [row.patient.firstName, row.patient.lastName].filter(Boolean).join(' ');
  const times = { starts_at: a.startsAt.toISOString(), ends_at: a.endsAt.toISOString(), booking_status: a.bookingStatus };
  return {
    appointment_id: a.id,
    role,
    other: role === 'patient'
      ? { name: doctorName, photo: row.doctor.profileImage }
      : { name: patientName, photo: row.patient.profileImage },
    // Catalog data: named in the reader's language like every other speciality (issue 42).
    speciality: row.speciality === null ? null : localName('specialities', row.speciality),
    appointment_date: a.appointmentDate,
    appointment_time: a.appointmentTime.slice(0, 5),
    duration: a.duration,
    time_zone: a.timeZone,
    ...times,
    opens_at: new Date(roomOpensAt(a.startsAt)).toISOString(),
    closes_at: new Date(roomClosesAt(a.endsAt)).toISOString(),
    state: roomState(times, at.getTime()),
    now: at.toISOString(),
    ice_servers: iceServers,
  };
}
