import type { DoctorDayData } from '../../../src/shared/schemas/doctor-day.ts';
import { addDays, localNow, zonedInstant } from '../../../src/shared/slots/zoned-time.ts';
import type { Db } from '../../db/client.ts';
import { doctorDayAppointments, doctorOutcomeCounts } from '../../repositories/appointment-lists.ts';
import { findDoctor } from '../../repositories/doctors.ts';
import { bookingInsuranceView } from '../insurance/booking-insurance-view.ts';
import { bookedForOf } from './booked-for.ts';

const WEEK_MS = 7 * 86_400_000;
const ROOM = /\/consult\/([a-f0-9]{32})$/;
/** No doctor has more in two days; bounds the answer all the same. */
const MAX_ROWS = 300;

/**
 * GET /api/doctor/day (issue 19, 'The doctor's day'): today's and tomorrow's bookings in the
 * doctor's zone, in time order, and the no-show rate of the bookings that started in the last
 * seven days (no-shows over no-shows plus completed). Two indexed range scans of
 * appointments_doctor_idx.
 */
export async function doctorDay(db: Db, doctorId: number, at: Date): Promise<DoctorDayData> {
  const doctor = await findDoctor(db, doctorId);
  const timeZone = doctor?.timeZone ?? 'Asia/Dubai';
  const today = localNow(at, timeZone).date;
  const tomorrow = addDays(today, 1);
  const from = zonedInstant(today, 0, timeZone);
  const to = zonedInstant(addDays(today, 2), 0, timeZone);

  const rows = await doctorDayAppointments(db, doctorId, from, to, MAX_ROWS);
  const week = await doctorOutcomeCounts(db, doctorId, new Date(at.getTime() - WEEK_MS), at);
  const insuranceOf = await bookingInsuranceView(db, rows.map((row) => row.appointment));
  const noShow = week?.noShow ?? 0;
  const attended = week?.attended ?? 0;

  return {
    today,
    tomorrow,
    time_zone: timeZone,
    bookings: rows.map(({ appointment: row, patient: { firstName, lastName }, clinicName }) => ({
      id: row.id,
      appointment_type: row.appointmentType,
      booking_status: row.bookingStatus,
      appointment_date: row.appointmentDate,
      appointment_time: row.appointmentTime.slice(0, 5),
      time_zone: row.timeZone,
      starts_at: row.startsAt.toISOString(),
      ends_at: row.endsAt.toISOString(),
      name: row.name.trim() || [firstName, lastName].filter(Boolean).join(' '),
      phone: row.phone,
      // Seeded links are paths, live ones whole URLs: the room id ends either.
      room: row.appointmentType === 'online' ? (ROOM.exec(row.appointmentLink ?? '')?.[1] ?? null) : null,
      clinic_name: clinicName,
      patient_confirmed_at: row.patientConfirmedAt?.toISOString() ?? null,
      insurance: insuranceOf(row),
      booked_for: bookedForOf(row, { firstName, lastName }),
    })),
    week: { no_show: noShow, attended, rate: noShow + attended ? noShow / (noShow + attended) : null },
  };
}
