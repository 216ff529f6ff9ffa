import { DEFAULT_LOCATION_SLUG } from '../../shared/constants.ts';
import type { DoctorCard } from '../../shared/schemas/doctor.ts';

/**
 * The detail page of a card (000 §2 route map):
 * /{speciality slug}/{location slug}/doctor/dr-{slug}?doctorId={id}. The doctor's own
 * speciality and city make the path (as in the server's canonical link); the
 * listing's segments stand in when the doctor has none.
 */
export function doctorHref(
  doctor: Pick<DoctorCard, 'id' | 'slug' | 'speciality' | 'city_slug'>,
  fallback: { speciality: string; location: string },
): string {
  const speciality = doctor.speciality?.slug || fallback.speciality;
  const location = doctor.city_slug || fallback.location || DEFAULT_LOCATION_SLUG;
  const path = [speciality, location, 'doctor', `dr-${doctor.slug}`].map(encodeURIComponent).join('/');
  return `/${path}?doctorId=${doctor.id}`;
}
