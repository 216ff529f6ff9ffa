import { z } from 'zod';

export const globalSearchBody = z.object({ search: z.string().trim().max(100).default('') });

export type SearchResultType = 'speciality' | 'doctor' | 'service';
export interface SearchResult {
  type: SearchResultType;
  name: string;
  slug: string;
  id: number;
  /** Doctors: the specializations, each with the slug of its speciality (the first is the doctor's main one). */
  details?: { specializations: { id: number; specialization: string; slug: string }[] };
}

export interface SpecialityDto {
  id: number;
  slug: string;
  speciality: string;
  speciality_icon: string | null;
  specializations: { id: number; specialization: string }[];
}
export interface HomeData {
  specialities: SpecialityDto[];
  services: { id: number; service_name: string }[];
  languages: { id: number; language: string }[];
}
