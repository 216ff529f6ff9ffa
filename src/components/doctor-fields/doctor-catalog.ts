import type { HomeData } from '../../shared/schemas/catalog.ts';
import type { MultiOption } from './multi-select.tsx';

// The lists the doctor forms choose from (001 §3 listing data), out of GET /api/home (src/lib/home-data.ts).

/** Specializations of every speciality (registration) or of one, by id. */
export function specializationOptions(catalog: HomeData | undefined): MultiOption[] {
  const seen = new Set<number>();
  const options: MultiOption[] = [];
  for (const speciality of catalog?.specialities ?? []) {
    for (const item of speciality.specializations) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      options.push({ id: String(item.id), label: item.specialization });
    }
  }
  return options.sort((a, b) => a.label.localeCompare(b.label));
}

export const serviceOptions = (catalog: HomeData | undefined): MultiOption[] =>
  (catalog?.services ?? []).map((item) => ({ id: item.service_name, label: item.service_name }));

export const languageOptions = (catalog: HomeData | undefined): MultiOption[] =>
  (catalog?.languages ?? []).map((item) => ({ id: item.language, label: item.language }));
