import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client.ts';
import type { HomeData } from '../../shared/schemas/catalog.ts';
import type { MultiOption } from './multi-select.tsx';

/**
 * GET /api/home: the lists the doctor forms choose from (001 §3 listing data:
 * specialities with their specializations, services, languages). Same key as
 * the home page's call, so both share one cached answer.
 */
export const doctorCatalogQueryOptions = () =>
  queryOptions({
    queryKey: ['home', 'data'],
    queryFn: ({ signal }) => apiFetch<HomeData>('/api/home', { signal }),
    staleTime: 5 * 60_000,
  });

export const useDoctorCatalog = () => useQuery(doctorCatalogQueryOptions());

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
