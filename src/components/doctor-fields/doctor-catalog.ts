import type { HomeData } from '../../shared/schemas/catalog.ts';
import type { MultiOption } from './multi-select.tsx';

// The lists the doctor forms choose from (001 §3 listing data), out of GET /api/home (src/lib/home-data.ts).

/**
 * The specializations a doctor picks from: those of the chosen speciality (registration and Professional
 * Info choose the speciality first), or, with none chosen, every speciality's. A name is offered once
 * ("Andrology" belongs to Urology and to Sexology): the chosen speciality's own row, else the first.
 */
export function specializationOptions(catalog: HomeData | undefined, specialityId?: string): MultiOption[] {
  const seen = new Set<string>();
  const options: MultiOption[] = [];
  for (const speciality of catalog?.specialities ?? []) {
    if (specialityId && String(speciality.id) !== specialityId) continue;
    for (const item of speciality.specializations) {
      const name = item.specialization.trim().toLocaleLowerCase();
      if (seen.has(name)) continue;
      seen.add(name);
      options.push({ id: String(item.id), label: item.specialization });
    }
  }
  return options.sort((a, b) => a.label.localeCompare(b.label));
}

/** The specialities a doctor is listed under, for the speciality choice. */
export const specialityOptions = (catalog: HomeData | undefined): { id: string; label: string }[] =>
  (catalog?.specialities ?? []).map((s) => ({ id: String(s.id), label: s.speciality }));

export const serviceOptions = (catalog: HomeData | undefined): MultiOption[] =>
  (catalog?.services ?? []).map((item) => ({ id: item.service_name, label: item.service_name }));

export const languageOptions = (catalog: HomeData | undefined): MultiOption[] =>
  (catalog?.languages ?? []).map((item) => ({ id: item.language, label: item.language }));
