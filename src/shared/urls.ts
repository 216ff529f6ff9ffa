import { locationSlug } from './format/slug.ts';

/**
 * The product's public page addresses (000 §2 route map), for the browser's links and the
 * server's canonical links and sitemap alike. Segments are slugs; they are encoded anyway so
 * a stray character can never break a path.
 */

type QueryValue = string | number | undefined;

function withQuery(path: string, query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const missing = value === undefined || value === '' || (typeof value === 'number' && !Number.isFinite(value));
    if (!missing) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

const segments = (...parts: string[]) => `/${parts.map(encodeURIComponent).join('/')}`;

/** What a doctor's address is made of, as cards and details carry it (000 §3 Doctor). */
export interface DoctorPageRef {
  id: number;
  slug: string;
  /** The primary speciality; 'doctor' stands in without one. */
  speciality?: { slug: string } | null | undefined;
  /** The doctor's city slug, else the slug of the address's city, else default-location. */
  city_slug?: string | null | undefined;
  address?: { city: string | null } | null | undefined;
}

/** A doctor's canonical page as router values: /{speciality}/{location}/doctor/dr-{slug}?doctorId={id}. */
export function doctorRoute(doctor: DoctorPageRef) {
  return {
    params: {
      speciality: doctor.speciality?.slug || 'doctor',
      location: doctor.city_slug || locationSlug(doctor.address?.city),
      doctorSlug: doctor.slug,
    },
    search: { doctorId: doctor.id },
  };
}

/** A doctor's canonical page as a path; `extra` adds query values (the search's isSearch=true). */
export function doctorPath(doctor: DoctorPageRef, extra: Record<string, QueryValue> = {}): string {
  const { params, search } = doctorRoute(doctor);
  return withQuery(`${segments(params.speciality, params.location)}/doctor/${encodeURIComponent(`dr-${params.doctorSlug}`)}`, {
    ...search,
    ...extra,
  });
}

/** `/{speciality slug}/{location slug}?specializationId=…&latitude=…&longitude=…`; coordinates only when known. */
export function listingPath(
  specialitySlug: string,
  location: string,
  query: { specializationId: number; latitude?: number | undefined; longitude?: number | undefined },
): string {
  return withQuery(segments(specialitySlug, location), query);
}

/** `/search/doctor?location=…&SID=…`: the doctors of a place, of one speciality when given. */
export function searchPath(location: string, specialityId?: number): string {
  return withQuery('/search/doctor', { location, SID: specialityId });
}
