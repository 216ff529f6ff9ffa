import { z } from 'zod';

export const globalSearchBody = z.object({ search: z.string().trim().max(100).default('') });

const searchResultType = z.enum(['speciality', 'doctor', 'service']);
export type SearchResultType = z.infer<typeof searchResultType>;
export const searchResult = z.object({
  type: searchResultType,
  name: z.string(),
  slug: z.string(),
  id: z.number().int(),
  /** Doctors: the specializations, each with the slug of its speciality (the first is the doctor's main one). */
  details: z.object({ specializations: z.array(z.object({ id: z.number().int(), specialization: z.string(), slug: z.string() })) }).optional(),
});
export type SearchResult = z.infer<typeof searchResult>;

const specialityDto = z.object({
  id: z.number().int(),
  slug: z.string(),
  speciality: z.string(),
  speciality_icon: z.string().nullable(),
  specializations: z.array(z.object({ id: z.number().int(), specialization: z.string() })),
});
export type SpecialityDto = z.infer<typeof specialityDto>;
export const homeData = z.object({
  specialities: z.array(specialityDto),
  services: z.array(z.object({ id: z.number().int(), service_name: z.string() })),
  languages: z.array(z.object({ id: z.number().int(), language: z.string() })),
});
export type HomeData = z.infer<typeof homeData>;
