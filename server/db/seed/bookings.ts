import { randomBytes } from 'node:crypto';
import { Batch, type Exec } from './bulk.ts';
import type { WrittenConfig, WrittenDoctor } from './doctor-writer.ts';
import { dateString, isoWeekday, localInstant, timeString, todayIn, toMinutes } from './local-time.ts';

export interface Patient {
  id: number;
  name: string;
  email: string;
  phone: string;
}

export interface BookingPlan {
  doctor: WrittenDoctor;
  config: WrittenConfig;
  patient: Patient;
  /** Days from today where the search for a working day starts; negative for the past. */
  offsetDays: number;
  /** Which slot of the day's first range. */
  slotIndex: number;
  status: 'confirmed' | 'completed' | 'cancelled' | 'no_show';
  description: string;
  cancel?: { reason: string; description: string; by: 'user' | 'doctor' };
}

/**
 * A seeded online booking's link: our own video room (/consult/<128-bit id>), as
 * new bookings get (server/services/booking/booking.ts), not an outside meeting site. The
 * seed knows no origin, so the link is a path: the web app opens it on its own host
 * and the consultation calls find the room by the link's last 32 characters.
 */
const demoRoomLink = () => `/consult/${randomBytes(16).toString('hex')}`;

/** Appointment rows with ids, local date and time, and UTC instants from the doctor's zone. */
export class AppointmentWriter {
  private readonly batch = new Batch('appointments', [
    ['id', 'int4'], ['doctor_id', 'int4'], ['patient_id', 'int4'], ['clinic_id', 'int4'], ['config_id', 'int4'],
    ['appointment_type', 'text'], ['appointment_date', 'date'], ['appointment_time', 'time'], ['duration', 'int2'],
    ['time_zone', 'text'], ['starts_at', 'timestamptz'], ['ends_at', 'timestamptz'], ['booking_status', 'text'],
    ['name', 'text'], ['email', 'text'], ['phone', 'text'], ['description', 'text'], ['consultation_fees', 'int4'],
    ['appointment_link', 'text'], ['cancel_reason', 'text'], ['cancel_description', 'text'], ['cancelled_by', 'text'],
    ['status_changed_at', 'timestamptz'], ['created_at', 'timestamptz'], ['updated_at', 'timestamptz'],
  ], 20_000);

  private readonly taken = new Map<number, [number, number][]>();

  private lastId: number;
  private readonly now: number;

  constructor(lastId: number, now: number) {
    this.lastId = lastId;
    this.now = now;
  }

  get size(): number {
    return this.batch.size;
  }

  /** Adds the booking on the first working day of the config from the offset on; null when it has none. */
  add(plan: BookingPlan): { id: number; startsAt: Date } | null {
    const { doctor, config } = plan;
    const tz = doctor.seed.city.timeZone;
    const step = plan.offsetDays < 0 ? -1 : 1;
    const base = todayIn(tz, this.now) + plan.offsetDays;
    let day = base;
    let range: WrittenConfig['ranges'][number] | undefined;
    for (let i = 0; i < 14 && !range; i++) {
      day = base + i * step;
      const weekday = isoWeekday(day);
      range = config.ranges.find((r) => r.weekday === weekday);
    }
    if (!range) return null;
    const start = toMinutes(range.start);
    const slots = Math.max(1, Math.floor((toMinutes(range.end) - start) / config.slot));
    const active = plan.status === 'confirmed';
    const taken = this.taken.get(doctor.id) ?? [];
    let minutes = -1;
    let startsAt = new Date(0);
    for (let k = 0; k < slots && minutes < 0; k++) {
      const candidate = start + ((plan.slotIndex + k) % slots) * config.slot;
      const at = localInstant(day, candidate, tz);
      const end = at.getTime() + config.slot * 60_000;
      if (active && taken.some(([s, e]) => s < end && at.getTime() < e)) continue;
      minutes = candidate;
      startsAt = at;
    }
    if (minutes < 0) return null;
    const endsAt = new Date(startsAt.getTime() + config.slot * 60_000);
    // Active bookings of a doctor may not overlap (exclusion constraint): remember them.
    if (active) this.taken.set(doctor.id, [...taken, [startsAt.getTime(), endsAt.getTime()]]);
    const id = ++this.lastId;
    const past = plan.offsetDays < 0;
    const createdAt = new Date(past ? startsAt.getTime() - 3 * 86_400_000 : this.now - 2 * 86_400_000);
    const changedAt = plan.status === 'completed' || plan.status === 'no_show' ? endsAt : plan.status === 'cancelled' ? new Date(Math.min(this.now, startsAt.getTime() - 86_400_000)) : null;
    const online = config.type === 'online';
    this.batch.add(
      id, doctor.id, plan.patient.id, config.clinicId, config.id, config.type, dateString(day), timeString(minutes),
      config.slot, tz, startsAt, endsAt, plan.status, plan.patient.name, plan.patient.email, plan.patient.phone,
      plan.description, config.fee, online ? demoRoomLink() : null,
      plan.cancel?.reason ?? null, plan.cancel?.description ?? null, plan.cancel?.by ?? null, changedAt, createdAt,
      changedAt ?? createdAt,
    );
    return { id, startsAt };
  }

  flush(db: Exec): Promise<void> {
    return this.batch.flush(db);
  }
}
