import { z } from 'zod';
import { AUTOCOMPLETE_COUNTRIES } from '../constants.ts';

export const citySearchQuery = z.object({
  search: z.string().trim().min(1).max(80),
  country: z.enum(AUTOCOMPLETE_COUNTRIES).optional(),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});

export const nearestCityQuery = z.object({
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
});

/** A gazetteer city as the search card and the address forms use it (000 §3 location suggestion). */
export interface CitySuggestion {
  city: string;
  city_slug: string;
  state: string | null;
  country: string;
  latitude: number;
  longitude: number;
}

export interface IpLocation extends CitySuggestion {
  address: string;
  postal_code: string | null;
  country_calling_code: string | null;
  /** 'ip' when looked up from the address, 'default' when it fell back to Dubai. */
  source: 'ip' | 'default';
}
