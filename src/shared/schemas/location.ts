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
export const citySuggestion = z.object({
  city: z.string(),
  city_slug: z.string(),
  state: z.string().nullable(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type CitySuggestion = z.infer<typeof citySuggestion>;

export const ipLocation = citySuggestion.extend({
  address: z.string(),
  postal_code: z.string().nullable(),
  country_calling_code: z.string().nullable(),
  /** 'ip' when looked up from the address, 'default' when it fell back to Dubai. */
  source: z.enum(['ip', 'default']),
});
export type IpLocation = z.infer<typeof ipLocation>;
