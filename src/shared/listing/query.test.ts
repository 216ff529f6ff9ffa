import { describe, expect, it } from 'vitest';
import { LISTING_PAGE_SIZE } from '../constants.ts';
import {
  LISTING_SEARCH_DEFAULTS,
  cleanListingBody,
  listValues,
  listingRequestBody,
  parseListingSearch,
  toListParam,
} from './query.ts';

const parse = (input: Record<string, unknown>) => parseListingSearch(input);

describe('the listing URL', () => {
  it('fills the defaults for an empty URL', () => {
    expect(parse({})).toEqual({ ...LISTING_SEARCH_DEFAULTS, specializationId: undefined, latitude: undefined, longitude: undefined });
    expect(parseListingSearch(undefined)).toEqual(parse({}));
  });

  it('keeps valid values, in the canonical order of the options', () => {
    const search = parse({
      specializationId: 2,
      gender: 'female,male',
      fees: '500-1000,100-500',
      consultation: 'online',
      experience: '16-100,0-5',
      availability: '7,0',
      verified: true,
      relevance: 'experience',
      page: 3,
      latitude: 25.2,
      longitude: '55.3',
    });
    expect(search).toMatchObject({
      specializationId: 2,
      gender: 'male,female',
      fees: '100-500,500-1000',
      consultation: 'online',
      experience: '0-5,16-100',
      availability: '0,7',
      verified: true,
      relevance: 'experience',
      page: 3,
      latitude: 25.2,
      longitude: 55.3,
    });
  });

  it('falls back to the default for each bad value instead of failing', () => {
    const search = parse({
      specializationId: 'cardio',
      gender: 'alien',
      ratings: '9,abc',
      fees: { nested: true },
      verified: 'maybe',
      relevance: 'distance',
      page: -4,
      latitude: 200,
      longitude: 'east',
      search: ['a', 'b'],
    });
    expect(search).toMatchObject({
      specializationId: undefined,
      gender: '',
      ratings: '',
      fees: '',
      verified: false,
      relevance: '',
      page: 1,
      latitude: undefined,
      longitude: undefined,
      search: '',
    });
    expect(parse({ page: 'two' }).page).toBe(1);
    expect(parse({ page: 2.5 }).page).toBe(1);
    expect(parse({ page: 1001 }).page).toBe(1);
    expect(parse({ specializationId: true, page: '' }).specializationId).toBeUndefined();
  });

  it('drops unknown values from a list but keeps the known ones', () => {
    expect(parse({ gender: 'female,robot,female' }).gender).toBe('female');
    expect(parse({ languages: '3,x,1,3,0' }).languages).toBe('1,3');
    expect(parse({ languages: '1234567890' }).languages).toBe('');
  });

  it('drops unknown params', () => {
    expect(parse({ foo: 'bar' })).not.toHaveProperty('foo');
  });

  it('keeps a lone numeric list value a number, so the router does not quote it', () => {
    expect(parse({ ratings: 5 }).ratings).toBe(5);
    expect(parse({ availability: '0' }).availability).toBe(0);
    expect(parse({ ratings: '5,4' }).ratings).toBe('5,4');
  });

  it('accepts the usual spellings of a true flag and trims the text', () => {
    expect(parse({ verified: 'true' }).verified).toBe(true);
    expect(parse({ verified: ' YES ' }).verified).toBe(true);
    expect(parse({ verified: 1 }).verified).toBe(true);
    expect(parse({ search: '  heart   pain ' }).search).toBe('heart pain');
    expect(parse({ search: 123 }).search).toBe('123');
    expect(parse({ search: 'x'.repeat(300) }).search).toHaveLength(100);
    expect(parse({ relevance: 'Ratings' }).relevance).toBe('ratings');
  });

  it('keeps coordinates only as a pair', () => {
    expect(parse({ latitude: 25.2 })).toMatchObject({ latitude: undefined, longitude: undefined });
    expect(parse({ latitude: '', longitude: '' })).toMatchObject({ latitude: undefined, longitude: undefined });
    expect(parse({ latitude: 0, longitude: 0 })).toMatchObject({ latitude: 0, longitude: 0 });
  });
});

describe('the request body', () => {
  const location = 'dubai';

  it('sends the defaults as empty lists, page 1 and the location slug', () => {
    expect(listingRequestBody(parse({}), { specialityId: undefined, location })).toEqual({
      per_page: LISTING_PAGE_SIZE,
      location,
      consultation_type: [],
      availability: [],
      fees: [],
      gender: [],
      ratings: [],
      experience: [],
      languages: [],
      insurance: [],
      verified: false,
      page: 1,
    });
  });

  it('maps every URL param to the names of 000 §7', () => {
    const search = parse({
      gender: 'female,others',
      experience: '0-10',
      verified: 'true',
      languages: '2,1',
      insurance: 'thiqa,daman-enhanced,<b>x</b>',
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
    expect(listingRequestBody(search, { specialityId: 2, location })).toEqual({
      speciality_id: 2,
      per_page: LISTING_PAGE_SIZE,
      location,
      page: 2,
      gender: ['female', 'others'],
      experience: ['0-10'],
      verified: true,
      languages: [1, 2],
      insurance: ['daman-enhanced', 'thiqa'],
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

  it('is read back by the server as the same query the URL gave (one contract)', () => {
    const urls = [
      {},
      { gender: 'male,others', consultation: 'offline', availability: '1,15', fees: '5000-10000', ratings: 2 },
      { experience: '11-16', languages: 7, verified: true, relevance: 'ratings', page: 9, search: 'skin', latitude: -33.9, longitude: 151.2 },
    ];
    for (const url of urls) {
      const search = parse(url);
      const body = JSON.parse(JSON.stringify(listingRequestBody(search, { specialityId: 5, location })));
      const read = cleanListingBody(body);
      expect(parseListingSearch({ ...search, specializationId: 5 })).toEqual(
        parseListingSearch({ ...read, specializationId: read.specialityId, relevance: read.sort }),
      );
    }
  });

  it("reads a body's lists as arrays or comma lists, and 'other' as 'others'", () => {
    expect(cleanListingBody({ gender: ['other', 'MALE'], fees: '500-1000,100-500', ratings: ['4', 9], sort_by: 'distance' })).toMatchObject({
      gender: ['male', 'others'],
      fees: ['100-500', '500-1000'],
      ratings: [4],
      sort: '',
    });
    expect(cleanListingBody(null)).toMatchObject({ page: 1, verified: false, search: '', languages: [] });
  });
});

describe('list params', () => {
  it('split and join', () => {
    expect(listValues('a, b,,c')).toEqual(['a', 'b', 'c']);
    expect(listValues(5)).toEqual(['5']);
    expect(listValues(['A', 2, { x: 1 }])).toEqual(['a', '2']);
    expect(listValues('')).toEqual([]);
    expect(listValues(undefined)).toEqual([]);
    expect(toListParam(['1'])).toBe(1);
    expect(toListParam(['1', '2'])).toBe('1,2');
    expect(toListParam([])).toBe('');
  });
});
