import { describe, expect, it } from 'vitest';
import { LISTING_SEARCH_DEFAULTS, listingSearchSchema, listValues, toListParam } from './listing-search.ts';

const parse = (input: Record<string, unknown>) => listingSearchSchema.parse(input);

describe('listing search params', () => {
  it('fills the defaults for an empty URL', () => {
    expect(parse({})).toEqual({ ...LISTING_SEARCH_DEFAULTS, specializationId: undefined, latitude: undefined, longitude: undefined });
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
  });

  it('drops unknown values from a list but keeps the known ones', () => {
    expect(parse({ gender: 'female,robot,female' }).gender).toBe('female');
    expect(parse({ languages: '3,x,1,3,0' }).languages).toBe('1,3');
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
    expect(parse({ verified: 1 }).verified).toBe(true);
    expect(parse({ search: '  heart   pain ' }).search).toBe('heart pain');
    expect(parse({ search: 123 }).search).toBe('123');
    expect(parse({ relevance: 'Ratings' }).relevance).toBe('ratings');
  });
});

describe('list params', () => {
  it('split and join', () => {
    expect(listValues('a, b,,c')).toEqual(['a', 'b', 'c']);
    expect(listValues(5)).toEqual(['5']);
    expect(listValues('')).toEqual([]);
    expect(toListParam(['1'])).toBe(1);
    expect(toListParam(['1', '2'])).toBe('1,2');
    expect(toListParam([])).toBe('');
  });
});
