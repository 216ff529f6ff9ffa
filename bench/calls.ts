import { randomUUID } from 'node:crypto';
import { TransactionRollbackError } from 'drizzle-orm';
import { listingBody, type ListingRequest } from '../src/shared/schemas/listing.ts';
import { myAppointmentsBody } from '../src/shared/schemas/my-appointments.ts';
import { addAppointmentBody } from '../src/shared/schemas/booking.ts';
import { addDays } from '../src/shared/slots/zoned-time.ts';
import type { Db } from '../server/db/client.ts';
import { loadAvailability } from '../server/services/booking/availability.ts';
import { bookAppointment } from '../server/services/booking/booking.ts';
import { doctorDetail } from '../server/services/doctor-profile/doctor-detail.ts';
import { loadHome } from '../server/services/listing/catalog.ts';
import { globalSearch } from '../server/services/listing/global-search.ts';
import { listDoctors } from '../server/services/listing/listing.ts';
import { listMyAppointments } from '../server/services/booking/my-appointments.ts';
import { resolveSession } from '../server/services/auth/sessions.ts';
import { BENCH_BOOKING_NOTE, type Fixtures } from './fixtures.ts';
import type { BookingSlot } from './slots.ts';

export interface CallRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** One API call under load, and the same work done through the services for EXPLAIN. */
export interface BenchCall {
  name: string;
  /**
   * p95 target in ms. The issues set every target on PostgreSQL (100 000 doctors); PGlite's figures
   * are reported, not judged: it runs one query at a time inside the server's process, so under
   * 10 connections its latency is mostly the queue.
   */
  target?: { p95: number; /** Least throughput as a share of the bare Fastify route in the same run (issue 17: 0.1). */ ratio?: number };
  /** Sends this bench patient's bearer token. */
  auth?: 'reader';
  /** A 404 means the call is not built yet: reported as 'not available', not as a failure. */
  optional?: boolean;
  /** A server-rendered page: each answer's HTML is checked, the client-rendered shell counts as a failure (bench/pages.ts). */
  page?: boolean;
  /** The next request of the sequence. */
  next(f: Fixtures): CallRequest;
  /** Runs what the route handler runs (one sample input), for query capture. Absent: the plan is not checked. */
  service?(db: Db, f: Fixtures): Promise<unknown>;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const post = (path: string, body: unknown): CallRequest => ({ method: 'POST', path, body });
const today = () => new Date().toISOString().slice(0, 10);

const GENDERS = ['male', 'female'] as const;
const FEES = ['100-500', '500-1000', '1000-2000', '2000-5000'] as const;
const EXPERIENCE = ['0-5', '0-10', '11-16', '16-100'] as const;

const search = (chars: 1 | 3 | 8): BenchCall => ({
  name: `global-search ${chars} char${chars > 1 ? 's' : ''}`,
  target: { p95: 30 },
  next: (f) => post('/api/global-search', { search: pick(f.searchTerms[chars]) }),
  service: (db, f) => globalSearch(db, pick(f.searchTerms[chars])),
});

/** Issue 17: the public reads (home, listing, doctor detail) p95 ≤ 20 ms and ≥ 10 % of the bare route's throughput. */
const READ_TARGET = { p95: 20, ratio: 0.1 };

/** A city and a network its patients carry, as the listing's URL names them. */
const INSURED_CITIES: ListingRequest[] = [
  { location: 'dubai', insurance: ['daman-enhanced'] },
  { location: 'abu-dhabi', insurance: ['thiqa'] },
  { location: 'dubai', insurance: ['nas-gn', 'nextcare-gn'] },
  { location: 'mumbai', insurance: ['star-comprehensive'] },
];

const listing = (name: string, body: (f: Fixtures) => ListingRequest): BenchCall => ({
  name,
  target: READ_TARGET,
  next: (f) => post('/api/doctors', body(f)),
  service: (db, f) => listDoctors(db, listingBody.parse(body(f))),
});

/**
 * Slots are handed out once each; past the end they repeat (and answer 409, counted apart). Each
 * goes to the next bench booker in turn, so no booker nears the per-patient booking limits.
 */
function bookingCursor() {
  let i = 0;
  return (f: Fixtures): { slot: BookingSlot; booker: Fixtures['bookers'][number] } => {
    const n = i++;
    return { slot: f.slots[n % f.slots.length]!, booker: f.bookers[n % f.bookers.length]! };
  };
}
const nextBooking = bookingCursor();

const bookingBody = (slot: BookingSlot, email: string) => ({
  doctor_id: slot.doctor_id,
  appointment_date: slot.date,
  appointment_time: slot.time,
  appointment_type: 'online',
  name: 'Bench Patient',
  email,
  phone: '501234567',
  description: BENCH_BOOKING_NOTE,
});

export const calls: BenchCall[] = [
  search(1),
  search(3),
  search(8),
  {
    name: 'home',
    target: READ_TARGET,
    next: () => ({ method: 'GET', path: '/api/home' }),
    service: (db) => loadHome(db),
  },
  listing('listing, no filter', () => ({ page: 1 })),
  listing('listing, 4 filters', (f) => ({
    speciality_id: pick(f.specialityIds), gender: [pick(GENDERS)], fees: [pick(FEES)], experience: [pick(EXPERIENCE)],
  })),
  // Issue 41: a patient's card in a UAE or Indian city (seeded coverage: server/db/seed/insurance-coverage.ts),
  // alone and with a speciality (two GIN lookups intersected).
  listing('listing, insurance', () => pick(INSURED_CITIES)),
  listing('listing, speciality + insurance', (f) => ({ ...pick(INSURED_CITIES), speciality_id: pick(f.specialityIds) })),
  // Relevance with a position: verified doctors first, each bucket nearest first.
  listing('listing by distance', (f) => ({ ...pick(f.points) })),
  {
    name: 'doctor-detail',
    target: READ_TARGET,
    next: (f) => ({ method: 'GET', path: `/api/doctor-detail?doctor_id=${pick(f.doctorIds)}` }),
    service: (db, f) => doctorDetail(db, pick(f.doctorIds)),
  },
  {
    name: 'doctor-availability',
    target: { p95: 30 },
    next: (f) => post('/api/doctor-availability', {
      doctor_id: pick(f.doctorIds), date: addDays(today(), 1 + Math.floor(Math.random() * 6)), type: pick(['online', 'offline']),
    }),
    service: (db, f) => loadAvailability(db, { doctorId: pick(f.doctorIds), date: addDays(today(), 2), type: 'online' }),
  },
  {
    name: 'add-appointment',
    target: { p95: 100 },
    next: (f) => {
      const { slot, booker } = nextBooking(f);
      return {
        ...post('/api/add-appointment', bookingBody(slot, booker.email)),
        headers: { 'idempotency-key': randomUUID(), authorization: `Bearer ${booker.token}` },
      };
    },
    // Booked inside a transaction that is rolled back, so the data set keeps its slots.
    service: async (db, f) => {
      await resolveSession(db, f.bookers[0]!.token);
      const input = addAppointmentBody.parse(bookingBody(f.slots[f.slots.length - 1]!, f.bookers[0]!.email));
      await db.transaction(async (tx) => {
        await bookAppointment(tx as unknown as Db, { patientId: f.bookers[0]!.id, input, publicOrigin: 'http://127.0.0.1' });
        tx.rollback();
      }).catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    },
  },
  {
    name: 'my-appointments',
    auth: 'reader',
    optional: true,
    next: () => post('/api/my-appointments', { type: 'Upcoming', page: 1 }),
    service: async (db, f) => {
      await resolveSession(db, f.reader.token);
      return listMyAppointments(db, f.reader.id, myAppointmentsBody.parse({ type: 'Upcoming', page: 1 }));
    },
  },
];
