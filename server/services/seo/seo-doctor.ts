import type { Db } from '../../db/client.ts';
import type { PageSeo } from '../../../src/shared/schemas/seo.ts';
import { DEFAULT_CITY } from '../../../src/shared/constants.ts';
import { currentLocale, t } from '../../../src/shared/i18n/format.ts';
import { doctorSeoCopy } from '../../../src/shared/format/doctor-seo-copy.ts';
import { doctorPath } from '../../../src/shared/urls.ts';
import { absolute } from './seo.ts';
import { doctorName, practitioner } from './seo-text.ts';
import { localName } from '../common/catalog-names.ts';
import { pageRead } from '../common/page-reads.ts';
import { doctorDetailRow } from '../doctor-profile/doctor-detail.ts';

export interface DoctorSeo extends PageSeo {
  /** What the served head's Open Graph and JSON-LD need beyond the copy. */
  name: string;
  image: string | null;
  speciality: string | null;
  address: { street: string; locality: string | null; region: string | null; postalCode: string | null; country: string | null };
  avgRating: number;
  reviewsCount: number;
}

interface Row {
  id: number;
  slug: string;
  first_name: string;
  last_name: string;
  seo_title: string | null;
  seo_description: string | null;
  experience_years: number;
  profile_image: string | null;
  address_one: string | null;
  address_two: string | null;
  city: string | null;
  city_slug: string | null;
  state: string | null;
  postal_code: string | null;
  country: string | null;
  avg_rating: string | number;
  reviews_count: number;
  sp_slug: string | null;
  sp_name: string | null;
}

/** The canonical page of a doctor row (src/shared/urls.ts: primary speciality and city as segments). */
export function doctorRowPath(r: { id: number; slug: string; sp_slug: string | null; city_slug: string | null; city: string | null }): string {
  return doctorPath({ id: Number(r.id), slug: r.slug, speciality: r.sp_slug ? { slug: r.sp_slug } : null, city_slug: r.city_slug, address: { city: r.city } });
}

/** A stored image as an absolute URL; bare paths are under the public storage base /media (as the client reads them). */
export function imageUrl(origin: string, image: string | null): string | null {
  if (!image) return null;
  if (/^https?:\/\//i.test(image) || image.startsWith('/')) return absolute(origin, image);
  return `${origin}/media/${image}`;
}

/**
 * POST /api/doctor-seo-data and the detail page's served head: the doctor's
 * own seo_title/seo_description, else copy built from name, speciality, city
 * (Dubai when unknown) and experience (000 §2), from the doctor-detail row; null when unknown.
 */
export function doctorSeo(db: Db, origin: string, doctorId: number): Promise<DoctorSeo | null> {
  // A doctor page's head and its render's /api/doctor-seo-data read the same row: once a page (issue 40).
  return pageRead(`doctor-seo ${origin} ${doctorId} ${currentLocale()}`, () => loadDoctorSeo(db, origin, doctorId));
}

async function loadDoctorSeo(db: Db, origin: string, doctorId: number): Promise<DoctorSeo | null> {
  // The doctor-detail row (one read a page request: the page's head, its render's doctor-detail and this).
  const row: Row | null = await doctorDetailRow(db, doctorId);
  if (!row) return null;
  const name = doctorName(row.first_name, row.last_name);
  const built = doctorSeoCopy(t, {
    name,
    // English names the practitioner ('a Cardiologist'); Arabic and Hindi copy names the speciality.
    speciality: row.sp_name ? (currentLocale() === 'en' ? practitioner(row.sp_name) : localName('specialities', row.sp_name)) : '',
    city: localName('places', row.city || DEFAULT_CITY),
    years: Number(row.experience_years) || 0,
  });
  const title = row.seo_title?.trim() || built.title;
  const description = row.seo_description?.trim() || built.description;
  return {
    title,
    description,
    canonical_url: absolute(origin, doctorRowPath(row)),
    name: `Dr. ${name}`,
    image: imageUrl(origin, row.profile_image),
    speciality: row.sp_name,
    address: {
      street: [row.address_one, row.address_two].filter(Boolean).join(', '),
      // The page's language (JSON-LD of an Arabic page reads in Arabic); medicalSpecialty stays schema.org's English value.
      locality: row.city ? localName('places', row.city) : row.city,
      region: row.state,
      postalCode: row.postal_code,
      country: row.country,
    },
    avgRating: Number(row.avg_rating),
    reviewsCount: Number(row.reviews_count),
  };
}
