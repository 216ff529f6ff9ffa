import type { MessageKey } from '../i18n/en.ts';
import { indefiniteArticle } from './article.ts';

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export interface DoctorSeoInput {
  name: string;
  /** The practitioner ('Cardiologist'), or '' when the doctor has no speciality. */
  speciality: string;
  city: string;
  years: number;
}

/**
 * A doctor page's built title and description (000 §2), shared by the served
 * head and the offline fallback: experience in its plural form ('1 Year
 * Experience') and the article the practitioner takes ('an Ayurvedic Doctor').
 */
export function doctorSeoCopy(t: Translate, input: DoctorSeoInput): { title: string; description: string } {
  const { years } = input;
  const values = {
    name: input.name,
    speciality: input.speciality,
    city: input.city,
    years: String(years),
    article: indefiniteArticle(input.speciality),
    experience: t('detail.experience', { years }),
    experienceOf: t('seo.doctor.yearsOfExperience', { years }),
  };
  const withSpeciality = Boolean(input.speciality);
  return {
    title: t(withSpeciality ? 'seo.doctor.title' : 'seo.doctor.titleNoSpeciality', values),
    description: t(withSpeciality ? 'seo.doctor.description' : 'seo.doctor.descriptionNoSpeciality', values),
  };
}
