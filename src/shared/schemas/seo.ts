import { z } from 'zod';
import { isDbId } from './db-values.ts';
import { firstDoctorId } from './doctor.ts';

export const PAGE_TYPES = ['Home', 'Doctor Listing'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** Search-engine data of a page (000 §3 Page SEO data). */
export const pageSeo = z.object({
  title: z.string(),
  description: z.string(),
  canonical_url: z.string(),
  /** Listing pages: the rich-text block below the results, sanitised HTML. */
  main_description: z.string().nullable().optional(),
});
export type PageSeo = z.infer<typeof pageSeo>;

export const specialityDescriptionData = z.object({ description: z.string() });

const optionalId = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v) => {
    const n = v === null || v === undefined || v === '' ? NaN : Number(v);
    return isDbId(n) ? n : undefined;
  });
const optionalText = z
  .string()
  .nullish()
  .transform((v) => v?.trim().slice(0, 120) || undefined);
const optionalCoordinate = (limit: number) =>
  z
    .union([z.number(), z.string()])
    .nullish()
    .transform((v) => {
      const n = v === null || v === undefined || v === '' ? NaN : Number(v);
      return Number.isFinite(n) && Math.abs(n) <= limit ? n : undefined;
    });

/** POST /api/all-seos. `location` is a city name or a location slug; Dubai when absent. */
export const allSeosBody = z.object({
  page_type: z.enum(PAGE_TYPES),
  speciality_id: optionalId,
  location: optionalText,
});
export type AllSeosRequest = z.input<typeof allSeosBody>;

/** POST /api/speciality-description: the location comes from `location`, else the coordinates, else Dubai. */
export const specialityDescriptionBody = z.object({
  speciality_id: z.union([z.number(), z.string()]).transform((v, ctx) => {
    const n = Number(v);
    if (!isDbId(n)) {
      ctx.addIssue({ code: 'custom', input: v, params: { validation: 'specialityId' } });
      return z.NEVER;
    }
    return n;
  }),
  latitude: optionalCoordinate(90),
  longitude: optionalCoordinate(180),
  location: optionalText,
});
export type SpecialityDescriptionRequest = z.input<typeof specialityDescriptionBody>;

/** POST /api/doctor-seo-data. */
export const doctorSeoDataBody = z.object({
  doctor_id: z.union([z.string(), z.number()]).transform((v, ctx) => {
    const id = firstDoctorId(v);
    if (id === null) {
      ctx.addIssue({ code: 'custom', input: v, params: { validation: 'doctorId' } });
      return z.NEVER;
    }
    return id;
  }),
});
