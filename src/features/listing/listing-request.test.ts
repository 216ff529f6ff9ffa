import { describe, expect, it } from 'vitest';
import { LISTING_PAGE_SIZE } from '../../shared/constants.ts';
import { doctorsRequestBody } from './listing-request.ts';
import { listingSearchSchema } from './listing-search.ts';

describe('doctorsRequestBody', () => {
  it('sends the defaults as empty lists and page 1', () => {
    expect(doctorsRequestBody(listingSearchSchema.parse({}), {})).toEqual({
      per_page: LISTING_PAGE_SIZE,
      page: 1,
      gender: [],
      experience: [],
      verified: false,
      languages: [],
      consultation_type: [],
      availability: [],
      fees: [],
      ratings: [],
      sort_by: '',
    });
  });

  it('maps every URL param to the API payload', () => {
    const search = listingSearchSchema.parse({
      gender: 'female,others',
      experience: '0-10',
      verified: 'true',
      languages: '2,1',
      consultation: 'online,offline',
      availability: '0,7',
      fees: '100-500',
      ratings: '4,3',
      relevance: 'experience',
      page: 2,
      search: 'heart',
      latitude: 25.2,
      longitude: 55.3,
    });
    expect(doctorsRequestBody(search, { specialityId: 2, city: 'Dubai' })).toEqual({
      speciality_id: 2,
      per_page: LISTING_PAGE_SIZE,
      page: 2,
      gender: ['female', 'others'],
      experience: ['0-10'],
      verified: true,
      languages: [1, 2],
      city: 'Dubai',
      consultation_type: ['online', 'offline'],
      availability: [0, 7],
      fees: ['100-500'],
      ratings: [4, 3],
      sort_by: 'experience',
      latitude: 25.2,
      longitude: 55.3,
      search: 'heart',
    });
  });

  it('leaves out a city the location does not name and a half pair of coordinates', () => {
    const body = doctorsRequestBody(listingSearchSchema.parse({ latitude: 25.2 }), { city: null, specialityId: undefined });
    expect(body).not.toHaveProperty('city');
    expect(body).not.toHaveProperty('latitude');
    expect(body).not.toHaveProperty('speciality_id');
    expect(Object.values(body)).not.toContain(undefined);
  });
});
