import { LISTING_PAGE_SIZE } from '../../shared/constants.ts';
import { listValues, type ListingSearch } from './listing-search.ts';

/** POST /api/doctors body (000 §7), as this client sends it. */
export interface DoctorsRequestBody {
  speciality_id?: number;
  per_page: number;
  page: number;
  gender: string[];
  experience: string[];
  verified: boolean;
  languages: number[];
  city?: string;
  consultation_type: string[];
  availability: number[];
  fees: string[];
  ratings: number[];
  sort_by: string;
  latitude?: number;
  longitude?: number;
  search?: string;
}

export interface ListingScope {
  /** The speciality from the URL (specializationId, or SID on /search/doctor). */
  specialityId?: number | undefined;
  /** The gazetteer city the location slug names; null when it names none (default-location, an address). */
  city?: string | null | undefined;
}

const numbers = (values: string[]) => values.map(Number).filter((n) => Number.isFinite(n));

/**
 * Maps the URL's search params to the API payload. Undefined fields are left
 * out entirely so equal filters always give equal bodies (the body is part of
 * the query key). Coordinates travel only as a pair.
 */
export function doctorsRequestBody(search: ListingSearch, scope: ListingScope): DoctorsRequestBody {
  const body: DoctorsRequestBody = {
    per_page: LISTING_PAGE_SIZE,
    page: search.page,
    gender: listValues(search.gender),
    experience: listValues(search.experience),
    verified: search.verified,
    languages: numbers(listValues(search.languages)),
    consultation_type: listValues(search.consultation),
    availability: numbers(listValues(search.availability)),
    fees: listValues(search.fees),
    ratings: numbers(listValues(search.ratings)),
    sort_by: search.relevance,
  };
  if (scope.specialityId) body.speciality_id = scope.specialityId;
  if (scope.city) body.city = scope.city;
  if (search.search) body.search = search.search;
  if (search.latitude !== undefined && search.longitude !== undefined) {
    body.latitude = search.latitude;
    body.longitude = search.longitude;
  }
  return body;
}
