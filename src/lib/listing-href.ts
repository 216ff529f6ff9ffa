/** Query values of a listing URL; empty ones are left out so defaults stay out of the URL. */
export interface ListingQuery {
  specializationId: number;
  latitude?: number;
  longitude?: number;
}

/** `/{speciality slug}/{location slug}?specializationId=…&latitude=…&longitude=…` (000 §2 route map). */
export function listingHref(specialitySlug: string, locationSlug: string, query: ListingQuery): string {
  const params = new URLSearchParams({ specializationId: String(query.specializationId) });
  if (query.latitude !== undefined && Number.isFinite(query.latitude)) params.set('latitude', String(query.latitude));
  if (query.longitude !== undefined && Number.isFinite(query.longitude)) params.set('longitude', String(query.longitude));
  return `/${encodeURIComponent(specialitySlug)}/${encodeURIComponent(locationSlug)}?${params.toString()}`;
}
