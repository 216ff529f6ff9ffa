import { clinicWords } from './data/places.ts';
import { addressLine, jitterAround, postalCode } from './doctor-details.ts';
import type { DoctorSeed } from './doctor-factory.ts';
import { Rng } from './prng.ts';

export interface RangeSeed {
  /** ISO weekday, 1 = Monday … 7 = Sunday. */
  weekday: number;
  start: string;
  end: string;
}

export interface ConfigSeed {
  type: 'online' | 'offline';
  clinicIndex: number | null;
  fee: number;
  slot: number;
  ranges: RangeSeed[];
}

export interface ClinicSeed {
  name: string;
  addressOne: string;
  addressTwo: string;
  postalCode: string | null;
  latitude: number;
  longitude: number;
}

export interface ScheduleSeed {
  clinics: ClinicSeed[];
  configs: ConfigSeed[];
}

export type ConsultMode = 'both' | 'online' | 'offline';

export interface ScheduleOptions {
  bench?: boolean;
  mode?: ConsultMode;
  clinics?: number;
  /**
   * Works every day of the week (online and at the clinic): the demo accounts whose day the
   * end-to-end tests book (today or tomorrow, whatever weekday the suite runs on).
   */
  everyDay?: boolean;
}

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const round50 = (x: number) => Math.round(x / 50) * 50;
const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/** Working-week shapes: Friday is the usual day off in the UAE, Sunday in India. */
const weekPatterns = {
  uae: { days: [[1, 2, 3, 4, 6, 7], [1, 2, 3, 4, 5], [1, 2, 3, 4, 5, 6], [1, 2, 3, 4, 5, 6, 7], [1, 3, 6]], weights: [50, 20, 15, 5, 10] },
  india: { days: [[1, 2, 3, 4, 5, 6], [1, 2, 3, 4, 5, 6, 7], [1, 2, 3, 4, 5], [2, 4, 6], [1, 2, 4, 5, 6]], weights: [55, 10, 20, 8, 7] },
};

type Window = [start: number, end: number];

function morning(rng: Rng): Window {
  const start = rng.pick([8 * 60, 9 * 60, 9 * 60 + 30, 10 * 60]);
  return [start, start + rng.pick([180, 210, 240])];
}

function evening(rng: Rng): Window {
  const start = rng.pick([15 * 60, 16 * 60, 16 * 60 + 30, 17 * 60]);
  return [start, Math.min(21 * 60, start + rng.pick([180, 210, 240]))];
}

function anyWindow(rng: Rng): Window {
  return rng.pick<(r: Rng) => Window>([morning, evening, () => [10 * 60, 18 * 60], () => [19 * 60, 22 * 60]])(rng);
}

function slotDuration(rng: Rng): number {
  return rng.weighted([15, 30, 45, 60], [45, 40, 8, 7]);
}

function ranges(days: number[], windows: Window[]): RangeSeed[] {
  return days.flatMap((weekday) => windows.map(([s, e]) => ({ weekday, start: hhmm(s), end: hhmm(e) })));
}

function fees(rng: Rng, d: DoctorSeed): { online: number; offline: number } {
  const e = Math.min(1, d.experienceYears / 25);
  if (d.city.region === 'uae') {
    return { online: round50(clamp(400 + e * 1200 + rng.int(0, 600), 300, 2500)), offline: round50(clamp(600 + e * 2200 + rng.int(0, 1500), 500, 5000)) };
  }
  return { online: round50(clamp(300 + e * 700 + rng.int(0, 500), 300, 2500)), offline: round50(clamp(500 + e * 1100 + rng.int(0, 700), 500, 5000)) };
}

function makeClinic(rng: Rng, d: DoctorSeed, first: boolean): ClinicSeed {
  const [latitude, longitude] = first ? [d.latitude, d.longitude] : jitterAround(rng, d.latitude, d.longitude, 3);
  const area = first ? d.addressTwo : rng.pick(d.city.areas);
  return {
    name: `${rng.pick(clinicWords.prefixes)} ${rng.pick(clinicWords.suffixes)}${rng.chance(0.4) ? `, ${area.split(',')[0]}` : ''}`,
    addressOne: first ? d.addressOne : addressLine(rng, d.city),
    addressTwo: area,
    postalCode: first ? d.postalCode : postalCode(rng, d.city),
    latitude,
    longitude,
  };
}

function benchConfigs(rng: Rng, d: DoctorSeed, clinicCount: number): ConfigSeed[] {
  const base = fees(rng, d);
  return Array.from({ length: rng.int(5, 20) }, (_, k): ConfigSeed => {
    const online = k === 0 || rng.chance(0.3);
    const days = rng.sample([1, 2, 3, 4, 5, 6, 7], rng.int(1, 2)).sort();
    return {
      type: online ? 'online' : 'offline',
      clinicIndex: online ? null : k % clinicCount,
      fee: round50(clamp((online ? base.online : base.offline) + rng.int(-4, 4) * 50, 300, 5000)),
      slot: slotDuration(rng),
      ranges: ranges(days, [anyWindow(rng)]),
    };
  });
}

/** Clinics and consultation timings of one doctor; the same doctor always gets the same week. */
export function makeSchedule(d: DoctorSeed, options: ScheduleOptions = {}): ScheduleSeed {
  const rng = Rng.for(options.bench ? 'bench-schedule' : 'schedule', d.index);
  const clinicCount = options.clinics ?? (options.bench ? rng.int(1, 3) : rng.weighted([1, 2], [65, 35]));
  const clinics = Array.from({ length: clinicCount }, (_, i) => makeClinic(rng, d, i === 0));
  if (options.bench) return { clinics, configs: benchConfigs(rng, d, clinicCount) };

  const mode = options.mode ?? rng.weighted<ConsultMode>(['both', 'online', 'offline'], [72, 14, 14]);
  const pattern = weekPatterns[d.city.region];
  // Drawn even for everyDay, so the rest of the doctor's schedule stays as it was.
  const drawn = rng.weighted(pattern.days, pattern.weights);
  const week = options.everyDay ? [1, 2, 3, 4, 5, 6, 7] : drawn;
  const fee = fees(rng, d);
  const configs: ConfigSeed[] = [];

  if (mode !== 'offline') {
    const windows = rng.weighted<Window[]>([[morning(rng)], [evening(rng)], [morning(rng), evening(rng)], [[19 * 60, 22 * 60]]], [25, 30, 35, 10]);
    const thinned = rng.chance(0.2) ? drawn.filter(() => rng.chance(0.7)) : drawn;
    const days = options.everyDay ? week : thinned.length ? thinned : drawn;
    configs.push({ type: 'online', clinicIndex: null, fee: fee.online, slot: slotDuration(rng), ranges: ranges(days, windows) });
  }
  if (mode !== 'online') {
    const splitByTime = clinicCount > 1 && rng.chance(0.5);
    for (let c = 0; c < clinicCount; c++) {
      let days = week;
      let windows: Window[] = rng.chance(0.6) ? [morning(rng), evening(rng)] : [rng.chance(0.5) ? morning(rng) : evening(rng)];
      if (clinicCount > 1 && splitByTime) windows = [c === 0 ? morning(rng) : evening(rng)];
      else if (clinicCount > 1) days = week.filter((_, i) => i % clinicCount === c);
      const clinicFee = round50(clamp(fee.offline + (c === 0 ? 0 : rng.int(-4, 4) * 50), 500, 5000));
      configs.push({ type: 'offline', clinicIndex: c, fee: clinicFee, slot: slotDuration(rng), ranges: ranges(days, windows) });
    }
  }
  return { clinics, configs };
}
