import type { DemoUsers } from './accounts.ts';
import type { AppointmentWriter, BookingPlan } from './bookings.ts';
import { Batch, maxId, type Exec } from './bulk.ts';
import type { WrittenConfig, WrittenDoctor } from './doctor-writer.ts';
import { dateString, todayIn } from './local-time.ts';

const online = (d: WrittenDoctor) => d.configs.find((c) => c.type === 'online');
const offline = (d: WrittenDoctor) => d.configs.find((c) => c.type === 'offline');

/**
 * The demo patient's history (DESIGN §8): two upcoming confirmed bookings
 * (online and at a clinic), two completed, one cancelled; and one upcoming
 * booking of the second patient, so isolation tests have something to hide.
 */
export function addDemoBookings(writer: AppointmentWriter, users: DemoUsers, doctors: WrittenDoctor[]): void {
  const demo = doctors.find((d) => d.seed.index === 0);
  if (!demo) throw new Error('the demo doctor was not generated');
  const others = doctors.filter((d) => d.seed.index >= 2 && d.seed.status === 'verified');
  const dubaiVisit = others.find((d) => d.seed.city.slug === 'dubai' && offline(d)) ?? demo;
  const onlineOther = others.find((d) => d !== dubaiVisit && online(d)) ?? demo;

  const plan = (doctor: WrittenDoctor, config: WrittenConfig | undefined, rest: Omit<BookingPlan, 'doctor' | 'config'>) => {
    if (!config) throw new Error(`doctor ${doctor.seed.slug} lacks a configuration for a demo booking`);
    if (!writer.add({ doctor, config, ...rest })) throw new Error(`no slot for a demo booking with ${doctor.seed.slug}`);
  };
  const { patient, patient2 } = users;
  plan(demo, online(demo), { patient, offsetDays: 3, slotIndex: 2, status: 'confirmed', description: 'Follow-up for a persistent cough and mild fever over the last week.' });
  plan(demo, offline(demo), { patient, offsetDays: 6, slotIndex: 1, status: 'confirmed', description: 'Annual health check-up and blood pressure review.' });
  plan(demo, online(demo), { patient, offsetDays: -9, slotIndex: 3, status: 'completed', description: 'Recurring headaches and trouble sleeping for two weeks.' });
  plan(dubaiVisit, offline(dubaiVisit), { patient, offsetDays: -20, slotIndex: 0, status: 'completed', description: 'Lower back pain after a long flight, needs an assessment.' });
  plan(onlineOther, online(onlineOther), {
    patient, offsetDays: -5, slotIndex: 1, status: 'cancelled', description: 'Discuss my recent blood test results and medication.',
    cancel: { reason: 'Schedule conflict', description: 'I have to travel for work that week and cannot attend.', by: 'user' },
  });
  plan(demo, offline(demo), { patient: patient2, offsetDays: 4, slotIndex: 4, status: 'confirmed', description: 'Itchy skin rash on both arms for three days.' });
  plan(onlineOther, online(onlineOther), { patient: patient2, offsetDays: -12, slotIndex: 0, status: 'completed', description: 'Seasonal allergies and a blocked nose every morning.' });
}

/** The demo patient's enquiry to the first unclaimed (unverified) doctor. */
export async function insertDemoEnquiry(db: Exec, users: DemoUsers, doctors: WrittenDoctor[], now: number): Promise<void> {
  const target = doctors.find((d) => d.seed.status === 'unverified');
  if (!target) return;
  const enquiries = new Batch('enquiries', [
    ['id', 'int4'], ['doctor_id', 'int4'], ['patient_id', 'int4'], ['preferred_date', 'date'], ['preferred_time', 'time'], ['description', 'text'], ['created_at', 'timestamptz'], ['updated_at', 'timestamptz'],
  ]);
  const at = new Date(now - 3_600_000);
  enquiries.add(
    (await maxId(db, 'enquiries')) + 1, target.id, users.patient.id, dateString(todayIn(target.seed.city.timeZone, now) + 2), '10:30',
    'Do you offer evening appointments for a child with a recurring ear infection?', at, at,
  );
  await enquiries.flush(db);
}
