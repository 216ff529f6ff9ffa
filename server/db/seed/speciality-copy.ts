import type { SpecialityDef } from './data/speciality-def.ts';
import { lowerName } from './doctor-details.ts';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * The rich text under a speciality listing: h2, p and ul only, with the
 * {location} placeholder the listing replaces by the city name.
 */
export function specialityDescription(def: SpecialityDef): string {
  const name = escapeHtml(def.name);
  const items = (list: string[]) => `<ul>${list.map((x) => `<li>${escapeHtml(x)}</li>`).join('')}</ul>`;
  return [
    `<h2>${name} doctors in {location}</h2>`,
    `<p>${escapeHtml(def.blurb)} Compare ${lowerName(name)} doctors in {location} by experience, patient ratings, fees and languages spoken, then book an online consultation or a clinic visit in a few clicks.</p>`,
    `<h2>Common reasons to book</h2>`,
    items(def.services),
    `<h2>Areas of expertise</h2>`,
    items(def.specializations),
    `<p>Fees, timings and clinic addresses are shown on every profile. For a medical emergency, call your local emergency number.</p>`,
  ].join('\n');
}
