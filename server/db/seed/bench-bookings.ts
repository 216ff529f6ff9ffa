import type { AppointmentWriter, Patient } from './bookings.ts';
import type { WrittenDoctor } from './doctor-writer.ts';
import { Rng } from './prng.ts';

const reasons = [
  'Follow-up consultation after the last visit.', 'Fever and sore throat for three days.', 'Routine check-up and prescription refill.',
  'Pain in the lower back when sitting for long.', 'Review of recent blood test results.', 'Skin irritation that keeps coming back.',
];

/**
 * Two bookings per doctor for the benchmark: one in the past, one upcoming.
 * They fall on different days, so they can never overlap.
 */
export function addBenchBookings(writer: AppointmentWriter, doctor: WrittenDoctor, patients: Patient[]): void {
  if (doctor.configs.length === 0 || patients.length === 0) return;
  const rng = Rng.for('bench-bookings', doctor.seed.index);
  const patient = () => rng.pick(patients);
  const status = rng.weighted(['completed', 'cancelled', 'no_show'] as const, [80, 12, 8]);
  writer.add({
    doctor, config: rng.pick(doctor.configs), patient: patient(), offsetDays: -rng.int(1, 60), slotIndex: rng.int(0, 8),
    status, description: rng.pick(reasons),
    ...(status === 'cancelled' ? { cancel: { reason: 'Personal reasons', description: 'Could not make it on that day.', by: 'user' as const } } : {}),
  });
  writer.add({
    doctor, config: rng.pick(doctor.configs), patient: patient(), offsetDays: rng.int(1, 60), slotIndex: rng.int(0, 8),
    status: 'confirmed', description: rng.pick(reasons),
  });
}
