import type { SeededSpeciality } from './seeded-speciality.ts';
import type { DemoCity } from './data/places.ts';
import type { Rng } from './prng.ts';

const digits = (rng: Rng, count: number) => Array.from({ length: count }, () => rng.int(0, 9)).join('');

/** A point uniformly inside a circle of `km` around the centre, rounded to ~10 cm. */
export function jitterAround(rng: Rng, lat: number, lon: number, km: number): [number, number] {
  const r = km * Math.sqrt(rng.float());
  const theta = rng.float() * 2 * Math.PI;
  const dLat = (r * Math.cos(theta)) / 111.32;
  const dLon = (r * Math.sin(theta)) / (111.32 * Math.cos((lat * Math.PI) / 180));
  return [Math.round((lat + dLat) * 1e6) / 1e6, Math.round((lon + dLon) * 1e6) / 1e6];
}

/** Licence number in the style of the city's council; about one in eight is missing. */
export function registration(rng: Rng, city: DemoCity): { number: string | null; council: string | null } {
  if (rng.chance(0.12)) return { number: null, council: null };
  if (city.region === 'uae') return { number: `${city.council.prefix}-${digits(rng, 8)}`, council: city.council.name };
  if (rng.chance(0.55)) return { number: `MCI-${digits(rng, 6)}`, council: 'National Medical Commission' };
  return { number: `${city.council.prefix}-${digits(rng, 6)}`, council: city.council.name };
}

export function addressLine(rng: Rng, city: DemoCity): string {
  const building = rng.pick(city.buildings);
  if (city.region === 'uae') return `${rng.pick(['Office', 'Suite', 'Clinic'])} ${rng.int(1, 28)}${pad2(rng.int(1, 20))}, ${building}`;
  return `${rng.pick(['Shop', 'Unit', 'Office', 'Clinic'])} ${rng.int(1, 60)}, ${building}`;
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

export function postalCode(rng: Rng, city: DemoCity): string | null {
  return city.postalPrefix ? `${city.postalPrefix}${pad3(rng.int(1, 110))}` : null;
}

function pad3(n: number): string {
  return String(n).padStart(3, '0');
}

export function contactPhone(rng: Rng, city: DemoCity): string {
  if (city.region === 'uae') return `+971 5${rng.pick(['0', '2', '4', '5', '6', '8'])} ${digits(rng, 3)} ${digits(rng, 4)}`;
  return `+91 ${rng.pick(['98', '97', '99', '90', '88', '70'])}${digits(rng, 3)} ${digits(rng, 5)}`;
}

/** "Cardiology" reads as "cardiology" mid-sentence, but "ENT" stays as it is. */
export function lowerName(name: string): string {
  return name === name.toUpperCase() ? name : name.toLowerCase();
}

interface AboutInput {
  firstName: string;
  lastName: string;
  gender: 'male' | 'female';
  experienceYears: number;
  city: DemoCity;
  speciality: SeededSpeciality;
}

/** Two or three sentences, well under the 500-character limit. */
export function aboutText(rng: Rng, d: AboutInput): string {
  const he = d.gender === 'male' ? 'He' : 'She';
  const his = d.gender === 'male' ? 'his' : 'her';
  const years = d.experienceYears === 1 ? '1 year' : `${d.experienceYears} years`;
  const focus = rng.sample(d.speciality.def.specializations, 2).map((s) => s.toLowerCase());
  const role = d.speciality.def.slug === 'general-physician' ? 'general physician' : `${lowerName(d.speciality.def.name)} specialist`;
  const first = `Dr. ${d.firstName} ${d.lastName} is ${/^[aeiou]/i.test(role) ? 'an' : 'a'} ${role} in ${d.city.name} with ${years} of experience.`;
  const second = rng.pick([
    `${he} has a special interest in ${focus.join(' and ')}.`,
    `${he} is known for ${his} work in ${focus[0]} and for clear, unhurried consultations.`,
    `${his.charAt(0).toUpperCase()}${his.slice(1)} practice focuses on ${focus.join(' and ')}, with an emphasis on prevention.`,
  ]);
  const third = rng.pick([
    `${he} believes in explaining every option so patients can decide with confidence.`,
    `${he} sees adults and families in person and online.`,
    `Patients appreciate ${his} evidence-based, practical approach.`,
    '',
  ]);
  return [first, second, third].filter(Boolean).join(' ');
}
