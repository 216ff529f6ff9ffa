import { expect, type APIRequestContext } from '@playwright/test';
import { apiToken } from './e2e-auth.ts';
import { DOCTOR, type Slot } from './e2e-bookings.ts';

/** The setup of family-insurance-journey.spec (issue 41): where and when the journey books, and with which network. */

export interface Catalog { id: number; name: string; country: string; networks: { id: number; slug: string; name: string }[] }

export interface Plan {
  clinic: { id: number; clinic_name: string };
  insurer: Catalog;
  network: Catalog['networks'][number];
  /** Doctors in the Dubai listing of the speciality filtered by the network. */
  total: number;
  /** The booking's time and the time it is moved to, on the same day. */
  slot: Slot;
  moveTo: Slot;
  /** The server's clock for the day view (which shows today and tomorrow), or null: the real one. */
  dayViewClock: string | null;
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Where and when to book, read from the API rather than copied from the seed: the first day from
 * tomorrow on with two free times at one of the demo doctor's clinics that takes some network
 * (clinics close on some weekdays: the day after a Thursday may have none), and a network of that
 * clinic, one that narrows the Dubai listing if any does.
 */
export async function plan(request: APIRequestContext, language: string, doctorId: number, specialityId: number): Promise<Plan> {
  const token = await apiToken(request, DOCTOR, { role: 'doctor' });
  const mine = (await (await request.get('/api/doctor/insurance', { headers: { authorization: `Bearer ${token}` } })).json()) as {
    data: { clinics: { id: number; clinic_name: string; network_ids: number[] }[] };
  };
  const ask = async (clinicId: number, date?: string) =>
    ((await (await request.post('/api/doctor-availability', { data: { doctor_id: doctorId, type: 'offline', clinic_id: clinicId, date } })).json()) as {
      data: { time_zone: string; date: string; days: { date: string; status: boolean }[]; offline_timeslots: { time: string; isDisabled: boolean }[] };
    }).data;
  let found: { clinic: (typeof mine.data.clinics)[number]; slots: Slot[]; today: string } | undefined;
  for (const clinic of mine.data.clinics.filter((c) => c.network_ids.length > 0)) {
    const first = await ask(clinic.id);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: first.time_zone }).format(new Date());
    for (const day of first.days.filter((d) => d.status && d.date > today && (!found || d.date < found.slots[0]!.date))) {
      const free = (await ask(clinic.id, day.date)).offline_timeslots.filter((s) => !s.isDisabled).map((s) => ({ date: day.date, time: s.time }));
      if (free.length >= 2) {
        found = { clinic, slots: free, today };
        break;
      }
    }
  }
  expect(found, 'a day this week with two free times at a clinic of the demo doctor that takes insurance').toBeTruthy();
  const { clinic, slots, today } = found!;
  const catalog = ((await (await request.get('/api/insurers', { headers: { 'accept-language': language } })).json()) as { data: Catalog[] }).data;
  const listed = async (filters: Record<string, unknown> = {}) => {
    const response = await request.post('/api/doctors', { data: { speciality_id: specialityId, location: 'dubai', per_page: 50, page: 1, ...filters } });
    return ((await response.json()) as { total: number }).total;
  };
  const all = await listed();
  const choices = catalog.flatMap((insurer) => insurer.networks.filter((n) => clinic.network_ids.includes(n.id)).map((network) => ({ insurer, network })));
  let choice = { ...choices[0]!, total: all };
  for (const candidate of choices) {
    const total = await listed({ insurance: [candidate.network.slug] });
    if (total < all) {
      choice = { ...candidate, total };
      break;
    }
  }
  // The day before the booking's, at noon in the Gulf: the day view shows the booking as tomorrow's.
  const dayBefore = addDays(slots[0]!.date, -1);
  return { clinic, ...choice, slot: slots[0]!, moveTo: slots.at(-1)!, dayViewClock: dayBefore === today ? null : `${dayBefore}T08:00:00.000Z` };
}
