import { useQuery } from '@tanstack/react-query';
import { useT } from '../../lib/i18n.ts';
import { capitalizeWords } from '../../shared/format/display-name.ts';
import { locationFromSlug } from '../../shared/format/slug.ts';
import { useHomeData } from '../../lib/home-data.ts';
import type { ListingSearch } from '../../shared/listing/query.ts';
import { doctorsQueryOptions } from './api/doctors.ts';
import { useListingSeo } from './api/listing-seo.ts';
import { useSpecialityDescription } from './api/speciality-description.ts';

export interface ListingScopeInput {
  search: ListingSearch;
  /** specializationId (listing) or SID (search page). */
  specialityId: number | undefined;
  /** The speciality slug of the URL (listing segment, or the search page's `speciality`). */
  specialitySlug: string | undefined;
  location: string;
  latitude: number | undefined;
  longitude: number | undefined;
}

/**
 * What a listing page is about: the speciality (by id, else by its slug once the
 * catalog is loaded), the readable speciality and city names, the page SEO and
 * the rich text under the results.
 */
export function useListingScope({ search, specialityId, specialitySlug, location, latitude, longitude }: ListingScopeInput) {
  const t = useT();
  const home = useHomeData();
  const specialities = home.data?.specialities ?? [];
  const speciality =
    specialityId !== undefined ? specialities.find((s) => s.id === specialityId) : specialities.find((s) => s.slug === specialitySlug);
  const resolvedId = specialityId ?? speciality?.id;
  // Without an id the slug decides, which needs the catalog (or its failure, then no speciality filter).
  const ready = specialityId !== undefined || !specialitySlug || home.isSuccess || home.isError;
  // The listing's own answer names the gazetteer city of the location (the page's list reads the same query).
  const city = useQuery({
    ...doctorsQueryOptions({ search, location, specialityId: resolvedId }),
    enabled: ready,
    // While another page or filter of the same place loads, the place keeps its name.
    placeholderData: (previous, query) => (query?.queryKey[2].location === location ? previous : undefined),
    select: (listing) => listing.city,
  });

  // The page names only a place it lists by: the city (or address) of the URL, else the
  // patient's position ('Your Area'), else none at all ('All Locations'). It used to fall
  // back to Dubai while listing every city.
  const located = latitude !== undefined && longitude !== undefined;
  const names = {
    speciality: speciality?.speciality ?? (specialitySlug ? capitalizeWords(specialitySlug.replace(/-+/g, ' ')) : t('seo.doctors')),
    location: city.data ?? locationFromSlug(location) ?? t(located ? 'listing.yourArea' : 'listing.anyLocation'),
  };

  const seo = useListingSeo(resolvedId, location);
  const descriptionBody =
    resolvedId !== undefined ? { speciality_id: resolvedId, location, latitude: latitude ?? null, longitude: longitude ?? null } : null;
  const specialityText = useSpecialityDescription(descriptionBody);
  // The speciality's own text when there is one; the page's main_description otherwise (or if that call fails).
  const description =
    (descriptionBody && !specialityText.isError ? specialityText.data?.description : seo.data?.main_description) || null;

  return {
    ready,
    specialityId: resolvedId,
    hasSpeciality: Boolean(speciality || specialitySlug),
    names,
    seo: seo.data,
    description,
  };
}
